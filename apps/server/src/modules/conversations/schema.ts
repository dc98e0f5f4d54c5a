import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';
import { leads } from '../leads/schema.ts';

/**
 * The conversation that every message and COP request starts: the item itself heads it, these are the
 * replies that follow, oldest first, by lead_id; deleting the
 * item deletes its conversation.
 */
export const conversationReplies = pgTable(
  'conversation_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: ownedBy('lead_id', () => leads.id),
    /** Which side wrote it: the professional the item was sent to, or its sender. */
    from: text('from', { enum: ['mxpert', 'consumer'] }).notNull(),
    /** The account that wrote it; empty once that account is deleted. */
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Stored as typed (trimmed only to check its length); always shown as text. */
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** When the other side first opened the conversation after this reply; empty while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('conversation_replies_lead_idx').on(t.leadId, t.createdAt),
    check('conversation_replies_from_check', sql`${t.from} in ('mxpert', 'consumer')`),
  ],
);

export type ConversationReply = typeof conversationReplies.$inferSelect;
