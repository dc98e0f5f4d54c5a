import { NOTIFICATION_TYPES, type NotificationItem } from '@mx/contract';
import type { Locale } from '@mx/contract/i18n/locale';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountsForAdmins as account } from '../auth/admin-accounts.ts';
import { notificationsView as notification } from '../notifications/notification-view.ts';
import { notificationItem } from '../notifications/service.ts';

const LEAD_NOTICE_TYPES: string[] = ['new_message', 'new_cop_request'];
const ADMIN_TYPES = NOTIFICATION_TYPES.filter((type) => !LEAD_NOTICE_TYPES.includes(type));

/**
 * Recent Activities: the admin's own notifications (sign-ups, completed onboardings, approvals)
 * and the messages and requests professionals were notified of, newest first. Each message or
 * request counts once, through its professional's notification, whoever else was told of it.
 * One query per kind, each reading the newest rows of its index, then merged. A notice whose
 * sentence was stored by its key reads in the admin's language, as in their bell.
 */
export async function listActivities(db: Executor, adminId: string, limit: number, locale: Locale): Promise<NotificationItem[]> {
  const newest = (where: SQL | undefined) =>
    db
      .select({
        notification: {
          id: notification.id,
          type: notification.type,
          title: notification.title,
          message: notification.message,
          isRead: notification.isRead,
          metadata: notification.metadata,
          createdAt: notification.createdAt,
        },
        userName: account.name,
        userRole: account.role,
        // Microseconds, as the database orders them: a JavaScript Date keeps milliseconds only, and
        // rows written within one millisecond must still merge newest first.
        at: sql<string>`(extract(epoch from ${notification.createdAt}) * 1000000)::bigint::text`,
      })
      .from(notification)
      .innerJoin(account, eq(account.id, notification.userId))
      .where(where)
      .orderBy(desc(notification.createdAt), desc(notification.id))
      .limit(limit);
  const lists = await Promise.all([
    newest(and(eq(notification.userId, adminId), inArray(notification.type, ADMIN_TYPES))),
    ...LEAD_NOTICE_TYPES.map((type) => newest(and(eq(notification.type, type), eq(account.role, 'MXPERT')))),
  ]);
  return lists
    .flat()
    .sort((a, b) => compareNewestFirst(a.at, b.at) || (a.notification.id < b.notification.id ? 1 : -1))
    .slice(0, limit)
    .map(({ notification: n, userName, userRole }) => {
      const item = notificationItem({ ...n, userName }, locale);
      // A professional's notification names its sender; the activity also names the professional.
      return userRole === 'MXPERT' ? { ...item, metadata: { mxpertName: userName, ...item.metadata } } : item;
    });
}

/** Newest first by a microsecond timestamp given as decimal text. */
function compareNewestFirst(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x === y ? 0 : x < y ? 1 : -1;
}
