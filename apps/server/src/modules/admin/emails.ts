import { DEFAULT_LOCALE, type Locale } from '@mx/contract/i18n/locale';
import { disagreeParagraph, type EmailContent, writeEmail } from '../mail/render.ts';

/**
 * What a professional is told about the admins' decision, in the professional's language
 * (docs/decisions/118). renderEmail escapes every value.
 */

export function approvedMessage(name: string, signInUrl: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  return writeEmail(locale, name, (t) => ({
    subject: t('emails.approvedSubject'),
    paragraphs: [t('emails.approvedIntro'), t('emails.approvedSignIn')],
    action: { label: t('emails.signInAction'), url: signInUrl },
  }));
}

export function rejectedMessage(name: string, reason: string, supportUrl: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  return writeEmail(locale, name, (t) => ({
    subject: t('emails.rejectedSubject'),
    paragraphs: [t('emails.rejectedIntro'), t('emails.reasonFromTeam', { reason }), disagreeParagraph(supportUrl, t)],
    action: { label: t('emails.contactSupportAction'), url: supportUrl },
  }));
}

export function suspendedMessage(
  name: string,
  reason: string,
  urls: { signIn: string; support: string },
  locale: Locale = DEFAULT_LOCALE,
): EmailContent {
  return writeEmail(locale, name, (t) => ({
    subject: t('emails.suspendedSubject'),
    paragraphs: [t('emails.suspendedIntro'), t('emails.reasonFromTeam', { reason }), disagreeParagraph(urls.support, t)],
    action: { label: t('emails.signInAction'), url: urls.signIn },
  }));
}

export function reinstatedMessage(name: string, note: string, signInUrl: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  return writeEmail(locale, name, (t) => ({
    subject: t('emails.reinstatedSubject'),
    paragraphs: [t('emails.reinstatedIntro'), ...(note ? [t('emails.noteFromTeam', { note })] : [])],
    action: { label: t('emails.signInAction'), url: signInUrl },
  }));
}

export function identityChangeApprovedMessage(name: string, changes: string[], locale: Locale = DEFAULT_LOCALE): EmailContent {
  return writeEmail(locale, name, (t) => ({
    subject: t('emails.identityApprovedSubject'),
    paragraphs: [t('emails.identityApprovedIntro'), changes.join('\n')],
  }));
}

export function identityChangeDeclinedMessage(name: string, reason: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  return writeEmail(locale, name, (t) => ({
    subject: t('emails.identityDeclinedSubject'),
    paragraphs: [t('emails.identityDeclinedIntro'), t('emails.reasonFromTeam', { reason })],
  }));
}
