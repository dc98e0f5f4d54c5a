/* No zod here: the settings and e-mail preference pages read these without the schema library. */

export const ACCOUNT_TEXT = {
  nameChanged: 'Your name was updated',
  languageSaved: 'Your language was saved. Your emails will be written in it.',
  passwordChanged: 'Your password was changed. Every other device was signed out.',
  wrongPassword: 'Your current password is not correct',
  samePassword: 'Choose a password different from your current one',
  emailChangeSent: 'We sent a confirmation link to the new address. Your email changes once you open it.',
  sameEmail: 'That is already your email address',
  emailChanged: 'Your email address was changed',
  emailInUse: 'That email address belongs to another account',
  invalidEmailChangeToken: 'This email change link is invalid or has expired',
  accountDeleted: 'Your account was deleted',
  /** What deleting the account takes with it, as the settings pages say before the confirmation (RETENTION's promises). */
  deleteConsequences: {
    consumer:
      'Your account, your sign-ins, your notifications, your reviews and the documents of your Credit Optimization Plans (the ones you uploaded and the ones your MortgageXperts uploaded) are deleted at once. Messages and requests you sent, and the plans made from them, stay with the professional who received them, no longer linked to any account, until that professional deletes them. You can create a new account with this address later.',
    mxpert:
      'Your account and your profile are deleted at once, with every message and request you received, their conversations, your Credit Optimization Plans with their documents, and the reviews about you. This cannot be undone.',
  },
  listingPaused: 'Your listing is paused: it is hidden from the directory and nobody can send you new leads.',
  listingResumed: 'Your listing is live again',
  tooManyListingChanges: 'You have paused and resumed your listing too often. Please wait a while and try again.',
  preferencesSaved: 'Your email preferences were saved',
  unsubscribed: 'You are unsubscribed',
  invalidPreferencesLink: 'This email preferences link is invalid',
  seePreferences: 'See your email preferences',
  choosePreferences: 'Choose on or off for every kind of email',
} as const;

/** The optional e-mails a reader can turn off; answers to their own action are never among them. */
export const EMAIL_CATEGORIES = ['reminders', 'reviewInvitations', 'digests'] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

export const EMAIL_CATEGORY_LABELS: Record<EmailCategory, string> = {
  reminders: 'Reminders about leads and conversations waiting for you, and about your plan’s tasks and re-pull date',
  reviewInvitations: 'Invitations to review a professional you contacted',
  digests: 'Digests and summaries, such as your clients’ progress on their plans',
};
