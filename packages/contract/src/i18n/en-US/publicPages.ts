/** The public pages outside the other namespaces: the support form and the pages of the e-mailed links. */
import { ACCOUNT_TEXT, EMAIL_CATEGORY_LABELS } from '../../account-texts.ts';
import { FORM_HINTS, SUBMISSION_TEXT } from '../../limits.ts';
import { SUPPORT_TEXT, SUPPORT_TOPICS } from '../../trust-texts.ts';
import { optionLabels } from '../messages.ts';

export default {
  // The support form (/support).
  supportTitle: 'Get support',
  supportIntro:
    'Questions about your account, a message you sent, a professional, or your data? Write to us: a person on our team answers within two business days. For your data rights, see the',
  supportPrivacyLink: 'Privacy Policy',
  supportForm: 'Support',
  supportSentTitle: 'Message sent',
  supportSent: SUPPORT_TEXT.sent,
  supportNotSent: 'Not sent',
  supportFailed: SUPPORT_TEXT.failed,
  supportName: 'Name',
  supportEmail: 'Email',
  supportTopic: 'Topic',
  supportTopicChoose: 'Select a topic',
  ...optionLabels('supportTopicOption', SUPPORT_TOPICS),
  supportMessage: 'Message',
  supportMessageHint: FORM_HINTS.supportMessage,
  supportSend: 'Send to support',
  // A guest's confirmation link (/confirm-sender).
  confirmSenderTitle: 'Confirm your message',
  confirmSenderMissing: SUBMISSION_TEXT.confirmTokenMissing,
  confirmSenderDone: SUBMISSION_TEXT.messageConfirmed,
  confirmSenderFailed: SUBMISSION_TEXT.confirmFailed,
  confirming: SUBMISSION_TEXT.confirming,
  // The new address's link (/confirm-email-change).
  confirmEmailTitle: 'Confirm your new email',
  confirmEmailLoading: 'Confirming your new email',
  confirmEmailLoadingText: 'Confirming your new email…',
  confirmEmailInvalid: ACCOUNT_TEXT.invalidEmailChangeToken,
  confirmEmailDone: ACCOUNT_TEXT.emailChanged,
  connectionError: 'Connection error. Please try again',
  goToSignIn: 'Go to sign in',
  // The e-mail preferences (/email-preferences).
  preferencesTitle: 'Email preferences',
  preferencesInvalid: ACCOUNT_TEXT.invalidPreferencesLink,
  preferencesLoading: 'Loading your email preferences',
  preferencesFor: 'For {email}',
  preferencesIntro:
    'Choose which optional emails you get. Emails that answer something you did (sign-in links, password resets, replies to your messages) always arrive.',
  'preferencesCategory.reminders': EMAIL_CATEGORY_LABELS.reminders,
  'preferencesCategory.reviewInvitations': EMAIL_CATEGORY_LABELS.reviewInvitations,
  'preferencesCategory.digests': EMAIL_CATEGORY_LABELS.digests,
  preferencesSaved: ACCOUNT_TEXT.preferencesSaved,
  preferencesSave: 'Save preferences',
  preferencesAllOff: 'Turn all off',
} as const;
