import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';

/** Messages to the support team from the /support form; the admins' support inbox lists them. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number the sender's confirmation quotes (the first is 1000). */
    reference: integer('reference').notNull().unique().generatedAlwaysAsIdentity({ startWith: 1000 }),
    name: text('name').notNull(),
    /** Stored trimmed and lower-cased. */
    email: text('email').notNull(),
    topic: text('topic', { enum: ['account', 'lead', 'professional', 'privacy', 'other'] }).notNull(),
    message: text('message').notNull(),
    /** The signed-in account that sent it, if any. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    adminNotes: text('admin_notes'),
    /** When it was last closed (null while open): the retention job purges it two years later. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_requests_status_created_idx').on(t.status, t.createdAt),
    index('support_requests_closed_at_idx').on(t.closedAt),
    check('support_requests_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

export type SupportRequest = typeof supportRequests.$inferSelect;
