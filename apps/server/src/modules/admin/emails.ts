import { DEFAULT_LOCALE, type Locale } from '@mx/contract/i18n/locale';
import { translator } from '../../lib/i18n.ts';
import { disagreeParagraph, type EmailContent, renderEmail } from '../mail/render.ts';

/**
 * What a professional is told about the admins' decision, in the professional's language
 * (docs/decisions/118). renderEmail escapes every value.
 */

export function approvedMessage(name: string, signInUrl: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  const t = translator(locale);
  return renderEmail({
    locale,
    subject: t('emails.approvedSubject'),
    greeting: t('emails.greeting', { name }),
    paragraphs: [t('emails.approvedIntro'), t('emails.approvedSignIn')],
    action: { label: t('emails.signInAction'), url: signInUrl },
  });
}

export function rejectedMessage(name: string, reason: string, supportUrl: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  const t = translator(locale);
  return renderEmail({
    locale,
    subject: t('emails.rejectedSubject'),
    greeting: t('emails.greeting', { name }),
    paragraphs: [t('emails.rejectedIntro'), t('emails.reasonFromTeam', { reason }), disagreeParagraph(supportUrl, t)],
    action: { label: t('emails.contactSupportAction'), url: supportUrl },
  });
}

export function suspendedMessage(
  name: string,
  reason: string,
  urls: { signIn: string; support: string },
  locale: Locale = DEFAULT_LOCALE,
): EmailContent {
  const t = translator(locale);
  return renderEmail({
    locale,
    subject: t('emails.suspendedSubject'),
    greeting: t('emails.greeting', { name }),
    paragraphs: [t('emails.suspendedIntro'), t('emails.reasonFromTeam', { reason }), disagreeParagraph(urls.support, t)],
    action: { label: t('emails.signInAction'), url: urls.signIn },
  });
}

export function reinstatedMessage(name: string, note: string, signInUrl: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  const t = translator(locale);
  return renderEmail({
    locale,
    subject: t('emails.reinstatedSubject'),
    greeting: t('emails.greeting', { name }),
    paragraphs: [t('emails.reinstatedIntro'), ...(note ? [t('emails.noteFromTeam', { note })] : [])],
    action: { label: t('emails.signInAction'), url: signInUrl },
  });
}

export function identityChangeApprovedMessage(name: string, changes: string[], locale: Locale = DEFAULT_LOCALE): EmailContent {
  const t = translator(locale);
  return renderEmail({
    locale,
    subject: t('emails.identityApprovedSubject'),
    greeting: t('emails.greeting', { name }),
    paragraphs: [t('emails.identityApprovedIntro'), changes.join('\n')],
  });
}

export function identityChangeDeclinedMessage(name: string, reason: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  const t = translator(locale);
  return renderEmail({
    locale,
    subject: t('emails.identityDeclinedSubject'),
    greeting: t('emails.greeting', { name }),
    paragraphs: [t('emails.identityDeclinedIntro'), t('emails.reasonFromTeam', { reason })],
  });
}
