import { DEFAULT_LOCALE, type Locale } from '@mx/contract/i18n/locale';
import { translator } from '../../lib/i18n.ts';
import { type EmailContent, renderEmail } from './render.ts';

/** The account e-mails. Links are built from the configured public URL, never from a request. */

export function verifyEmailMessage(name: string, url: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  const t = translator(locale);
  return renderEmail({
    locale,
    subject: t('emails.verifySubject'),
    greeting: t('emails.greeting', { name }),
    paragraphs: [t('emails.verifyIntro')],
    action: { label: t('emails.verifyAction'), url },
    note: t('emails.verifyNote'),
  });
}

/** A repeated verification e-mail: its link confirms the address by choosing the password. */
export function confirmAddressMessage(name: string, url: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  const t = translator(locale);
  return renderEmail({
    locale,
    subject: t('emails.confirmAddressSubject'),
    greeting: t('emails.greeting', { name }),
    paragraphs: [t('emails.confirmAddressIntro')],
    action: { label: t('emails.confirmAddressAction'), url },
    note: t('emails.confirmAddressNote'),
  });
}

export function existingAccountMessage(
  name: string,
  signInUrl: string,
  resetUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): EmailContent {
  const t = translator(locale);
  return renderEmail({
    locale,
    subject: t('emails.existingAccountSubject'),
    greeting: t('emails.greeting', { name }),
    paragraphs: [
      t('emails.existingAccountIntro'),
      // A link ends its line: a full stop after it would become part of the address in many mail readers.
      t('emails.existingAccountSignIn', { url: signInUrl }),
      t('emails.existingAccountReset', { url: resetUrl }),
      t('emails.existingAccountNotYou'),
    ],
  });
}

export function resetPasswordMessage(name: string, url: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  const t = translator(locale);
  return renderEmail({
    locale,
    subject: t('emails.resetSubject'),
    greeting: t('emails.greeting', { name }),
    paragraphs: [t('emails.resetIntro')],
    action: { label: t('emails.resetAction'), url },
    note: t('emails.resetNote'),
  });
}

export function passwordChangedMessage(name: string, forgotUrl: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  const t = translator(locale);
  return renderEmail({
    locale,
    subject: t('emails.passwordChangedSubject'),
    greeting: t('emails.greeting', { name }),
    paragraphs: [t('emails.passwordChangedIntro'), t('emails.passwordChangedIfNotYou', { url: forgotUrl })],
  });
}

/** What a lead is: a message or a Credit Optimization Plan request. */
export type LeadKind = 'message' | 'cop_request';

export interface LeadReminder {
  mxpertName: string;
  senderName: string;
  kind: LeadKind;
  /** Whole hours since the lead arrived, as configured (24). */
  hours: number;
  /** The lead's conversation page. */
  url: string;
  /** The professional's language. */
  locale: Locale;
}

/** The one reminder about a lead still unanswered (docs/decisions/055); category 'reminders'. */
export function leadReminderMessage(r: LeadReminder): EmailContent {
  const t = translator(r.locale);
  const waited = r.hours >= 1 ? t('emails.leadReminderHours', { hours: r.hours }) : t('emails.leadReminderAWhile');
  return renderEmail({
    locale: r.locale,
    subject: t('emails.leadReminderSubject', { sender: r.senderName }),
    greeting: t('emails.greeting', { name: r.mxpertName }),
    paragraphs: [t('emails.leadReminderIntro', { sender: r.senderName, kind: r.kind, waited }), t('emails.leadReminderWhy')],
    action: { label: t('emails.leadReminderAction'), url: r.url },
    note: t('emails.leadReminderNote'),
    category: 'reminders',
  });
}

export interface ReviewInvitation {
  /** The client's first name, as they gave it with their message or request. */
  firstName: string;
  mxpertName: string;
  kind: LeadKind;
  /** The professional's public profile, opening its review form (`?review=1`). */
  url: string;
  /** The client's language. */
  locale: Locale;
}

/**
 * The one invitation to review the professional who replied (docs/decisions/067); category
 * 'reviewInvitations', so it carries List-Unsubscribe and the preferences link.
 */
export function reviewInvitationMessage(r: ReviewInvitation): EmailContent {
  const t = translator(r.locale);
  return renderEmail({
    locale: r.locale,
    subject: t('emails.reviewInvitationSubject', { mxpertName: r.mxpertName }),
    greeting: t('emails.greeting', { name: r.firstName }),
    paragraphs: [
      t('emails.reviewInvitationIntro', { mxpertName: r.mxpertName, kind: r.kind }),
      t('emails.reviewInvitationVerified'),
    ],
    action: { label: t('emails.reviewInvitationAction'), url: r.url },
    note: t('emails.reviewInvitationNote'),
    category: 'reviewInvitations',
  });
}

export function confirmEmailChangeMessage(name: string, url: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  const t = translator(locale);
  return renderEmail({
    locale,
    subject: t('emails.confirmEmailChangeSubject'),
    greeting: t('emails.greeting', { name }),
    paragraphs: [t('emails.confirmEmailChangeIntro')],
    action: { label: t('emails.confirmEmailChangeAction'), url },
    note: t('emails.confirmEmailChangeNote'),
  });
}

/** To the owner of the address another account asked to move to: in the owner's language. */
export function emailChangeRefusedMessage(locale: Locale = DEFAULT_LOCALE): EmailContent {
  const t = translator(locale);
  return renderEmail({
    locale,
    subject: t('emails.emailChangeRefusedSubject'),
    paragraphs: [t('emails.emailChangeRefusedIntro'), t('emails.emailChangeRefusedIfYou')],
  });
}

export function emailChangedNoticeMessage(
  name: string,
  newEmail: string,
  supportUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): EmailContent {
  const t = translator(locale);
  return renderEmail({
    locale,
    subject: t('emails.emailChangedSubject'),
    greeting: t('emails.greeting', { name }),
    paragraphs: [t('emails.emailChangedIntro', { email: newEmail }), t('emails.emailChangedIfNotYou', { url: supportUrl })],
  });
}

export function accountDeletedMessage(name: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  const t = translator(locale);
  return renderEmail({
    locale,
    subject: t('emails.accountDeletedSubject'),
    greeting: t('emails.greeting', { name }),
    paragraphs: [t('emails.accountDeletedIntro'), t('emails.accountDeletedPrivacy')],
  });
}
