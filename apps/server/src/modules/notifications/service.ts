import type { NotificationItem } from '@mx/contract';
import type { Locale } from '@mx/contract/i18n/locale';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { storedSentenceIn } from '../../lib/i18n.ts';
import { publishLiveChange } from '../../lib/live-changes.ts';
import { accounts } from '../auth/accounts.ts';
import { aboutLead } from './about-lead.ts';
import { notifications } from './schema.ts';

type Row = Pick<typeof notifications.$inferSelect, 'id' | 'type' | 'title' | 'message' | 'isRead' | 'metadata' | 'createdAt'> & {
  userName: string;
};

/**
 * A notification as its reader reads it: its title and message in their language when their keys
 * were stored, and its metadata without the stored keys.
 */
export function notificationItem(row: Row, locale: Locale): NotificationItem {
  const { text, ...metadata } = (row.metadata ?? {}) as Record<string, unknown>;
  const stored = (text && typeof text === 'object' ? text : {}) as { title?: unknown; message?: unknown };
  return {
    id: row.id,
    type: row.type as NotificationItem['type'],
    title: storedSentenceIn(locale, row.title, stored.title),
    message: storedSentenceIn(locale, row.message, stored.message),
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    metadata,
    user: { name: row.userName },
  };
}

/**
 * The newest notifications of one user, and how many of all theirs are unread, of those the `shown`
 * condition keeps: the caller's, over the notifications row (the bells pass the leads module's
 * `notAboutDeletedLead`, which leaves out those about a lead the professional deleted).
 */
export async function listNotifications(db: Executor, userId: string, limit: number, locale: Locale, shown: SQL) {
  const rows = await db
    .select({ notification: notifications, userName: accounts.name })
    .from(notifications)
    .innerJoin(accounts, eq(accounts.id, notifications.userId))
    .where(and(eq(notifications.userId, userId), shown))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false), shown));
  return {
    notifications: rows.map((r) => notificationItem({ ...r.notification, userName: r.userName }, locale)),
    unreadCount: Number(unread?.n ?? 0),
  };
}

/** Marks one of the user's own notifications read; anyone else's answers 404 and changes nothing. */
export async function markNotificationRead(db: Executor, userId: string, id: string, locale: Locale): Promise<NotificationItem> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Notification not found');
  // The user's other windows show the bell's new count.
  await publishLiveChange(db, { type: 'notification', users: [userId] });
  const [owner] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, userId));
  return notificationItem({ ...row, userName: owner?.name ?? '' }, locale);
}

/** 'Mark all read': every unread notification of the user becomes read; answers how many. */
export async function markAllNotificationsRead(db: Executor, userId: string): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  if (marked.length > 0) await publishLiveChange(db, { type: 'notification', users: [userId] });
  return marked.length;
}

/** Opening a lead's conversation reads the user's bell items about it (the new lead, the replies). */
export async function markLeadNotificationsRead(db: Executor, userId: string, leadId: string): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false), aboutLead(leadId)))
    .returning({ id: notifications.id });
  if (marked.length > 0) await publishLiveChange(db, { type: 'notification', users: [userId] });
  return marked.length;
}
