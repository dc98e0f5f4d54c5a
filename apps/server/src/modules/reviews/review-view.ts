import {
  type OwnReview,
  type PublicReview,
  REVIEW_HOLD_REASON_CODES,
  REVIEW_LIMITS,
  REVIEW_TEXT,
  type ReviewHoldReason,
} from '@mx/contract';
import { eq } from 'drizzle-orm';
import { accounts } from '../auth/accounts.ts';
import { profiles } from '../mxpert/profiles.ts';
import { type Review, reviews } from './schema.ts';

const DAY_MS = 86_400_000;

/** The author as the public sees them: first name and last initial. */
export function authorName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** The columns every view of a review reads: the row, its author's name and its professional. */
export const reviewColumns = {
  row: reviews,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  cxid: profiles.cxid,
  mxpertName: profiles.fullName,
  serviceAreas: profiles.serviceAreas,
};

/** Joins the author (auth's `accounts`) and the professional (mxpert's `profiles`): `.from(reviews)` then these. */
export const authorJoin = eq(accounts.id, reviews.consumerUserId);
export const mxpertJoin = eq(profiles.id, reviews.mxpertProfileId);

export type ReviewRow = { row: Review; firstName: string; lastName: string };
export type FullReviewRow = ReviewRow & { cxid: string; mxpertName: string | null; serviceAreas: string[] };

export function toPublicReview({ row, firstName, lastName }: ReviewRow): PublicReview {
  return {
    id: row.id,
    authorName: authorName(firstName, lastName),
    verified: REVIEW_TEXT.verifiedClient,
    rating: row.rating,
    responsiveness: row.responsiveness,
    knowledge: row.knowledge,
    communication: row.communication,
    body: row.body,
    pointsImproved: row.pointsImproved,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reply:
      row.replyBody !== null && row.replyCreatedAt && row.replyUpdatedAt
        ? { body: row.replyBody, createdAt: row.replyCreatedAt.toISOString(), updatedAt: row.replyUpdatedAt.toISOString() }
        : null,
  };
}

export function toOwnReview(r: FullReviewRow): OwnReview {
  const { row } = r;
  return {
    ...toPublicReview(r),
    mxpert: { cxid: r.cxid, name: r.mxpertName ?? '', state: (r.serviceAreas[0] ?? 'all').toLowerCase() },
    status: row.status,
    editableUntil: new Date(row.createdAt.getTime() + REVIEW_LIMITS.editDays * DAY_MS).toISOString(),
    reportedAt: row.reportedAt?.toISOString() ?? null,
    reportReason: row.reportReason,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    hideReason: row.hideReason,
    heldReasons: row.heldReasons.filter(isHoldReason),
  };
}

function isHoldReason(code: string): code is ReviewHoldReason {
  return (REVIEW_HOLD_REASON_CODES as readonly string[]).includes(code);
}
