/** A professional's reviews: their list, their one public reply, and their report to the admins. */
import { type OwnReview, REVIEW_LIMITS } from '@mx/contract';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import type { User } from '../auth/current-user.ts';
import { profileIdOfUser } from '../mxpert/own-profile.ts';
import { loadOne, loadReviews, NEWEST, notFound, OLDEST } from './review-rows.ts';
import { reviews } from './schema.ts';

/** The reviews of the signed-in professional: found by their profile inside the query. */
const aboutMe = (user: User) => sql`${reviews.mxpertProfileId} = ${profileIdOfUser(user.id)}`;

const ofMxpert = (user: User, id: string) => and(eq(reviews.id, id), aboutMe(user)) as SQL;

export async function listMxpertReviews(db: Executor, user: User, page: number) {
  const mine = aboutMe(user);
  const [list, [total]] = await Promise.all([
    loadReviews(db, mine, NEWEST, REVIEW_LIMITS.listSize, (page - 1) * REVIEW_LIMITS.listSize),
    db.select({ n: count() }).from(reviews).where(mine),
  ]);
  return { reviews: list, totalCount: Number(total?.n ?? 0) };
}

/**
 * Every review of the professional, as their reviews page shows each (their public reply too), oldest
 * first: their data export (docs/decisions/059).
 */
export function exportReviewsOf(db: Executor, user: User): Promise<OwnReview[]> {
  return loadReviews(db, aboutMe(user), OLDEST, null);
}

/** The professional's one public reply: written once, then edited in place. */
export async function replyToReview(ctx: AppContext, user: User, id: string, body: string): Promise<OwnReview> {
  const [row] = await ctx.db
    .update(reviews)
    .set({ replyBody: body, replyCreatedAt: sql`coalesce(${reviews.replyCreatedAt}, now())`, replyUpdatedAt: sql`now()` })
    .where(ofMxpert(user, id))
    .returning({ id: reviews.id });
  if (!row) throw notFound();
  return loadOne(ctx.db, eq(reviews.id, id));
}

export async function reportReview(ctx: AppContext, user: User, id: string, reason: string): Promise<OwnReview> {
  const [row] = await ctx.db
    .update(reviews)
    .set({ reportedAt: sql`now()`, reportReason: reason })
    .where(ofMxpert(user, id))
    .returning({ id: reviews.id });
  if (!row) throw notFound();
  return loadOne(ctx.db, eq(reviews.id, id));
}
