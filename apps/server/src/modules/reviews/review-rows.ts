/** Reading reviews with their author and professional, by a condition that carries the ownership: what every side's functions share. */
import { type OwnReview, REVIEW_TEXT } from '@mx/contract';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { accounts } from '../auth/accounts.ts';
import { profiles } from '../mxpert/profiles.ts';
import { authorJoin, type FullReviewRow, mxpertJoin, reviewColumns, toOwnReview } from './review-view.ts';
import { reviews } from './schema.ts';

export const notFound = () => new AppError('NOT_FOUND', REVIEW_TEXT.reviewNotFound);
export const notEligible = () => new AppError('FORBIDDEN', REVIEW_TEXT.notEligible);

/** Reviews with their author and professional, by a condition that carries the ownership; `limit` null for all of them. */
export async function loadReviews(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  limit: number | null = 1,
  offset = 0,
): Promise<OwnReview[]> {
  const query = db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(accounts, authorJoin)
    .innerJoin(profiles, mxpertJoin)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  // No limit: every row (a data export).
  const rows = await (limit === null ? query : query.limit(limit).offset(offset));
  return rows.map((r) => toOwnReview(r as FullReviewRow));
}

export async function loadOne(db: Executor, where: SQL): Promise<OwnReview> {
  const [review] = await loadReviews(db, where, [desc(reviews.createdAt)]);
  if (!review) throw notFound();
  return review;
}

export const NEWEST = [desc(reviews.createdAt), desc(reviews.id)];
export const OLDEST = [asc(reviews.createdAt), asc(reviews.id)];
