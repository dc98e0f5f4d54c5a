import { RETENTION_PERIODS, type ReviewHoldReason } from '@mx/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { User } from '../auth/current-user.ts';
import { signedInFromSharedAddress } from '../auth/login.ts';
import { leadSentBefore } from '../leads/review-links.ts';
import { userIdOfProfile } from '../mxpert/own-profile.ts';
import { hiddenReviewTraces, reviews } from './schema.ts';

/** How far back a shared sign-in address counts, and how new an account counts as new. */
export const HOLD_WINDOWS = { sharedAddressDays: RETENTION_PERIODS.signInAddressDays, newAccountHours: 24 } as const;

/**
 * Why a client's new review of a professional must wait for an admin (docs/decisions/085), none when
 * it may be public at once:
 * - shared_address: the author signed in (or writes now) from an address the professional's account
 *   signed in from in the last 30 days (IPv4, or the /64 of IPv6, as the per-client limits count);
 * - new_account: the author's account was opened after a lead they sent the professional, less than
 *   24 hours before the review (a lead planted as a guest, then an account made to review);
 * - hidden_before: an admin hid a review of this pair that its author then deleted.
 */
export async function holdReasons(
  tx: Executor,
  author: User,
  mxpertProfileId: string,
  clientKey: string,
): Promise<ReviewHoldReason[]> {
  const since = sql`now() - make_interval(days => ${HOLD_WINDOWS.sharedAddressDays})`;
  const sharedAddress = signedInFromSharedAddress(userIdOfProfile(mxpertProfileId), author.id, clientKey, since);
  const result = (await tx.execute(sql`
    select
      ${sharedAddress} as shared_address,
      (${author.createdAt.toISOString()}::timestamptz > now() - make_interval(hours => ${HOLD_WINDOWS.newAccountHours})
        and ${leadSentBefore(author, mxpertProfileId, author.createdAt)}) as new_account,
      exists (
        select 1 from ${hiddenReviewTraces}
        where ${hiddenReviewTraces.consumerUserId} = ${author.id} and ${hiddenReviewTraces.mxpertProfileId} = ${mxpertProfileId}
      ) as hidden_before
  `)) as unknown as { rows: { shared_address: boolean; new_account: boolean; hidden_before: boolean }[] };
  const row = result.rows[0];
  const reasons: ReviewHoldReason[] = [];
  if (row?.shared_address) reasons.push('shared_address');
  if (row?.new_account) reasons.push('new_account');
  if (row?.hidden_before) reasons.push('hidden_before');
  return reasons;
}

/** Keeps the trace of a hidden review its author is deleting, in the deletion's transaction. */
export async function keepHiddenTrace(tx: Executor, author: User, id: string): Promise<void> {
  const [hidden] = await tx
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.consumerUserId, author.id), eq(reviews.status, 'hidden')));
  if (!hidden) return;
  await tx.insert(hiddenReviewTraces).values({
    reviewId: hidden.id,
    mxpertProfileId: hidden.mxpertProfileId,
    consumerUserId: author.id,
    hiddenAt: hidden.hiddenAt,
    hideReason: hidden.hideReason,
  });
}
