/** The public's reviews of a professional: the profile's list and the newest for its page, and a visitor's report. */
import { type PublicReviewsResponse, REVIEW_LIMITS, type ReviewSort } from '@mx/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { paging } from '../../lib/paging.ts';
import { accounts } from '../auth/accounts.ts';
import { reviewFiguresOf } from '../mxpert/profiles.ts';
import { findPublicMxpert } from '../mxpert/public-mxpert.ts';
import { NEWEST, notFound } from './review-rows.ts';
import { authorJoin, toPublicReview } from './review-view.ts';
import { reviews } from './schema.ts';
import { toRatingSummary } from './summary.ts';

const PUBLIC_ORDER: Record<ReviewSort, SQL[]> = {
  newest: NEWEST,
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

/** GET /api/public/mxperts/{cxid}/reviews: visible reviews of a public professional, 10 a page. */
export async function listPublicReviews(
  db: Executor,
  cxid: string,
  opts: { page: number; sort: ReviewSort },
): Promise<PublicReviewsResponse['data']> {
  const mxpert = await findPublicMxpert(db, cxid, { orPaused: true });
  if (!mxpert) throw new AppError('NOT_FOUND', 'MortgageXpert not found');
  const figures = await reviewFiguresOf(db, mxpert.profileId);
  if (!figures) throw new AppError('NOT_FOUND', 'MortgageXpert not found');
  const summary = toRatingSummary(figures);
  const rows = await db
    .select({ row: reviews, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(reviews)
    .innerJoin(accounts, authorJoin)
    .where(and(eq(reviews.mxpertProfileId, mxpert.profileId), eq(reviews.status, 'visible')))
    .orderBy(...PUBLIC_ORDER[opts.sort])
    .limit(REVIEW_LIMITS.pageSize)
    .offset((opts.page - 1) * REVIEW_LIMITS.pageSize);
  return {
    ...summary,
    reviews: rows.map(toPublicReview),
    ...paging(summary.count, opts.page, REVIEW_LIMITS.pageSize),
  };
}

/** The newest visible reviews of a profile, for its JSON-LD. */
export async function newestVisibleReviews(db: Executor, mxpertProfileId: string, limit: number) {
  const rows = await db
    .select({ row: reviews, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(reviews)
    .innerJoin(accounts, authorJoin)
    .where(and(eq(reviews.mxpertProfileId, mxpertProfileId), eq(reviews.status, 'visible')))
    .orderBy(...NEWEST)
    .limit(limit);
  return rows.map(toPublicReview);
}

/**
 * Any signed-in account reports a published review to the admins. The first report stands until an
 * admin settles it (hides or keeps the review): a later one changes neither its time nor its reason.
 * A review that is not published (held, hidden, unknown) is not found.
 */
export async function reportPublishedReview(ctx: AppContext, id: string, reason: string): Promise<void> {
  const [row] = await ctx.db
    .update(reviews)
    .set({
      reportedAt: sql`coalesce(${reviews.reportedAt}, now())`,
      reportReason: sql`coalesce(${reviews.reportReason}, ${reason})`,
    })
    .where(and(eq(reviews.id, id), eq(reviews.status, 'visible')))
    .returning({ id: reviews.id });
  if (!row) throw notFound();
}
