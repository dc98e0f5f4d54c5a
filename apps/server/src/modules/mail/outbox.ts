import { EMAIL_CATEGORIES } from '@mx/contract';
import { and, desc, eq, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { withLinkTokens } from './link-tokens.ts';
import { isOptedOut, oneClickUnsubscribeUrl, preferencesPageUrl } from './preferences.ts';
import { type EmailContent, escapeHtml, PREFERENCES_LINK_PLACEHOLDER, SPANISH_PREFERENCES_LINK_PLACEHOLDER } from './render.ts';
import { emailOutbox } from './schema.ts';

/**
 * Queues an e-mail. Call it with the transaction that makes the change the e-mail reports: the
 * e-mail exists exactly when the change does. `holdsSecret`: its links carry a `token` (verification,
 * password reset), queued as a placeholder that becomes the token only as the e-mail is sent
 * (link-tokens.ts); the stored copy loses even the placeholder once the e-mail is sent or given up.
 *
 * An e-mail with a category (reminders, review invitations, digests) is not queued for an address
 * that turned that category off (answers false then); otherwise its footer gets the signed
 * preferences link and the e-mail the one-click unsubscribe URL for the List-Unsubscribe headers,
 * both made as it is sent.
 */
export async function enqueueEmail(
  db: Executor,
  to: string,
  content: EmailContent,
  opts: { holdsSecret?: boolean } = {},
): Promise<boolean> {
  const category = content.category;
  if (category && (await isOptedOut(db, to, category))) return false;
  // The signed links stay placeholders until the e-mail is sent (withSignedLinks).
  await db.insert(emailOutbox).values({
    toAddress: to,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
    unsubscribeUrl: category ? `{{one-click-unsubscribe:${category}}}` : null,
    // The signed links are emptied from the stored copy once it is sent, like any secret link.
    holdsSecret: (opts.holdsSecret ?? false) || category !== undefined,
  });
  return true;
}

const UNSUBSCRIBE_PLACEHOLDER = /^\{\{one-click-unsubscribe:([a-zA-Z]+)\}\}$/;

/**
 * The e-mail as it leaves: every link token, the preferences link and the one-click unsubscribe URL
 * made from their placeholders (docs/decisions/078). The stored row never holds them.
 */
export function withSignedLinks(
  row: Pick<typeof emailOutbox.$inferSelect, 'toAddress' | 'textBody' | 'htmlBody' | 'unsubscribeUrl'>,
) {
  // The English page, or the Spanish one for an e-mail written in Spanish.
  const links = [
    [PREFERENCES_LINK_PLACEHOLDER, () => preferencesPageUrl(row.toAddress)],
    [SPANISH_PREFERENCES_LINK_PLACEHOLDER, () => preferencesPageUrl(row.toAddress, 'es-US')],
  ] as const;
  let text = withLinkTokens(row.textBody);
  let html = withLinkTokens(row.htmlBody);
  for (const [placeholder, url] of links) {
    if (text.includes(placeholder)) text = text.replaceAll(placeholder, url());
    if (html.includes(placeholder)) html = html.replaceAll(placeholder, escapeHtml(url()));
  }
  const category = EMAIL_CATEGORIES.find((c) => c === UNSUBSCRIBE_PLACEHOLDER.exec(row.unsubscribeUrl ?? '')?.[1]);
  return {
    text,
    html,
    unsubscribeUrl: category ? oneClickUnsubscribeUrl(row.toAddress, category) : (row.unsubscribeUrl ?? undefined),
  };
}

/** The value of a link's `token` parameter, in the text and in the HTML (same as migration 0003). */
const TOKEN_IN_LINK = /([?&]token=)[^&\s"'<>]+/g;

/** The text with every link's token value replaced by a fixed word: the link no longer works. */
export function withoutTokens(text: string): string {
  return text.replace(TOKEN_IN_LINK, (_match, name: string) => `${name}removed`);
}

/** What a row that is done (sent or dead) keeps: no usable link when it held one. */
function doneBodies(row: typeof emailOutbox.$inferSelect, lastError: string | null) {
  if (!row.holdsSecret) return { lastError };
  return {
    textBody: withoutTokens(row.textBody),
    htmlBody: withoutTokens(row.htmlBody),
    unsubscribeUrl: row.unsubscribeUrl === null ? null : withoutTokens(row.unsubscribeUrl),
    lastError: lastError === null ? null : withoutTokens(lastError),
  };
}

export interface OutgoingEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The RFC 8058 one-click URL: sent as List-Unsubscribe with List-Unsubscribe-Post. */
  unsubscribeUrl?: string;
}

export interface MailTransport {
  /**
   * 'smtp' delivers; 'dev-mailbox' (never in production) keeps the e-mail in the outbox for the
   * development mailbox, its links intact.
   */
  readonly kind: 'smtp' | 'dev-mailbox';
  send(email: OutgoingEmail): Promise<void>;
  close?(): void;
}

export const MAX_ATTEMPTS = 25;
const LOCK_SECONDS = 120;

/** 30 s, 1 min, 2 min … capped at 1 hour, with ±20 % jitter: 25 attempts span about a day. */
export function backoffMs(attempts: number): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/**
 * Sends the e-mails that are due, at most `batchSize`. A row is claimed with SKIP LOCKED, so several
 * instances can run this at once; a claim left by a crashed process expires after two minutes. The
 * update that marks a row sent (delivered by SMTP) or dead also removes the tokens of its links.
 */
export async function deliverDueEmails(
  db: Executor,
  transport: MailTransport,
  opts: { batchSize?: number; onError?: (err: unknown, id: string) => void } = {},
): Promise<{ sent: number; failed: number }> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      or(
        and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)),
        and(eq(emailOutbox.status, 'sending'), lte(emailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(opts.batchSize ?? 20)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({
      status: 'sending',
      lockedUntil: sql`now() + make_interval(secs => ${LOCK_SECONDS})`,
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();

  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      const { text, html, unsubscribeUrl } = withSignedLinks(row);
      await transport.send({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text,
        html,
        ...(unsubscribeUrl ? { unsubscribeUrl } : {}),
      });
      // The development mailbox shows the stored copy, so it keeps working links there.
      const bodies = transport.kind === 'dev-mailbox' ? { lastError: null } : doneBodies(row, null);
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, ...bodies })
        .where(eq(emailOutbox.id, row.id));
      sent++;
    } catch (err) {
      failed++;
      opts.onError?.(err, row.id);
      const isDead = row.attempts >= MAX_ATTEMPTS;
      const lastError = String((err as Error)?.message ?? err).slice(0, 500);
      await db
        .update(emailOutbox)
        .set({
          status: isDead ? 'dead' : 'pending',
          lockedUntil: null,
          ...(isDead ? doneBodies(row, lastError) : { lastError }),
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffMs(row.attempts) / 1000})`,
        })
        .where(eq(emailOutbox.id, row.id));
    }
  }
  return { sent, failed };
}

export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  status: string;
  createdAt: string;
}

const LINK_PATTERN = /https?:\/\/[^\s<>"')]+/g;

/** The development mailbox: what the outbox holds, newest first. */
export async function listMailbox(db: Executor, opts: { to?: string; limit?: number } = {}): Promise<MailboxEntry[]> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(opts.to ? eq(emailOutbox.toAddress, opts.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.seq))
    .limit(opts.limit ?? 100);
  return rows.map((r) => {
    // The mailbox stands in for the recipient's inbox: it shows the links as they were sent.
    const { text } = withSignedLinks(r);
    return mailboxEntry(r, text);
  });
}

function mailboxEntry(r: typeof emailOutbox.$inferSelect, text: string): MailboxEntry {
  return {
    id: r.id,
    to: r.toAddress,
    subject: r.subject,
    text,
    links: [...new Set(text.match(LINK_PATTERN) ?? [])],
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  };
}

/** E-mails still to send (pending, or being sent), and how long the oldest has waited (for the metrics). */
export async function outboxBacklog(db: Executor): Promise<{ pending: number; sending: number; oldestPendingSeconds: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${emailOutbox.status} = 'pending')::int`,
      sending: sql<number>`count(*) filter (where ${emailOutbox.status} = 'sending')::int`,
      oldestPendingSeconds: sql<number>`coalesce(extract(epoch from now() - min(${emailOutbox.createdAt}) filter (where ${emailOutbox.status} = 'pending')), 0)::float8`,
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ['pending', 'sending']));
  return { pending: row?.pending ?? 0, sending: row?.sending ?? 0, oldestPendingSeconds: Number(row?.oldestPendingSeconds ?? 0) };
}

/** Deletes the rows sent, or given up on, before the cutoff (the retention job); answers how many. */
export async function deleteFinishedEmailsBefore(db: Executor, cutoff: SQL): Promise<number> {
  const rows = await db
    .delete(emailOutbox)
    .where(
      or(
        and(eq(emailOutbox.status, 'sent'), lt(emailOutbox.sentAt, cutoff)),
        and(eq(emailOutbox.status, 'dead'), lt(emailOutbox.nextAttemptAt, cutoff)),
      ),
    )
    .returning({ id: emailOutbox.id });
  return rows.length;
}

/** Deletes every e-mail to the address from the outbox (an account's deletion). */
export async function deleteEmailsTo(db: Executor, address: string): Promise<void> {
  await db.delete(emailOutbox).where(sql`lower(${emailOutbox.toAddress}) = lower(${address})`);
}
