import { and, eq, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import type { User } from '../auth/current-user.ts';
import type { ItemJob } from '../jobs/queue.ts';
import { sentBy } from './client-leads.ts';
import { conversationReplies, leads } from './schema.ts';

/** What the reviews need of a client's leads: who may review, who is held, who is invited. */

/**
 * Whether the user sent the professional a lead ("sent by" exactly as the client's own lists decide
 * it) in whose conversation the professional replied at least once: who may review them.
 */
export function repliedLeadWith(user: User, mxpertProfileId: string): SQL {
  return sql`exists (select 1 from ${leads} where ${and(eq(leads.mxpertProfileId, mxpertProfileId), sentBy(user))}
      and exists (select 1 from ${conversationReplies} where ${conversationReplies.leadId} = ${leads.id} and ${conversationReplies.from} = 'mxpert'))`;
}

/** Whether the user sent the professional a lead before the moment given (a review's new-account hold). */
export function leadSentBefore(user: User, mxpertProfileId: string, before: Date): SQL {
  return sql`exists (select 1 from ${leads} where ${and(eq(leads.mxpertProfileId, mxpertProfileId), sentBy(user))}
      and ${leads.createdAt} < ${before.toISOString()}::timestamptz)`;
}

/**
 * Whether the lead of this id column has a plan its client completed: the plans module's
 * hasCompletedPlan, passed in from app-jobs.ts (it sits above this module).
 */
export type HasCompletedPlan = (leadIdColumn: AnyPgColumn) => SQL;

/**
 * The lead of a review invitation job, when it may still invite: not invited yet, answered (a reply,
 * or a plan grown out of it that its client completed), its sender's account not deleted.
 */
export async function findInvitableLead(
  tx: Executor,
  item: ItemJob,
  hasCompletedPlan: HasCompletedPlan,
): Promise<{ mxpertProfileId: string; consumerUserId: string | null; firstName: string } | null> {
  const [row] = await tx
    .select({ mxpertProfileId: leads.mxpertProfileId, consumerUserId: leads.consumerUserId, firstName: leads.firstName })
    .from(leads)
    .where(
      and(
        eq(leads.id, item.id),
        eq(leads.kind, item.kind),
        isNull(leads.reviewInvitedAt),
        // The professional replied, or the client completed a plan grown out of the lead.
        or(isNotNull(leads.firstReplyAt), hasCompletedPlan(leads.id)),
        isNull(leads.senderDeletedAt),
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
  const [other] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(eq(leads.mxpertProfileId, mxpertProfileId), sentBy(client), isNotNull(leads.reviewInvitedAt), ne(leads.id, leadId)),
    )
    .limit(1);
  return Boolean(other);
}

/** Claims the lead's one invitation (review_invited_at is set only while empty); false when already claimed. */
export async function claimReviewInvitation(tx: Executor, item: ItemJob): Promise<boolean> {
  const [claimed] = await tx
    .update(leads)
    .set({ reviewInvitedAt: sql`now()` })
    .where(and(eq(leads.id, item.id), isNull(leads.reviewInvitedAt)))
    .returning({ id: leads.id });
  return Boolean(claimed);
}
