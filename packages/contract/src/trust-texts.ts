/* No zod here: the policy pages and the contact forms read these texts, and public pages must not load the schema library. */

/**
 * The consent a sender gives with every message and COP request. The statement
 * names the one professional the lead goes to; the server stores the exact text it shows, with this
 * version id and the text's SHA-256 (docs/decisions/057).
 */
export const CONSENT_VERSION = 'lead-consent-v1';
/**
 * The version a consent record names for the statement a Spanish page shows: the same consent, in
 * the Spanish words the sender read and agreed to (docs/decisions/129).
 */
export const SPANISH_CONSENT_VERSION = 'lead-consent-v1-es-US';

export interface ConsentNamed {
  name: string;
  companyName: string | null;
  nmlsId: string;
}

/** The statement shown above the send button of the contact and COP forms, naming the professional. */
export function consentStatement(p: ConsentNamed): string {
  const company = p.companyName?.trim() ? ` of ${p.companyName.trim()}` : '';
  return `By sending, you agree that ${p.name}${company} (NMLS #${p.nmlsId}) may contact you by e-mail or phone, including by automated means, about this request. Consent is not a condition of any purchase.`;
}

export const CONSENT_TEXT = {
  /** The required checkbox's label. */
  checkbox: 'I agree to be contacted',
  /** The answer (and the form's message) when the box is not ticked. */
  required: 'Please agree to be contacted',
  /** What the professional sees on a lead that carries a consent record. */
  recorded: (date: string) => `Consent recorded ${date}`,
  notFound: 'No consent record for this lead',
} as const;

/**
 * How long what we keep is kept: the daily retention job deletes by these figures and the Privacy
 * Policy's sentences (RETENTION) are written from them, so the two cannot drift apart.
 */
export const RETENTION_PERIODS = {
  /** An e-mail's row in the outbox (its text and address), after delivery or the last failed try. */
  emailDays: 30,
  /** A support request, after it was closed. */
  closedSupportRequestYears: 2,
  /** The network address of a sign-in (reviews from the professional's own addresses are held). */
  signInAddressDays: 30,
} as const;

/**
 * What we keep and for how long (decided for the product; the Privacy Policy shows these sentences,
 * one promise each, and the account deletion and the retention job follow them).
 */
export const RETENTION = {
  consumerDeletion:
    'When a consumer deletes their account, the account, its sessions, its notifications, the reviews they wrote and the documents of their Credit Optimization Plans are deleted at once.',
  leadsKept:
    'The messages and requests they sent stay with the professional who received them, as the record of a contact the consumer asked for, until that professional deletes their own account; they are detached from the deleted account. A message or request the professional deletes is only hidden from them: it is kept, with its conversation, for the sender’s right to review and for disputes.',
  mxpertDeletion:
    'When a professional deletes their account, their profile, the leads they received, their conversations, their Credit Optimization Plans with their documents and the reviews about them are deleted.',
  consentKept: 'A consent record is kept as long as the message or request it belongs to, and deleted with it.',
  emailsKept: `The e-mails we send you are kept for ${RETENTION_PERIODS.emailDays} days after they are delivered (or after we stop trying to deliver them), then deleted.`,
  emailsOnDeletion:
    'When you delete your account, the e-mails we sent to your address are deleted at once; only the e-mail confirming the deletion is sent, and it is deleted like any other.',
  signInAddressesKept: `The network address of each sign-in is kept for ${RETENTION_PERIODS.signInAddressDays} days, to check that reviews come from real clients, then deleted.`,
  supportKept: `Support messages are kept while they are open and for ${RETENTION_PERIODS.closedSupportRequestYears} years after they are closed, then deleted.`,
} as const;

/** Marks every policy page: a plain-language template, not yet reviewed by a lawyer. */
export const COUNSEL_NOTICE =
  'Template for counsel to review before launch: this text is written plainly for MortgageXperts and has not yet been reviewed by a lawyer.';

export const EQUAL_HOUSING_NOTICE =
  'Equal Housing Opportunity. MortgageXperts is not a lender or a mortgage broker, and supports the Fair Housing Act and the Equal Credit Opportunity Act.';

/** The marketing figures of the landing page and the directory's side cards carry this footnote. */
export const FIGURES_FOOTNOTE =
  '* Illustration only; individual results vary. These figures (70% of applicants, 20 points in 30 days, 100+ points, 640 → 680, $158 and $131 a month) are fixed marketing examples: they are not computed from MortgageXperts platform data or from any sample of our users, and no study of clients stands behind them. What a credit score can gain, and what a loan costs, depends on each person’s credit file, the lender and the loan.';

export const SUPPORT_TOPICS = [
  { code: 'account', label: 'My account' },
  { code: 'lead', label: 'A message or request I sent' },
  { code: 'professional', label: 'A professional or their profile' },
  { code: 'privacy', label: 'Privacy and my data' },
  { code: 'other', label: 'Something else' },
] as const;
export const SUPPORT_TOPIC_CODES = ['account', 'lead', 'professional', 'privacy', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPIC_CODES)[number];

export const SUPPORT_TEXT = {
  sent: 'Thanks, your message reached our support team. We have e-mailed you a confirmation and will answer within two business days.',
  failed: 'Your message could not be sent. Please try again later.',
  topicRequired: 'Please choose a topic',
  messageLength: 'Message must be between 10-5000 characters',
  nameLength: 'Name must be between 2-100 characters',
  nameCharacters: 'Name cannot contain line breaks or angle brackets',
} as const;

/**
 * The sender's confirmation e-mail: fixed text and the request's number, never anything the sender
 * typed (name, message) or a link, so the form cannot relay a stranger's words to any address.
 */
export const SUPPORT_CONFIRMATION = {
  subject: 'We received your message',
  body: 'We received a message sent to MortgageXperts support with this e-mail address. A person on our team will answer at this address within two business days. If you did not write to us, you can ignore this e-mail.',
  reference: (reference: number) => `Your reference number: ${reference}`,
} as const;
