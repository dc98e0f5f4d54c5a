/** The notifications about a plan, for the plans module's e-mail that gathers them. */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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
