/** E-mail bodies: every value that came from a user is escaped in the HTML and kept on one line in headers. */

import type { EmailCategory } from '@mx/contract';
import { DEFAULT_LOCALE, type Locale } from '@mx/contract/i18n/locale';
import { type Translate, translator } from '../../lib/i18n.ts';
import { mailIdentity } from './identity.ts';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  /**
   * Set on e-mails the reader may turn off (reminders, review invitations, digests): the outbox
   * skips them for an address that opted out and sends them with List-Unsubscribe headers and a
   * preferences link (docs/decisions/060). Never on an answer to the reader's own action
   * (verification, reset, lead alerts, replies).
   */
  category?: EmailCategory;
}

/**
 * Where the footer of an e-mail with a category holds its preferences link until the outbox, which
 * knows the recipient, writes the signed link in (outbox.ts enqueueEmail).
 */
export const PREFERENCES_LINK_PLACEHOLDER = '{{email-preferences-link}}';
/** The same placeholder in an e-mail written in Spanish: the link opens the Spanish preferences page. */
export const SPANISH_PREFERENCES_LINK_PLACEHOLDER = '{{email-preferences-link:es-US}}';

/** The preferences link's placeholder for a reader of the language. */
function preferencesPlaceholder(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? PREFERENCES_LINK_PLACEHOLDER : SPANISH_PREFERENCES_LINK_PLACEHOLDER;
}

export interface EmailParts {
  subject: string;
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown under the action, for example how long a link stays valid. */
  note?: string;
  /** Marks an optional e-mail (see EmailContent.category): opt in here, nowhere else. */
  category?: EmailCategory;
  /** The recipient's language (docs/decisions/118): what surrounds the content is written in it. English by default. */
  locale?: Locale;
}

/** The footer every e-mail ends with: the sender and its postal address, and for optional e-mails the preferences link. */
function footerLines(category: EmailCategory | undefined, t: Translate, locale: Locale): string[] {
  const { senderName, postalAddress } = mailIdentity();
  const sender = `${senderName} · ${postalAddress}`;
  return category
    ? [sender, t('emails.optionalReason'), `${t('emails.preferencesLabel')}: ${preferencesPlaceholder(locale)}`]
    : [sender];
}

function footerHtml(category: EmailCategory | undefined, t: Translate, locale: Locale): string {
  const { senderName, postalAddress } = mailIdentity();
  const link = category
    ? `<br>${escapeHtml(t('emails.optionalReason'))} <a href="${preferencesPlaceholder(locale)}" style="color:#475569">${escapeHtml(t('emails.preferencesLabel'))}</a>`
    : '';
  return `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b">${escapeHtml(`${senderName} · ${postalAddress}`)}${link}</p>`;
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Header values never carry a line break, so no name or subject can add a header. */
export function singleLine(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
}

/**
 * The last paragraph of an e-mail about an admin's decision: a reader who disagrees is sent to the
 * support form, which reaches the admins' support inbox (the sending address takes no replies).
 */
export function disagreeParagraph(supportUrl: string, t: Translate = translator(DEFAULT_LOCALE)): string {
  return t('emails.disagree', { url: supportUrl });
}

/** What the writer of an e-mail chooses: everything but the language and the greeting. */
export type EmailText = Omit<EmailParts, 'locale' | 'greeting'>;

/**
 * An e-mail in the reader's language (docs/decisions/118): `write` gets that language's texts. A name
 * greets the reader by it; without one (null) the greeting names no one.
 */
export function writeEmail(locale: Locale, name: string | null, write: (t: Translate) => EmailText): EmailContent {
  const t = translator(locale);
  return renderEmail({ locale, ...(name === null ? {} : { greeting: t('emails.greeting', { name }) }), ...write(t) });
}

export function renderEmail(parts: EmailParts): EmailContent {
  const locale = parts.locale ?? DEFAULT_LOCALE;
  const t = translator(locale);
  const greeting = parts.greeting ?? t('emails.greetingNoName');
  const signOff = t('emails.signOff');
  const textLines = [
    greeting,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...(parts.note ? [parts.note, ''] : []),
    signOff,
    '',
    '--',
    ...footerLines(parts.category, t, locale),
  ];
  const paragraphHtml = parts.paragraphs
    .map((p) => `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(p)}</p>`)
    .join('');
  const actionHtml = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(parts.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#475569">${escapeHtml(t('emails.buttonFallback'))}<br>${escapeHtml(parts.action.url)}</p>`
    : '';
  const noteHtml = parts.note ? `<p style="margin:0 0 16px;font-size:13px;color:#475569">${escapeHtml(parts.note)}</p>` : '';
  const html = `<!doctype html><html lang="${locale === DEFAULT_LOCALE ? 'en' : 'es'}"><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a"><div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff"><p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#1d4ed8">MortgageXperts</p><p style="margin:0 0 16px">${escapeHtml(greeting)}</p>${paragraphHtml}${actionHtml}${noteHtml}<p style="margin:24px 0 0;color:#475569">${escapeHtml(signOff)}</p>${footerHtml(parts.category, t, locale)}</div></body></html>`;
  return {
    subject: singleLine(parts.subject),
    text: textLines.join('\n'),
    html,
    ...(parts.category ? { category: parts.category } : {}),
  };
}
