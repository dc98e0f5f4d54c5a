import {
  type AdminReviewTab,
  type AuditActionCode,
  type CreateReviewBody,
  type OwnReview,
  type PublicReviewsResponse,
  paths,
  REVIEW_LIMITS,
  REVIEW_TEXT,
  type ReviewSort,
  type UpdateReviewBody,
} from '@mx/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mxpertProfiles, reviews, type User, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { announceDirectoryChange, clearDirectoryCache } from '../../lib/directory-changes.ts';
import { recordAudit } from '../admin/audit.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { findPublicMxpert } from '../mxpert/public-mxpert.ts';
import { mayReview } from './eligibility.ts';
import { reviewHiddenForAuthor, reviewHiddenForMxpert } from './emails.ts';
import { holdReasons, keepHiddenTrace } from './holds.ts';
import {
  authorJoin,
  authorName,
  type FullReviewRow,
  mxpertJoin,
  reviewColumns,
  toOwnReview,
  toPublicReview,
} from './review-view.ts';
import { toRatingSummary } from './summary.ts';

const notFound = () => new AppError('NOT_FOUND', REVIEW_TEXT.reviewNotFound);
const notEligible = () => new AppError('FORBIDDEN', REVIEW_TEXT.notEligible);

/** Reviews with their author and professional, by a condition that carries the ownership. */
async function loadReviews(db: Executor, where: SQL | undefined, order: SQL[], limit = 1, offset = 0): Promise<OwnReview[]> {
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, authorJoin)
    .innerJoin(mxpertProfiles, mxpertJoin)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => toOwnReview(r as FullReviewRow));
}

async function loadOne(db: Executor, where: SQL): Promise<OwnReview> {
  const [review] = await loadReviews(db, where, [desc(reviews.createdAt)]);
  if (!review) throw notFound();
  return review;
}

const NEWEST = [desc(reviews.createdAt), desc(reviews.id)];

// ---------------------------------------------------------------------------------------------
// The author

/**
 * A client's review: public at once, or held for an admin when holdReasons finds a reason
 * (docs/decisions/085); a held review counts nowhere public (the figures count visible ones only).
 */
export async function createReview(ctx: AppContext, user: User, input: CreateReviewBody, clientKey: string): Promise<OwnReview> {
  const mxpert = await findPublicMxpert(ctx.db, input.cxid);
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
  const mxpert = await findPublicMxpert(db, cxid);
  if (!mxpert) throw new AppError('NOT_FOUND', 'MortgageXpert not found');
  const [review] = await loadReviews(
    db,
    and(eq(reviews.consumerUserId, user.id), eq(reviews.mxpertProfileId, mxpert.profileId)),
    NEWEST,
  );
  return { eligible: await mayReview(db, user, mxpert.profileId), review: review ?? null };
}

// ---------------------------------------------------------------------------------------------
// The public

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
  const mxpert = await findPublicMxpert(db, cxid);
  if (!mxpert) throw new AppError('NOT_FOUND', 'MortgageXpert not found');
  const [figures] = await db.select().from(mxpertProfiles).where(eq(mxpertProfiles.id, mxpert.profileId));
  if (!figures) throw new AppError('NOT_FOUND', 'MortgageXpert not found');
  const summary = toRatingSummary(figures);
  const rows = await db
    .select({ row: reviews, firstName: users.firstName, lastName: users.lastName })
    .from(reviews)
    .innerJoin(users, authorJoin)
    .where(and(eq(reviews.mxpertProfileId, mxpert.profileId), eq(reviews.status, 'visible')))
    .orderBy(...PUBLIC_ORDER[opts.sort])
    .limit(REVIEW_LIMITS.pageSize)
    .offset((opts.page - 1) * REVIEW_LIMITS.pageSize);
  return {
    ...summary,
    reviews: rows.map(toPublicReview),
    totalCount: summary.count,
    totalPages: Math.ceil(summary.count / REVIEW_LIMITS.pageSize),
    page: opts.page,
  };
}

/** The newest visible reviews of a profile, for its JSON-LD. */
export async function newestVisibleReviews(db: Executor, mxpertProfileId: string, limit: number) {
  const rows = await db
    .select({ row: reviews, firstName: users.firstName, lastName: users.lastName })
    .from(reviews)
    .innerJoin(users, authorJoin)
    .where(and(eq(reviews.mxpertProfileId, mxpertProfileId), eq(reviews.status, 'visible')))
    .orderBy(...NEWEST)
    .limit(limit);
  return rows.map(toPublicReview);
}

// ---------------------------------------------------------------------------------------------
// The professional

const ofMxpert = (user: User, id: string) =>
  and(
    eq(reviews.id, id),
    sql`${reviews.mxpertProfileId} = (select ${mxpertProfiles.id} from ${mxpertProfiles} where ${mxpertProfiles.userId} = ${user.id})`,
  ) as SQL;

