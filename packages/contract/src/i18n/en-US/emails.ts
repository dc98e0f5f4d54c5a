/**
 * The e-mails' texts (docs/decisions/118, 124): what every e-mail says around its content, and every
 * e-mail's own. An e-mail is written in its recipient's language.
 */
import { IDENTITY_FIELD_LABELS } from '../../identity.ts';
import { PLAN_ACTION_KINDS } from '../../plan-texts.ts';
import { MORTGAGE_PROCESSES } from '../../vocab.ts';
import { optionLabels } from '../messages.ts';

export default {
  // Around every e-mail.
  greeting: 'Hello {name},',
  greetingNoName: 'Hello,',
  signOff: '— The MortgageXperts team',
  buttonFallback: 'If the button does not work, copy this address into your browser:',
  optionalReason: 'You receive this email because of your activity on MortgageXperts.',
  preferencesLabel: 'Unsubscribe or choose which emails you get',
  // The account.
  verifySubject: 'Verify your MortgageXperts email address',
  verifyIntro: 'Thanks for creating a MortgageXperts account. Please confirm that this is your email address.',
  verifyAction: 'Verify email address',
  verifyNote: 'This link stays valid for 24 hours. If you did not create an account, you can ignore this email.',
  confirmAddressSubject: 'Confirm your MortgageXperts email address',
  confirmAddressIntro:
    'You asked for a new link to confirm the email address of your MortgageXperts account. Choose your password to confirm the address; you can then sign in with it.',
  confirmAddressAction: 'Confirm and choose a password',
  confirmAddressNote:
    'This link stays valid for 24 hours and can be used once. If you did not ask for it, you can ignore this email.',
  resetSubject: 'Reset your MortgageXperts password',
  resetIntro: 'We received a request to reset the password of your MortgageXperts account.',
  resetAction: 'Choose a new password',
  resetNote:
    'This link stays valid for 1 hour and can be used once. If you did not ask for it, you can ignore this email: your password stays as it is.',
  passwordChangedSubject: 'Your MortgageXperts password was changed',
  passwordChangedIntro:
    'The password of your MortgageXperts account was just changed, and every device that was signed in has been signed out.',
  passwordChangedIfNotYou: 'If you did not do this, reset your password right away at {url} and contact our support team.',
  // The lead alerts.
  newMessageSubject: 'New message from {sender}',
  newMessageIntro: '{sender} sent you a message on MortgageXperts about: {topic}.',
  newMessageContact: 'They prefer to be contacted by {contact}. Sign in to read the message and their contact details.',
  newMessageAction: 'Open the message',
  newCopSubject: 'New Credit Optimization Plan request from {sender}',
  newCopIntro: '{sender} asked you for a Credit Optimization Plan on MortgageXperts (mortgage process: {process}).',
  newCopContact: 'They prefer to be contacted by {contact}. Sign in to see their contact details.',
  newCopAction: 'Open the request',
  ...optionLabels('mortgageProcess', MORTGAGE_PROCESSES),
  contactEmail: 'email',
  contactPhone: 'phone',
  clientWroteEnglish: 'The client wrote in English.',
  clientWroteSpanish: 'The client wrote in Spanish.',
  // The replies.
  repliedSubject: '{name} replied',
  replyToMxpertIntroMessage: '{name} replied to the conversation about their message on MortgageXperts:',
  replyToMxpertIntroCop: '{name} replied to the conversation about their Credit Optimization Plan request on MortgageXperts:',
  replyReopenedMessage: 'You had closed this message; the reply makes it active again.',
  replyReopenedCop: 'You had closed this Credit Optimization Plan request; the reply makes it active again.',
  replyToConsumerIntroMessage: '{name} replied to your message on MortgageXperts:',
  replyToConsumerIntroCop: '{name} replied to your Credit Optimization Plan request on MortgageXperts:',
  replyGuestHowToAnswer:
    'To answer, create a free account with this email address ({email}). Once you verify it, the whole conversation is under My Messages and you can reply there.',
  openConversation: 'Open the conversation',
  createAccountAction: 'Create your free account',
  // The account, continued.
  existingAccountSubject: 'Someone tried to create a MortgageXperts account with your email',
  existingAccountIntro:
    'Someone, perhaps you, tried to create a new MortgageXperts account with this email address. You already have an account, so no new one was created.',
  existingAccountSignIn: 'You can sign in here: {url}',
  existingAccountReset: 'If you have forgotten your password, you can choose a new one here: {url}',
  existingAccountNotYou: 'If this was not you, no action is needed.',
  confirmEmailChangeSubject: 'Confirm your new MortgageXperts email address',
  confirmEmailChangeIntro: 'You asked to use this address for your MortgageXperts account. Please confirm it.',
  confirmEmailChangeAction: 'Confirm new email address',
  confirmEmailChangeNote:
    'This link stays valid for 24 hours. If you did not ask for this, you can ignore this email: nothing changes.',
  emailChangeRefusedSubject: 'Your email address was not added to another MortgageXperts account',
  emailChangeRefusedIntro:
    'Someone signed in to a MortgageXperts account asked to move that account to this email address. This address already has an account of its own, so nothing was changed.',
  emailChangeRefusedIfYou: 'If this was you, sign in with this address instead. If not, no action is needed.',
  emailChangedSubject: 'Your MortgageXperts email address was changed',
  emailChangedIntro:
    'The email address of your MortgageXperts account was changed. Emails about your account now go to the new address: {email}',
  emailChangedIfNotYou: 'If you did not do this, contact our support team right away through {url}',
  accountDeletedSubject: 'Your MortgageXperts account was deleted',
  accountDeletedIntro:
    'Your MortgageXperts account was deleted as you asked. You can no longer sign in with it, and you can create a new account with this address at any time.',
  accountDeletedPrivacy: 'What professionals keep of the messages and requests you sent them is described in our Privacy Policy.',
  // The leads, continued.
  leadReminderSubject: '{sender} is waiting for your reply',
  leadReminderIntro:
    '{sender} sent you a {kind, select, message {message} other {Credit Optimization Plan request}} on MortgageXperts {waited} ago and has not heard from you yet.',
  leadReminderHours: '{hours, plural, one {# hour} other {# hours}}',
  leadReminderAWhile: 'a while',
  leadReminderWhy: 'Clients choose professionals who answer quickly: your response time is shown on your public profile.',
  leadReminderAction: 'Reply now',
  leadReminderNote: 'We send one reminder per lead.',
  senderConfirmSubject:
    'Did you send this {kind, select, message {message} other {Credit Optimization Plan request}} to {mxpertName}?',
  senderConfirmIntro:
    '{kind, select, message {A message} other {A Credit Optimization Plan request}} was sent to {mxpertName} on MortgageXperts without signing in, with your email address and the name {senderName}.',
  senderConfirmHow:
    'If you sent it, confirm it and it will appear in your account. If you did not, ignore this email: nothing is added to your account.',
  senderConfirmAction: 'Yes, I sent it',
  senderConfirmNote: 'This link stays valid for {days} days and can be used once.',
  // The reviews.
  reviewInvitationSubject: 'How did {mxpertName} help you?',
  reviewInvitationIntro:
    'A while ago {mxpertName} answered your {kind, select, message {message} other {Credit Optimization Plan request}} on MortgageXperts. If you worked with them, a few words about your experience help other home buyers choose the right professional.',
  reviewInvitationVerified:
    'Your review is shown as a verified client review, with your first name and last initial only. If your credit score went up, you can add how many points.',
  reviewInvitationAction: 'Write a review',
  reviewInvitationNote: 'We send this invitation only once.',
  reviewHiddenAuthorSubject: 'Your MortgageXperts review was hidden',
  reviewHiddenAuthorIntro: 'Our team has hidden your review of {mxpertName}: it no longer shows on their profile.',
  reviewHiddenMxpertSubject: 'A review on your MortgageXperts profile was hidden',
  reviewHiddenMxpertIntro:
    'Our team has hidden the review by {authorName} from your profile. It no longer counts in your rating.',
  // The admins' decisions.
  reasonFromTeam: 'Reason given by our team:\n{reason}',
  noteFromTeam: 'Note from our team:\n{note}',
  disagree: 'If you believe this is a mistake, tell our support team through the support form and they will look into it: {url}',
  signInAction: 'Sign in to MortgageXperts',
  contactSupportAction: 'Contact support',
  approvedSubject: 'Your MortgageXperts profile has been approved',
  approvedIntro:
    'Good news: our team has reviewed and approved your MortgageXperts profile. It is now listed in the MortgageXperts directory, where home buyers can find you, send you messages and ask for a Credit Optimization Plan.',
  approvedSignIn: 'Sign in to see your dashboard and keep your profile up to date.',
  rejectedSubject: 'Your MortgageXperts profile was not approved',
  rejectedIntro:
    'Our team has reviewed your MortgageXperts profile and could not approve it. Your account has been deactivated, so you can no longer sign in.',
  suspendedSubject: 'Your MortgageXperts profile has been suspended',
  suspendedIntro:
    'Our team has suspended your MortgageXperts profile. It is no longer listed in the directory and cannot receive new messages or requests. You can still sign in to read the leads you have received.',
  reinstatedSubject: 'Your MortgageXperts profile has been reinstated',
  reinstatedIntro:
    'Our team has reinstated your MortgageXperts profile. It is listed in the directory again, where home buyers can find you and send you messages.',
  identityApprovedSubject: 'Your MortgageXperts profile change has been approved',
  identityApprovedIntro: 'Our team has approved the change to your profile. Your public profile now shows:',
  // The labels the admins' screens show, written once there.
  'identityField.fullName': IDENTITY_FIELD_LABELS.fullName,
  'identityField.nmlsId': IDENTITY_FIELD_LABELS.nmlsId,
  'identityField.companyName': IDENTITY_FIELD_LABELS.companyName,
  'identityField.photo': IDENTITY_FIELD_LABELS.photo,
  'identityField.companyLogo': IDENTITY_FIELD_LABELS.companyLogo,
  'identityField.companyAddress': IDENTITY_FIELD_LABELS.companyAddress,
  'identityField.companyWebAddress': IDENTITY_FIELD_LABELS.companyWebAddress,
  identityDeclinedSubject: 'Your MortgageXperts profile change was not approved',
  identityDeclinedIntro:
    'Our team could not approve the change to your full name, NMLS ID or company name. Your profile keeps its approved values.',
  // Support.
  supportSubject: 'We received your message',
  supportBody:
    'We received a message sent to MortgageXperts support with this e-mail address. A person on our team will answer at this address within two business days. If you did not write to us, you can ignore this e-mail.',
  supportReference: 'Your reference number: {reference}',
  // The plans.
  planFirstSubject: '{mxpertName} sent you a Credit Optimization Plan',
  planUpdatedSubject: '{mxpertName} updated your Credit Optimization Plan (version {version})',
  planFirstIntro:
    '{mxpertName} prepared a Credit Optimization Plan for you on MortgageXperts: the steps to take, when, and the points each may bring.',
  planUpdatedIntro: '{mxpertName} published version {version} of your Credit Optimization Plan on MortgageXperts.',
  planTheirNote: 'Their note: {note}',
  planWhatChanged: 'What changed: {changes}.',
  planGuestHowToSee:
    'To see your plan, create a free account with this email address ({email}). Once you verify it, the plan is under My Plans.',
  openYourPlan: 'Open your plan',
  taskReminderSubject: 'Due in 3 days on your plan: {accountLabel}',
  taskReminderDue:
    'A task of the Credit Optimization Plan {mxpertName} prepared for you is due on {day}: {kindLabel} ({accountLabel}).',
  taskReminderPoints: 'It was estimated to bring {points} points. Estimates are not guarantees.',
  pointsRange: '{min} to {max}',
  pointsUpTo: 'up to {max}',
  taskReminderTick: 'Once it is done, tick it off in your plan so your MortgageXpert sees your progress.',
  taskReminderNote: 'We send one reminder per task, three days before it is due, while it is open.',
  ...optionLabels('planActionKind', PLAN_ACTION_KINDS),
  repullSubject: 'Your credit re-pull date is one week away',
  repullIntro: 'Your Credit Optimization Plan with {mxpertName} aims to re-pull your credit on {day}, one week from now.',
  repullFinish: 'Finish the open tasks before then, and record the scores you read in your plan.',
  repullNote: 'We send this reminder once, a week before the re-pull date.',
  activitySubject: '{clientName} worked on their Credit Optimization Plan',
  activityIntro: '{clientName} worked on their Credit Optimization Plan:',
  activityYourClient: 'Your client',
  activityMore: 'And more: open the plan to see everything.',
  activityAction: 'Open the plan',
  activityNote: 'We send at most one e-mail an hour per plan about your client’s progress.',
} as const;
