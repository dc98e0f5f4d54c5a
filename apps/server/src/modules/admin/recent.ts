import { NOTIFICATION_TYPES, type NotificationItem } from '@mx/contract';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../auth/schema.ts';
import { notifications } from '../notifications/schema.ts';

const INQUIRY_TYPES: string[] = ['new_message', 'new_cop_request'];
const ADMIN_TYPES = NOTIFICATION_TYPES.filter((type) => !INQUIRY_TYPES.includes(type));

/**
 * Recent Activities: the admin's own notifications (sign-ups, completed onboardings, approvals)
 * and the messages and requests professionals were notified of, newest first. Each message or
 * request counts once, through its professional's notification, whoever else was told of it.
 * One query per kind, each reading the newest rows of its index, then merged.
 */
export async function listActivities(db: Executor, adminId: string, limit: number): Promise<NotificationItem[]> {
  const newest = (where: SQL | undefined) =>
    db
      .select({
        notification: notifications,
        userName: users.name,
        userRole: users.role,
        // Microseconds, as the database orders them: a JavaScript Date keeps milliseconds only, and
        // rows written within one millisecond must still merge newest first.
        at: sql<string>`(extract(epoch from ${notifications.createdAt}) * 1000000)::bigint::text`,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
  const lists = await Promise.all([
    newest(and(eq(notifications.userId, adminId), inArray(notifications.type, ADMIN_TYPES))),
    ...INQUIRY_TYPES.map((type) => newest(and(eq(notifications.type, type), eq(users.role, 'MXPERT')))),
  ]);
  return lists
    .flat()
    .sort((a, b) => compareNewestFirst(a.at, b.at) || (a.notification.id < b.notification.id ? 1 : -1))
    .slice(0, limit)
    .map(({ notification: n, userName, userRole }) => ({
      id: n.id,
      type: n.type as NotificationItem['type'],
      title: n.title,
      message: n.message,
      isRead: n.isRead,
      createdAt: n.createdAt.toISOString(),
      // A professional's notification names its sender; the activity also names the professional.
      metadata: userRole === 'MXPERT' ? { mxpertName: userName, ...n.metadata } : n.metadata,
      user: { name: userName },
    }));
}

/** Newest first by a microsecond timestamp given as decimal text. */
function compareNewestFirst(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x === y ? 0 : x < y ? 1 : -1;
}
