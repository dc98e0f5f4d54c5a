import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The recipient. */
    userId: ownedBy('user_id', () => users.id),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    // The admin's Recent Activities: the newest messages and requests professionals were notified of.
    index('notifications_type_created_idx').on(t.type, t.createdAt),
  ],
);

export type Notification = typeof notifications.$inferSelect;
