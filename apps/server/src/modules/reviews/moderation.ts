/** The admins' reviews: the moderation tabs, hiding, restoring and publishing a held review, each audited. */
import { type AdminReviewTab, type AuditActionCode, type OwnReview, paths, REVIEW_LIMITS, REVIEW_TEXT } from '@mx/contract';
import { pathForReader } from '@mx/contract/i18n/locale';
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { announceDirectoryChange, clearDirectoryCache } from '../../lib/directory-changes.ts';
import { recordAudit } from '../audit/record.ts';
import { accountContact, accounts } from '../auth/accounts.ts';
import type { User } from '../auth/current-user.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { profiles } from '../mxpert/profiles.ts';
import { reviewHiddenForAuthor, reviewHiddenForMxpert } from './emails.ts';
import { loadOne, loadReviews, NEWEST, notFound } from './review-rows.ts';
import { authorJoin, authorName, mxpertJoin } from './review-view.ts';
import { reviews } from './schema.ts';

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
        authorEmail: accounts.email,
        authorFirst: accounts.firstName,
        authorLast: accounts.lastName,
        authorFull: accounts.name,
        authorLocale: accounts.locale,
        mxpertName: profiles.fullName,
        mxpertUserId: profiles.userId,
      })
      .from(reviews)
      .innerJoin(accounts, authorJoin)
      .innerJoin(profiles, mxpertJoin)
      .where(eq(reviews.id, id));
    if (!people) throw notFound();
    const pro = await accountContact(tx, people.mxpertUserId);
    const proName = people.mxpertName?.trim() || pro?.name || 'the MortgageXpert';
    await enqueueEmail(
      tx,
      people.authorEmail,
      reviewHiddenForAuthor(
        people.authorFull,
        proName,
        reason,
        `${ctx.config.publicUrl}${pathForReader(paths.support, people.authorLocale)}`,
        people.authorLocale,
      ),
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
  await recordAudit(tx, { actorId: admin.id, action, targetType: 'review', targetId: reviewId, reason });
}
