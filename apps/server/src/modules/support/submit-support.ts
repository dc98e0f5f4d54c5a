import { HONEYPOT_FIELD, labelOf, paths, SUPPORT_TEXT, SUPPORT_TOPICS, type SupportTopic } from '@mx/contract';
import { DEFAULT_LOCALE, type Locale } from '@mx/contract/i18n/locale';
import type { Executor } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { translator } from '../../lib/i18n.ts';
import type { User } from '../auth/current-user.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { type EmailContent, renderEmail } from '../mail/render.ts';
import { notifyAdmins } from '../notifications/notify.ts';
import { supportRequests } from './schema.ts';

export interface SupportInput {
  name: string;
  email: string;
  topic: SupportTopic;
  message: string;
  /** The language of the page the form is on (a guest's confirmation is written in it). */
  locale?: Locale | undefined;
  [HONEYPOT_FIELD]?: string;
}

/**
 * The sender's confirmation: a fixed sentence and the request's number. Nothing the sender typed
 * (their name, their message) and no link: anyone can type any address into the form.
 */
export function supportConfirmationEmail(reference: number, locale: Locale = DEFAULT_LOCALE): EmailContent {
  const t = translator(locale);
  return renderEmail({
    locale,
    subject: t('emails.supportSubject'),
    // A reference is a name, not an amount: written as it is stored, without grouping.
    paragraphs: [t('emails.supportBody'), t('emails.supportReference', { reference: String(reference) })],
  });
}

/**
 * POST /api/support: stores the message, notifies every admin and queues the sender's confirmation,
 * in one transaction. Per client address at most RATE_LIMIT_SUPPORT stored messages (429 past it;
 * a refused one uses nothing); the confirmation e-mail keeps to the per-address e-mail limit, so the
 * form cannot flood a stranger's mailbox (past it the message is stored without one). A filled
 * honeypot is answered like a success and stores nothing.
 */
export async function submitSupport(ctx: AppContext, input: SupportInput, user: User | null, clientIp: string): Promise<string> {
  if (input[HONEYPOT_FIELD]) {
    ctx.log.info('support message dropped: honeypot filled');
    return SUPPORT_TEXT.sent;
  }
  const release = await ctx.limiter.take(`support:ip:${clientIp}`, ctx.config.rateLimits.support);
  let stored = false;
  try {
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(supportRequests)
        .values({ name: input.name, email: input.email, topic: input.topic, message: input.message, userId: user?.id ?? null })
        .returning({ id: supportRequests.id, reference: supportRequests.reference });
      await notifyAdmins(tx, {
        type: 'support_request',
        title: 'New support request',
        message: `${input.name} wrote to support about: ${labelOf(SUPPORT_TOPICS, input.topic)}.`,
        metadata: { supportRequestId: row?.id, senderName: input.name, topic: input.topic, link: paths.admin.support },
        text: {
          title: { id: 'answers.notice.supportTitle', values: {} },
          message: { id: 'answers.notice.support', values: { name: input.name, topic: input.topic } },
        },
      });
      if (row) await confirmToSender(ctx, tx, input.email, row.reference, user?.locale ?? input.locale ?? DEFAULT_LOCALE);
    });
    stored = true;
  } finally {
    if (!stored) await release();
  }
  return SUPPORT_TEXT.sent;
}

/** In the signed-in sender's language, else in the language of the page a guest wrote from. */
async function confirmToSender(ctx: AppContext, tx: Executor, email: string, reference: number, locale: Locale): Promise<void> {
  const perAddress = ctx.config.rateLimits.mailPerAddress;
  const sent = await ctx.limiter.count(`support:to:${email}`, perAddress.windowMs);
  if (sent > perAddress.max) {
    ctx.log.info('support confirmation not e-mailed: per-address limit');
    return;
  }
  await enqueueEmail(tx, email, supportConfirmationEmail(reference, locale));
}
