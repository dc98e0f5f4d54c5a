import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';

/** Durable e-mail outbox: rows are written in the same transaction as the change they report. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The order rows were written in. The embedded database's clock counts milliseconds, so two
     * e-mails of one request can share created_at; the mailbox breaks that tie by this number.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /**
     * The bodies carry a secret link (verification, password reset): once the row is sent or dead,
     * its token values are replaced, so the table never keeps a usable link.
     */
    holdsSecret: boolean('holds_secret').notNull().default(false),
    /**
     * For e-mails the reader may turn off (docs/decisions/060): the one-click unsubscribe URL sent as
     * List-Unsubscribe; it carries a signed token, so it is emptied like the bodies' links once done.
     */
    unsubscribeUrl: text('unsubscribe_url'),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'dead'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_to_idx').on(sql`lower(${t.toAddress})`),
  ],
);

/**
 * Which optional e-mails an address receives (docs/decisions/060), per e-mail address so guests
 * without an account have them too; no row means every category is on.
 */
export const emailPreferences = pgTable('email_preferences', {
  /** Trimmed and lower-cased like users.email. */
  email: text('email').primaryKey(),
  reminders: boolean('reminders').notNull().default(true),
  reviewInvitations: boolean('review_invitations').notNull().default(true),
  digests: boolean('digests').notNull().default(true),
  updatedAt: updatedAt(),
});
