import { and, eq, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { conversationReplies, copRequests, messages, type User } from '../../db/schema.ts';
import type { ItemJob } from '../jobs/queue.ts';
import { sentBy } from './client-leads.ts';
import { hasCompletedPlan } from './plan-lead.ts';

/** What the reviews need of a client's leads: who may review, who is held, who is invited. */

const TABLES = { message: messages, cop_request: copRequests } as const;

/**
 * Whether the user sent the professional a lead ("sent by" exactly as the client's own lists decide
 * it) in whose conversation the professional replied at least once: who may review them.
 */
export function repliedLeadWith(user: User, mxpertProfileId: string): SQL {
  const replied = (table: typeof messages | typeof copRequests, column: AnyPgColumn) =>
    sql`exists (select 1 from ${table} where ${and(eq(table.mxpertProfileId, mxpertProfileId), sentBy(user, table))}
      and exists (select 1 from ${conversationReplies} where ${column} = ${table.id} and ${conversationReplies.from} = 'mxpert'))`;
  return sql`(${replied(messages, conversationReplies.messageId)} or ${replied(copRequests, conversationReplies.copRequestId)})`;
}

/** Whether the user sent the professional a lead before the moment given (a review's new-account hold). */
export function leadSentBefore(user: User, mxpertProfileId: string, before: Date): SQL {
  const one = (table: typeof messages | typeof copRequests) =>
    sql`exists (select 1 from ${table} where ${and(eq(table.mxpertProfileId, mxpertProfileId), sentBy(user, table))}
      and ${table.createdAt} < ${before.toISOString()}::timestamptz)`;
  return sql`(${one(messages)} or ${one(copRequests)})`;
}

/**
 * The lead of a review invitation job, when it may still invite: not invited yet, answered (a reply,
 * or a plan grown out of it that its client completed), its sender's account not deleted.
 */
export async function findInvitableLead(
  tx: Executor,
  item: ItemJob,
): Promise<{ mxpertProfileId: string; consumerUserId: string | null; firstName: string } | null> {
  const t = TABLES[item.kind] as typeof messages;
  const [row] = await tx
    .select({ mxpertProfileId: t.mxpertProfileId, consumerUserId: t.consumerUserId, firstName: t.firstName })
    .from(t)
    .where(
      and(
        eq(t.id, item.id),
        isNull(t.reviewInvitedAt),
        // The professional replied, or the client completed a plan grown out of the lead.
        or(isNotNull(t.firstReplyAt), hasCompletedPlan(item.kind, t.id)),
        isNull(t.senderDeletedAt),
      ),
    );
  return row ?? null;
}

/** Whether the client was already invited to review this professional from another of their leads. */
export async function invitedFromAnotherLead(
  tx: Executor,
  client: User,
  mxpertProfileId: string,
  leadId: string,
): Promise<boolean> {
  for (const table of [messages, copRequests]) {
    const [other] = await tx
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          eq(table.mxpertProfileId, mxpertProfileId),
          sentBy(client, table),
          isNotNull(table.reviewInvitedAt),
          ne(table.id, leadId),
        ),
      )
      .limit(1);
    if (other) return true;
  }
  return false;
}

/** Claims the lead's one invitation (review_invited_at is set only while empty); false when already claimed. */
export async function claimReviewInvitation(tx: Executor, item: ItemJob): Promise<boolean> {
  const t = TABLES[item.kind] as typeof messages;
  const [claimed] = await tx
    .update(t)
    .set({ reviewInvitedAt: sql`now()` })
    .where(and(eq(t.id, item.id), isNull(t.reviewInvitedAt)))
    .returning({ id: t.id });
  return Boolean(claimed);
}
