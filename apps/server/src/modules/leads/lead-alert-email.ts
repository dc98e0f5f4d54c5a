import {
  HELP_TYPE_CODES,
  HELP_TYPES,
  type HelpTypeCode,
  labelOf,
  MORTGAGE_PROCESS_CODES,
  MORTGAGE_PROCESSES,
  type MortgageProcessCode,
} from '@mx/contract';
import type { Locale } from '@mx/contract/i18n/locale';
import { type Translate, translator } from '../../lib/i18n.ts';
import { type EmailContent, renderEmail } from '../mail/render.ts';
import type { LeadKind } from '../mail/templates.ts';
import { conversationPath } from './kinds.ts';

interface LeadAlert {
  mxpertName: string;
  /** The professional's language: the alert is written in it. */
  mxpertLocale: Locale;
  senderName: string;
  /** The language of the page the client wrote from, which the alert names. */
  clientLocale: Locale;
  preferredContact: string;
  publicUrl: string;
  /** The lead: the alert opens its conversation (behind sign-in, which comes back to it). */
  leadId: string;
}

/** The sentence that tells the professional which language the client wrote in, in the professional's language. */
export function clientLanguageLine(t: Translate, clientLocale: Locale): string {
  return t(clientLocale === 'es-US' ? 'emails.clientWroteSpanish' : 'emails.clientWroteEnglish');
}

function contactWord(t: Translate, preferredContact: string): string {
  return t(preferredContact === 'phone' ? 'emails.contactPhone' : 'emails.contactEmail');
}

/** What a new lead's alert names of its kind: a message's help type, a COP request's mortgage process. */
export type NewLeadTopic = { kind: 'message'; helpType: string } | { kind: 'cop_request'; mortgageProcess: string };

const ALERT_KEYS = {
  message: {
    subject: 'emails.newMessageSubject',
    intro: 'emails.newMessageIntro',
    contact: 'emails.newMessageContact',
    action: 'emails.newMessageAction',
  },
  cop_request: {
    subject: 'emails.newCopSubject',
    intro: 'emails.newCopIntro',
    contact: 'emails.newCopContact',
    action: 'emails.newCopAction',
  },
} as const;

/** The topic of a lead in the alert's sentence, in the professional's language. */
function topicValues(t: Translate, lead: NewLeadTopic): Record<string, string> {
  if (lead.kind === 'message') {
    return { topic: isHelpType(lead.helpType) ? t(`options.helpType.${lead.helpType}`) : labelOf(HELP_TYPES, lead.helpType) };
  }
  return {
    process: isMortgageProcess(lead.mortgageProcess)
      ? t(`emails.mortgageProcess.${lead.mortgageProcess}`)
      : labelOf(MORTGAGE_PROCESSES, lead.mortgageProcess),
  };
}

/**
 * The lead alert a professional gets for a new message or COP request. It names the sender, the
 * topic and the language the client wrote in; the contact details and the text stay behind sign-in
 * (docs/decisions/013-submissions.md).
 */
export function newLeadEmail(alert: LeadAlert & NewLeadTopic): EmailContent {
  const t = translator(alert.mxpertLocale);
  const keys = ALERT_KEYS[alert.kind];
  const sender = alert.senderName;
  return renderEmail({
    locale: alert.mxpertLocale,
    subject: t(keys.subject, { sender }),
    greeting: t('emails.greeting', { name: alert.mxpertName }),
    paragraphs: [
      t(keys.intro, { sender, ...topicValues(t, alert) }),
      t(keys.contact, { contact: contactWord(t, alert.preferredContact) }),
      clientLanguageLine(t, alert.clientLocale),
    ],
    action: { label: t(keys.action), url: `${alert.publicUrl}${conversationPath(alert.kind, 'mxpert', alert.leadId)}` },
  });
}

const isHelpType = (code: string): code is HelpTypeCode => (HELP_TYPE_CODES as readonly string[]).includes(code);
const isMortgageProcess = (code: string): code is MortgageProcessCode =>
  (MORTGAGE_PROCESS_CODES as readonly string[]).includes(code);

interface SenderConfirmation {
  ownerFirstName: string;
  senderName: string;
  mxpertName: string;
  kind: LeadKind;
  url: string;
  /** The account owner's language. */
  locale: Locale;
}

/**
 * To the owner of an account whose address a guest used: nothing joins their account unless they
 * confirm (docs/decisions/046). The guest's text is not repeated here.
 */
export function senderConfirmationEmail(c: SenderConfirmation): EmailContent {
  const t = translator(c.locale);
  return renderEmail({
    locale: c.locale,
    subject: t('emails.senderConfirmSubject', { kind: c.kind, mxpertName: c.mxpertName }),
    greeting: t('emails.greeting', { name: c.ownerFirstName }),
    paragraphs: [
      t('emails.senderConfirmIntro', { kind: c.kind, mxpertName: c.mxpertName, senderName: c.senderName }),
      t('emails.senderConfirmHow'),
    ],
    action: { label: t('emails.senderConfirmAction'), url: c.url },
    note: t('emails.senderConfirmNote', { days: String(SENDER_CONFIRMATION_DAYS) }),
  });
}

/** How long the owner's confirmation link stays valid. */
export const SENDER_CONFIRMATION_DAYS = 7;
