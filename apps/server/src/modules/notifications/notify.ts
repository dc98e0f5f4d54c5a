import type { NotificationType } from '@mx/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications, users } from '../../db/schema.ts';
import { publishLiveChange } from '../../lib/live-changes.ts';

export interface NotificationInput {
  type: NotificationType;
  title: string;
  message: string;
  metadata?: Record<string, unknown>;
}

export async function notifyUser(db: Executor, userId: string, input: NotificationInput): Promise<void> {
  await db.insert(notifications).values({ userId, ...input, metadata: input.metadata ?? {} });
  await publishLiveChange(db, { type: 'notification', users: [userId] });
}

/** One notification for every active admin, in the caller's transaction. */
export async function notifyAdmins(db: Executor, input: NotificationInput): Promise<void> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true)));
  if (admins.length === 0) return;
  await db.insert(notifications).values(admins.map((a) => ({ userId: a.id, ...input, metadata: input.metadata ?? {} })));
  await publishLiveChange(db, { type: 'notification', users: admins.map((a) => a.id) });
}
