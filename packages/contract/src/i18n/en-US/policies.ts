/**
 * The policy pages (/privacy, /acceptable-use, /terms, /licensing). A sentence with a link has the
 * link's place as `{link}` and the link's words as its own text. `prevails` says which version of a
 * policy prevails (docs/decisions/126-the-english-policies-prevail.md).
 */
import { COUNSEL_NOTICE, EQUAL_HOUSING_NOTICE, RETENTION } from '../../trust-texts.ts';

export default {
  counselNotice: COUNSEL_NOTICE,
  lastUpdated: 'Last updated: November 2026.',
  prevails: 'This policy is also published in Spanish. If the two versions differ, this English version prevails.',
  supportForm: 'support form',
  newTab: ' (opens in a new tab)',

  privacyTitle: 'Privacy Policy',
  privacyIntro:
    'MortgageXperts is a directory: it helps you find a licensed mortgage professional and pass your contact details to the one you choose. This page says, in plain words, what we keep about you, why, who sees it, for how long, and what you can ask of us.',
  collectTitle: 'What we collect',
  collect1:
    'When you send a message or ask for a Credit Optimization Plan: your name, e-mail address, phone number, how you prefer to be contacted, where you are in the mortgage process, what you wrote, and the state you searched from.',
  collect2:
    "With each of those: a record of your consent to be contacted, that is the exact statement you agreed to (naming the professional), the time, your device's network address and the browser's user agent.",
  collect3:
    'When you create an account: your name, e-mail address and a password (stored only as a one-way hash), and the sessions you sign in with.',
  collect4:
    'For professionals: the profile you publish (name, photo, company, NMLS ID, service areas, loan types, languages, contact details) and the leads you receive.',
  collect5: 'When you write to support: your name, e-mail address, the topic and your message.',
  collect6:
    'Server logs of requests (address, time, page) kept for security and to fix faults. We use no advertising trackers and sell no data.',
  whyTitle: 'Why we collect it',
  why1: 'To pass your request to the professional you chose, so they can contact you about it.',
  why2: 'To prove, if ever asked, that you agreed to be contacted by that professional and nobody else.',
  why3: 'To run your account: sign-in, your lists of messages and requests, e-mails you asked for.',
  why4: 'To keep the service safe: rate limits, abuse checks and the review of every professional.',
  why5: 'To answer you when you write to support.',
  whoTitle: 'Who sees it',
  who1: 'What you send goes only to the professional you chose. It is never shared with other professionals, lenders or lead buyers, and never sold.',
  who2: 'Our administrators can see it to run and protect the service (for example, to check a consent record or stop abuse). Companies that host our servers and send our e-mails process it on our behalf and may not use it for anything else. We disclose data to authorities only when the law requires it.',
  keepTitle: 'How long we keep it',
  'retention.consumerDeletion': RETENTION.consumerDeletion,
  'retention.leadsKept': RETENTION.leadsKept,
  'retention.mxpertDeletion': RETENTION.mxpertDeletion,
  'retention.consentKept': RETENTION.consentKept,
  'retention.emailsKept': RETENTION.emailsKept,
  'retention.emailsOnDeletion': RETENTION.emailsOnDeletion,
  'retention.signInAddressesKept': RETENTION.signInAddressesKept,
  'retention.supportKept': RETENTION.supportKept,
  rightsTitle: 'Your rights and how to use them',
  rights1: 'See and download what we hold about you: the settings of your account offer a download of your data.',
  rights2: 'Correct it: change your name, e-mail address or password in your account settings.',
  rights3: 'Delete it: delete your account from your account settings; what happens then is described above.',
  rights4: 'Ask a professional to stop contacting you: tell them directly, or write to us and we will pass the request on.',
  rights5: 'Stop e-mails that are not about something you did, with the unsubscribe link in each of them.',
  rightsSupport:
    'Sent a message without an account, or something else? Write to us through the {link} with the topic "Privacy and my data". We answer within 30 days, usually much sooner. Depending on where you live (for example California), you may have further rights under state law; we honor them in the same way.',

  useTitle: 'Acceptable Use Policy',
  useIntro:
    'MortgageXperts works only if consumers can trust the professionals they contact and professionals can trust the requests they receive. These rules apply to everyone who uses the site.',
  everyoneTitle: 'Everyone',
  everyone1: "Give your own, true details. Do not send requests in someone else's name or with their e-mail address.",
  everyone2: 'No spam, harassment, threats, hateful or sexual content, and no links to malware or phishing.',
  everyone3: 'Do not try to get around rate limits, scrape the directory in bulk, or probe or overload our systems.',
  everyone4: 'Do not use the site to discriminate against anyone on a basis the fair lending laws protect.',
  prosTitle: 'Professionals',
  pros1: 'Keep your NMLS ID, licenses and profile accurate and current; publish only what you are licensed to do.',
  pros2: 'Contact a consumer only about the request they sent you, by the means they agreed to, and stop when they ask.',
  pros3: "Never sell, share or pass on a consumer's details or a lead to anyone else.",
  pros4: 'Make no promises of a score, rate or approval you cannot keep; follow the advertising rules that bind you.',
  misuseTitle: 'What we do about misuse',
  misuse:
    'We may remove content, refuse requests, pause a listing or close an account that breaks these rules, and report illegal conduct to the authorities. To report misuse, use the {link}.',

  termsTitle: 'Terms of Use',
  termsIntro: 'By using MortgageXperts you agree to these terms. If you do not agree, please do not use the site.',
  whatTitle: 'What MortgageXperts is',
  what: 'A directory that lets consumers find licensed mortgage professionals and contact them. MortgageXperts is not a lender or a mortgage broker, does not make loans or credit decisions, and does not give financial, legal or tax advice. Any loan, plan or advice comes from the professional you choose, who is responsible for it; see {link}.',
  accountsTitle: 'Accounts',
  accounts1: 'Keep your password to yourself; you are responsible for what is done with your account.',
  accounts2: 'Professionals are listed only after our review and must keep their profile and licenses accurate.',
  accounts3: 'You may delete your account at any time from its settings.',
  siteTitle: 'Use of the site',
  siteFollow: 'Follow the {link}.',
  siteData: 'What we do with your data is in the {link}.',
  noGuaranteesTitle: 'No guarantees',
  noGuarantees:
    'Figures on the site are illustrations, and results vary from person to person. We check professionals when they join but cannot guarantee the outcome of working with any of them. The site is provided as it is; to the extent the law allows, we are not liable for indirect losses arising from its use.',
  changesTitle: 'Changes and contact',
  changes: 'We may update these terms and will say so on this page. Questions? Use the {link}.',

  licensingTitle: 'Licensing and disclosures',
  licensingIntro:
    'MortgageXperts is a marketplace, not a lender or a mortgage broker. We do not take loan applications, make credit decisions, or arrange, negotiate or fund loans, and we are not paid by any lender for sending you to one.',
  listedTitle: 'The professionals listed here',
  listed:
    'Every MortgageXpert gives us their NMLS ID (the number the Nationwide Multistate Licensing System gives each mortgage loan originator) and is reviewed by our team before being listed. Each professional is licensed separately, by the states they work in, and is responsible for their own compliance.',
  verifyTitle: 'How to verify a license',
  verify1: `Every profile shows the professional's NMLS ID and a "Verify license on NMLS Consumer Access" link.`,
  verify2:
    'That link opens their record on {link}, the official public registry, where you can check the states they are licensed in and any actions against them. You can also search it yourself by name or NMLS ID.',
  verify3: 'Check a license before you share documents or agree to anything.',
  equalTitle: 'Equal Housing Opportunity',
  equal: `${EQUAL_HOUSING_NOTICE} We do not rank or show professionals differently because of anyone's race, color, religion, national origin, sex, sexual orientation, gender identity, disability, familial status, marital status, age or receipt of public assistance.`,
} as const;
