import { DEFAULT_LOCALE, type Locale } from '@mx/contract/i18n/locale';
import { type EmailContent, writeEmail } from './render.ts';

/** The account e-mails. Links are built from the configured public URL, never from a request. */

/**
 * An e-mail whose one link the reader is to follow: its subject, introduction, button and the note
 * under it are the kind's texts (emails.verifySubject, emails.verifyIntro, …).
 */
function linkMessage(
  kind: 'verify' | 'confirmAddress' | 'reset' | 'confirmEmailChange',
  name: string,
  url: string,
  locale: Locale,
): EmailContent {
  return writeEmail(locale, name, (t) => ({
    subject: t(`emails.${kind}Subject`),
    paragraphs: [t(`emails.${kind}Intro`)],
    action: { label: t(`emails.${kind}Action`), url },
    note: t(`emails.${kind}Note`),
  }));
}

export function verifyEmailMessage(name: string, url: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  return linkMessage('verify', name, url, locale);
}

/** A repeated verification e-mail: its link confirms the address by choosing the password. */
export function confirmAddressMessage(name: string, url: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  return linkMessage('confirmAddress', name, url, locale);
}

export function existingAccountMessage(
  name: string,
  signInUrl: string,
  resetUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): EmailContent {
  return writeEmail(locale, name, (t) => ({
    subject: t('emails.existingAccountSubject'),
    paragraphs: [
      t('emails.existingAccountIntro'),
      // A link ends its line: a full stop after it would become part of the address in many mail readers.
      t('emails.existingAccountSignIn', { url: signInUrl }),
      t('emails.existingAccountReset', { url: resetUrl }),
      t('emails.existingAccountNotYou'),
    ],
  }));
}

export function resetPasswordMessage(name: string, url: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  return linkMessage('reset', name, url, locale);
}

export function passwordChangedMessage(name: string, forgotUrl: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  return writeEmail(locale, name, (t) => ({
    subject: t('emails.passwordChangedSubject'),
    paragraphs: [t('emails.passwordChangedIntro'), t('emails.passwordChangedIfNotYou', { url: forgotUrl })],
  }));
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
  return writeEmail(r.locale, r.mxpertName, (t) => {
    const waited = r.hours >= 1 ? t('emails.leadReminderHours', { hours: r.hours }) : t('emails.leadReminderAWhile');
    return {
      subject: t('emails.leadReminderSubject', { sender: r.senderName }),
      paragraphs: [t('emails.leadReminderIntro', { sender: r.senderName, kind: r.kind, waited }), t('emails.leadReminderWhy')],
      action: { label: t('emails.leadReminderAction'), url: r.url },
      note: t('emails.leadReminderNote'),
      category: 'reminders',
    };
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
  return writeEmail(r.locale, r.firstName, (t) => ({
    subject: t('emails.reviewInvitationSubject', { mxpertName: r.mxpertName }),
    paragraphs: [
      t('emails.reviewInvitationIntro', { mxpertName: r.mxpertName, kind: r.kind }),
      t('emails.reviewInvitationVerified'),
    ],
    action: { label: t('emails.reviewInvitationAction'), url: r.url },
    note: t('emails.reviewInvitationNote'),
    category: 'reviewInvitations',
  }));
}

export function confirmEmailChangeMessage(name: string, url: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  return linkMessage('confirmEmailChange', name, url, locale);
}

/** To the owner of the address another account asked to move to: in the owner's language. */
export function emailChangeRefusedMessage(locale: Locale = DEFAULT_LOCALE): EmailContent {
  return writeEmail(locale, null, (t) => ({
    subject: t('emails.emailChangeRefusedSubject'),
    paragraphs: [t('emails.emailChangeRefusedIntro'), t('emails.emailChangeRefusedIfYou')],
  }));
}

export function emailChangedNoticeMessage(
  name: string,
  newEmail: string,
  supportUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): EmailContent {
  return writeEmail(locale, name, (t) => ({
    subject: t('emails.emailChangedSubject'),
    paragraphs: [t('emails.emailChangedIntro', { email: newEmail }), t('emails.emailChangedIfNotYou', { url: supportUrl })],
  }));
}

export function accountDeletedMessage(name: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  return writeEmail(locale, name, (t) => ({
    subject: t('emails.accountDeletedSubject'),
    paragraphs: [t('emails.accountDeletedIntro'), t('emails.accountDeletedPrivacy')],
  }));
}
