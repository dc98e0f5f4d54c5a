import { paths } from '@mx/contract';
import { DEFAULT_LOCALE, type Locale } from '@mx/contract/i18n/locale';
import { type Translate, translator } from '../../lib/i18n.ts';
import { clientLanguageLine } from '../leads/lead-alert-email.ts';
import { type EmailContent, renderEmail } from '../mail/render.ts';

interface ReplyEmail {
  /** Who replied, as the recipient knows them. */
  authorName: string;
  /** What the conversation is about. */
  kind: 'message' | 'cop_request';
  body: string;
  /** The recipient's language (docs/decisions/118). */
  locale: Locale;
}

/** To the professional: the client's reply, its text, the language the client wrote in, and the conversation. */
export function replyToMxpertEmail(
  e: ReplyEmail & { mxpertName: string; reopened: boolean; conversationUrl: string; clientLocale: Locale },
): EmailContent {
  const t = translator(e.locale);
  return renderEmail({
    locale: e.locale,
    subject: t('emails.repliedSubject', { name: e.authorName }),
    greeting: t('emails.greeting', { name: e.mxpertName }),
    paragraphs: [
      t(e.kind === 'message' ? 'emails.replyToMxpertIntroMessage' : 'emails.replyToMxpertIntroCop', { name: e.authorName }),
      e.body,
      ...(e.reopened ? [t(e.kind === 'message' ? 'emails.replyReopenedMessage' : 'emails.replyReopenedCop')] : []),
      clientLanguageLine(t, e.clientLocale),
    ],
    action: { label: t('emails.openConversation'), url: e.conversationUrl },
  });
}

/**
 * To the client: the professional's reply and its text. With an account, a link to the conversation; a
 * guest gets a link to create an account with the address they wrote from, which then owns the
 * conversation once verified.
 */
export function replyToConsumerEmail(
  e: ReplyEmail & { firstName: string; publicUrl: string } & (
      | { hasAccount: true; conversationUrl: string }
      | { hasAccount: false; email: string; lastName: string }
    ),
): EmailContent {
  const t = translator(e.locale);
  const intro = [
    t(e.kind === 'message' ? 'emails.replyToConsumerIntroMessage' : 'emails.replyToConsumerIntroCop', { name: e.authorName }),
    e.body,
  ];
  const common = {
    locale: e.locale,
    subject: t('emails.repliedSubject', { name: e.authorName }),
    greeting: t('emails.greeting', { name: e.firstName }),
  };
  if (e.hasAccount) {
    return renderEmail({ ...common, paragraphs: intro, action: { label: t('emails.openConversation'), url: e.conversationUrl } });
  }
  return renderEmail({
    ...common,
    paragraphs: [...intro, t('emails.replyGuestHowToAnswer', { email: e.email })],
    action: createAccountAction(e.publicUrl, e, t),
  });
}

/**
 * The button of an e-mail to a guest client: create an account with the address the lead came from
 * (prefilled with their name), which then owns the lead and what grew out of it once verified.
 */
export function createAccountAction(
  publicUrl: string,
  guest: { email: string; firstName: string; lastName: string },
  t: Translate = translator(DEFAULT_LOCALE),
) {
  const query = new URLSearchParams({ email: guest.email, firstName: guest.firstName, lastName: guest.lastName });
  return { label: t('emails.createAccountAction'), url: `${publicUrl}${paths.createAccount}?${query.toString()}` };
}
