/** A client's own reviews: write, edit, delete, list, and whether they may review a professional. */
import { type CreateReviewBody, type OwnReview, REVIEW_LIMITS, REVIEW_TEXT, type UpdateReviewBody } from '@mx/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { announceDirectoryChange, clearDirectoryCache } from '../../lib/directory-changes.ts';
import type { User } from '../auth/current-user.ts';
import { findPublicMxpert } from '../mxpert/public-mxpert.ts';
import { mayReview } from './eligibility.ts';
import { holdReasons, keepHiddenTrace } from './holds.ts';
import { loadOne, loadReviews, NEWEST, notEligible, notFound } from './review-rows.ts';
import { reviews } from './schema.ts';
/**
 * A client's review: public at once, or held for an admin when holdReasons finds a reason
 * (docs/decisions/085); a held review counts nowhere public (the figures count visible ones only).
 */
export async function createReview(ctx: AppContext, user: User, input: CreateReviewBody, clientKey: string): Promise<OwnReview> {
  const mxpert = await findPublicMxpert(ctx.db, input.cxid, { orPaused: true });
  if (!mxpert || !(await mayReview(ctx.db, user, mxpert.profileId))) throw notEligible();
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const held = await holdReasons(tx, user, mxpert.profileId, clientKey);
      const [row] = await tx
        .insert(reviews)
        .values({
          mxpertProfileId: mxpert.profileId,
          consumerUserId: user.id,
          rating: input.rating,
          responsiveness: input.responsiveness ?? null,
          knowledge: input.knowledge ?? null,
          communication: input.communication ?? null,
          body: input.body,
          pointsImproved: input.pointsImproved ?? null,
          status: held.length > 0 ? 'held' : 'visible',
          heldReasons: held,
        })
        .returning({ id: reviews.id });
      if (!row) throw new Error('review insert returned no row');
      await announceDirectoryChange(tx);
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', REVIEW_TEXT.alreadyReviewed);
    throw err;
  }
  clearDirectoryCache(ctx);
  return loadOne(ctx.db, eq(reviews.id, id));
}

const ownedBy = (user: User, id: string) => and(eq(reviews.id, id), eq(reviews.consumerUserId, user.id)) as SQL;

/** The author's edit, within 30 days of writing; the window is decided in the UPDATE itself. */
export async function updateReview(ctx: AppContext, user: User, id: string, input: UpdateReviewBody): Promise<OwnReview> {
  const changes: Partial<typeof reviews.$inferInsert> = {};
  if (input.rating !== undefined) changes.rating = input.rating;
  if (input.responsiveness !== undefined) changes.responsiveness = input.responsiveness;
  if (input.knowledge !== undefined) changes.knowledge = input.knowledge;
  if (input.communication !== undefined) changes.communication = input.communication;
  if (input.body !== undefined) changes.body = input.body;
  if (input.pointsImproved !== undefined) changes.pointsImproved = input.pointsImproved;
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reviews)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(ownedBy(user, id), sql`${reviews.createdAt} > now() - make_interval(days => ${REVIEW_LIMITS.editDays})`))
      .returning({ id: reviews.id });
    if (updated) await announceDirectoryChange(tx);
    return updated;
  });
  if (!row) {
    const [exists] = await ctx.db.select({ id: reviews.id }).from(reviews).where(ownedBy(user, id));
    throw exists ? new AppError('CONFLICT', REVIEW_TEXT.editWindowClosed) : notFound();
  }
  clearDirectoryCache(ctx);
  return loadOne(ctx.db, eq(reviews.id, id));
}

export async function deleteReview(ctx: AppContext, user: User, id: string): Promise<void> {
  const row = await ctx.db.transaction(async (tx) => {
    // A hidden review leaves a trace: the pair's next review waits for an admin.
    await keepHiddenTrace(tx, user, id);
    const [deleted] = await tx.delete(reviews).where(ownedBy(user, id)).returning({ id: reviews.id });
    if (deleted) await announceDirectoryChange(tx);
    return deleted;
  });
  if (!row) throw notFound();
  clearDirectoryCache(ctx);
}

export async function listOwnReviews(db: Executor, user: User) {
  const list = await loadReviews(db, eq(reviews.consumerUserId, user.id), NEWEST, 100);
  return { reviews: list, totalCount: list.length };
}

/** Whether the consumer may review the professional, and their review of them if they wrote one. */
export async function reviewEligibility(db: Executor, user: User, cxid: string) {
  const mxpert = await findPublicMxpert(db, cxid, { orPaused: true });
  if (!mxpert) throw new AppError('NOT_FOUND', 'MortgageXpert not found');
  const [review] = await loadReviews(
    db,
    and(eq(reviews.consumerUserId, user.id), eq(reviews.mxpertProfileId, mxpert.profileId)),
    NEWEST,
  );
  return { eligible: await mayReview(db, user, mxpert.profileId), review: review ?? null };
}