export async function listMxpertReviews(db: Executor, user: User, page: number) {
  const mine = sql`${reviews.mxpertProfileId} = (select ${mxpertProfiles.id} from ${mxpertProfiles} where ${mxpertProfiles.userId} = ${user.id})`;
  const [list, [total]] = await Promise.all([
    loadReviews(db, mine, NEWEST, REVIEW_LIMITS.listSize, (page - 1) * REVIEW_LIMITS.listSize),
    db.select({ n: count() }).from(reviews).where(mine),
  ]);
  return { reviews: list, totalCount: Number(total?.n ?? 0) };
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

// ---------------------------------------------------------------------------------------------
// The admins

const ADMIN_TABS: Record<AdminReviewTab, { where: SQL; order: SQL[] }> = {
  reported: {
    where: and(eq(reviews.status, 'visible'), isNotNull(reviews.reportedAt)) as SQL,
    order: [sql`${reviews.reportedAt} desc nulls last`, desc(reviews.id)],
  },
  held: { where: eq(reviews.status, 'held'), order: [asc(reviews.createdAt), asc(reviews.id)] },
  visible: { where: eq(reviews.status, 'visible'), order: [sql`${reviews.reportedAt} desc nulls last`, ...NEWEST] },
  hidden: { where: eq(reviews.status, 'hidden'), order: [desc(reviews.hiddenAt), desc(reviews.id)] },
};

export async function listAdminReviews(db: Executor, status: keyof typeof ADMIN_TABS, page: number) {
  const tab = ADMIN_TABS[status];
  const [list, [total]] = await Promise.all([
    loadReviews(db, tab.where, tab.order, REVIEW_LIMITS.listSize, (page - 1) * REVIEW_LIMITS.listSize),
    db.select({ n: count() }).from(reviews).where(tab.where),
  ]);
  return { reviews: list, totalCount: Number(total?.n ?? 0) };
}

/**
 * Hides a visible or held review: the conditional UPDATE decides (of two hides at once exactly one changes
 * the row), and the audit row and both e-mails are written in its transaction.
 */
export async function hideReview(ctx: AppContext, admin: User, id: string, reason: string): Promise<OwnReview> {
  const review = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ status: 'hidden', hiddenAt: sql`now()`, hideReason: reason })
      .where(and(eq(reviews.id, id), inArray(reviews.status, ['visible', 'held'])))
      .returning({ id: reviews.id });
    if (!row) throw await refusal(tx, id, REVIEW_TEXT.alreadyHidden);
    const [people] = await tx
      .select({
        authorEmail: users.email,
        authorFirst: users.firstName,
        authorLast: users.lastName,
        authorFull: users.name,
        authorLocale: users.locale,
        mxpertName: mxpertProfiles.fullName,
        mxpertUserId: mxpertProfiles.userId,
      })
      .from(reviews)
      .innerJoin(users, authorJoin)
      .innerJoin(mxpertProfiles, mxpertJoin)
      .where(eq(reviews.id, id));
    if (!people) throw notFound();
    const [pro] = await tx
      .select({ email: users.email, name: users.name, locale: users.locale })
      .from(users)
      .where(eq(users.id, people.mxpertUserId));
    const proName = people.mxpertName?.trim() || pro?.name || 'the MortgageXpert';
    await enqueueEmail(
      tx,
      people.authorEmail,
      reviewHiddenForAuthor(people.authorFull, proName, reason, `${ctx.config.publicUrl}${paths.support}`, people.authorLocale),
    );
    if (pro)
      await enqueueEmail(
        tx,
        pro.email,
        reviewHiddenForMxpert(proName, authorName(people.authorFirst, people.authorLast), reason, pro.locale),
      );
    await audit(tx, admin, 'review.hidden', id, reason);
    await announceDirectoryChange(tx);
    return loadOne(tx, eq(reviews.id, id));
  });
  clearDirectoryCache(ctx);
  return review;
}

/** Shows a hidden review again; its report is settled. */
export async function restoreReview(ctx: AppContext, admin: User, id: string): Promise<OwnReview> {
  const review = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ status: 'visible', hiddenAt: null, hideReason: null, reportedAt: null, reportReason: null })
      .where(and(eq(reviews.id, id), eq(reviews.status, 'hidden')))
      .returning({ id: reviews.id });
    if (!row) throw await refusal(tx, id, REVIEW_TEXT.notHidden);
    await audit(tx, admin, 'review.restored', id, null);
    await announceDirectoryChange(tx);
    return loadOne(tx, eq(reviews.id, id));
  });
  clearDirectoryCache(ctx);
  return review;
}

/** Publishes a held review: it joins the profile's figures and lists; the audit row in its transaction. */
export async function publishReview(ctx: AppContext, admin: User, id: string): Promise<OwnReview> {
  const review = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ status: 'visible' })
      .where(and(eq(reviews.id, id), eq(reviews.status, 'held')))
      .returning({ id: reviews.id });
    if (!row) throw await refusal(tx, id, REVIEW_TEXT.notHeld);
    await audit(tx, admin, 'review.published', id, null);
    await announceDirectoryChange(tx);
    return loadOne(tx, eq(reviews.id, id));
  });
  clearDirectoryCache(ctx);
  return review;
}

async function refusal(tx: Executor, id: string, conflict: string): Promise<AppError> {
  const [row] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id));
  return row ? new AppError('CONFLICT', conflict) : notFound();
}

async function audit(tx: Executor, admin: User, action: AuditActionCode, reviewId: string, reason: string | null) {
  await recordAudit(tx, { adminId: admin.id, action, targetType: 'review', targetId: reviewId, reason });
}
