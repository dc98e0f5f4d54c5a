/** The notifications about a plan, for the plans module's e-mail that gathers them and its undoings. */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { publishLiveChange } from '../../lib/live-changes.ts';
import { notifications } from './schema.ts';

/**
 * The newest `limit` notifications of this type about the plan that the account received after
 * `since` (all of them without it), newest first: each one's message and the name of whoever caused it.
 */
export function noticesOfPlan(
  db: Executor,
  input: { userId: string; type: string; planId: string; since: Date | null; limit: number },
): Promise<{ message: string; senderName: string }[]> {
  return db
    .select({ message: notifications.message, senderName: sql<string>`${notifications.metadata}->>'senderName'` })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, input.userId),
        eq(notifications.type, input.type),
        sql`${notifications.metadata}->>'planId' = ${input.planId}`,
        input.since ? gt(notifications.createdAt, input.since) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(input.limit);
}

/**
 * Withdraws the unread plan notices of one reader about one thing their client has since undone: an
 * action ticked off then back on, a document uploaded then deleted. Ticking and unticking, or
 * uploading and deleting, again and again leaves at most one unread notice, and the hourly e-mail
 * (which reads these notices) does not tell of what is no longer so. A notice already read stays.
 */
export async function withdrawUnreadPlanNotices(
  db: Executor,
  input: { userId: string; planId: string; about: { actionId: string } | { documentId: string } },
): Promise<void> {
  const [key, value] = Object.entries(input.about)[0] as [string, string];
  const withdrawn = await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, input.userId),
        eq(notifications.type, 'plan_progress'),
        eq(notifications.isRead, false),
        sql`${notifications.metadata}->>'planId' = ${input.planId}`,
        sql`${notifications.metadata}->>${key} = ${value}`,
      ),
    )
    .returning({ id: notifications.id });
  if (withdrawn.length > 0) await publishLiveChange(db, { type: 'notification', users: [input.userId] });
}
