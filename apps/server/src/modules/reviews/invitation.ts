import { paths } from '@mx/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { activeAccounts, activeVerifiedConsumer } from '../auth/accounts.ts';
import type { User } from '../auth/current-user.ts';
import { enqueueItemJob, type ItemJob, JOBS, parseItemJob } from '../jobs/queue.ts';
import {
  claimReviewInvitation,
  findInvitableLead,
  type HasCompletedPlan,
  invitedFromAnotherLead,
} from '../leads/review-links.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { reviewInvitationMessage } from '../mail/templates.ts';
import { publicOrPausedProfiles } from '../mxpert/profiles.ts';
import { reviews } from './schema.ts';

/**
 * The invitation to review (docs/decisions/067): some days after the professional's
 * first reply in a conversation, its client receives one e-mail asking for a review.
 */

/**
 * Queues the invitation in the transaction of the professional's first reply: it exists exactly when
 * that reply does, due `delaySeconds` later, one waiting job per conversation (singleton key).
 */
export async function scheduleReviewInvitation(tx: Executor, item: ItemJob, delaySeconds: number): Promise<void> {
  await enqueueItemJob(tx, JOBS.reviewInvitation, item, delaySeconds);
}

/** What the client's side of an item needs to find its account. */
interface ItemSender {
  consumerUserId: string | null;
}

/**
 * The client's account, when it may still be invited: an active, verified consumer account the item
 * belongs to (sent signed in, or a guest item its owner confirmed: as the consumer's own lists and
 * the review eligibility decide "sent by"). Null for a guest item no account confirmed, a deleted or
 * a deactivated account.
 */
async function activeClientOf(tx: Executor, item: ItemSender): Promise<User | null> {
  if (!item.consumerUserId) return null;
  return activeVerifiedConsumer(tx, item.consumerUserId);
}

/** The account of the client of a conversation, at the professional's first reply: null for a guest without one. */
export async function clientAccountId(tx: Executor, item: ItemSender): Promise<string | null> {
  return (await activeClientOf(tx, item))?.id ?? null;
}

/**
 * The invitation job. In one transaction: skips (sends nothing) when the item is gone, has no reply,
 * was already claimed, its sender deleted their account or no longer has an active one, the
 * professional is no longer public (a pause is no reason: docs/decisions/132), the client already reviewed them or was already invited to from
 * another conversation with them; otherwise claims the invitation (review_invited_at is set only
 * while it is empty) and queues the e-mail only when that claim updated the row. Duplicate jobs, a
 * second instance or a retry after a crash find it claimed and send nothing. Answers whether an
 * e-mail was queued. A completed plan answers a lead as a reply does (`hasCompletedPlan`, the plans
 * module's: it sits above this one).
 */
export async function sendReviewInvitation(
  db: Database,
  publicUrl: string,
  data: unknown,
  hasCompletedPlan: HasCompletedPlan,
): Promise<boolean> {
  const item = parseItemJob(data);
  if (!item) return false;
  return db.transaction(async (tx) => {
    const row = await findInvitableLead(tx, item, hasCompletedPlan);
    if (!row) return false;

    const client = await activeClientOf(tx, row);
    if (!client) return false;

    const [pro] = await tx
      .select({
        cxid: publicOrPausedProfiles.cxid,
        name: sql<string>`coalesce(${publicOrPausedProfiles.fullName}, ${activeAccounts.name})`,
        state: sql<string | null>`${publicOrPausedProfiles.serviceAreas}[1]`,
      })
      .from(publicOrPausedProfiles)
      .innerJoin(activeAccounts, eq(activeAccounts.id, publicOrPausedProfiles.userId))
      .where(eq(publicOrPausedProfiles.id, row.mxpertProfileId));
    if (!pro) return false;

    const [reviewed] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.consumerUserId, client.id), eq(reviews.mxpertProfileId, row.mxpertProfileId)));
    if (reviewed) return false;
    if (await invitedFromAnotherLead(tx, client, row.mxpertProfileId, item.id)) return false;
    if (!(await claimReviewInvitation(tx, item))) return false;

    // An address that turned review invitations off gets none (the outbox decides); the claim stays.
    return enqueueEmail(
      tx,
      client.email,
      reviewInvitationMessage({
        firstName: row.firstName,
        mxpertName: pro.name,
        kind: item.kind,
        url: `${publicUrl}${paths.professionalProfile((pro.state ?? 'all').toLowerCase(), pro.cxid)}?review=1`,
        locale: client.locale,
      }),
    );
  });
}
