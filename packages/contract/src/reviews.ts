import { z } from 'zod';
import { pageTotals } from './fields.ts';
import { REVIEW_HOLD_REASON_CODES, REVIEW_LIMITS, REVIEW_TEXT } from './review-texts.ts';

export {
  REVIEW_HOLD_REASON_CODES,
  REVIEW_HOLD_REASONS,
  REVIEW_INVITATION_TEXT,
  REVIEW_LIMITS,
  REVIEW_TEXT,
  type ReviewHoldReason,
} from './review-texts.ts';

/** Verified reviews: the API's shapes. */

const REVIEW_TEXT_CXID = 'Please name the MortgageXpert';

const rating = z
  .number({ error: REVIEW_TEXT.ratingRange })
  .int(REVIEW_TEXT.ratingRange)
  .min(1, REVIEW_TEXT.ratingRange)
  .max(5, REVIEW_TEXT.ratingRange);
const optionalRating = rating.nullable().optional();

/** Trimmed only to check the length: the text is stored as typed. */
const trimmedLength = (min: number, max: number, message: string) =>
  z.string({ error: message }).refine((v) => v.trim().length >= min && v.trim().length <= max, message);

const body = trimmedLength(REVIEW_LIMITS.bodyMin, REVIEW_LIMITS.bodyMax, REVIEW_TEXT.bodyLength);
const pointsImproved = z
  .number({ error: REVIEW_TEXT.pointsRange })
  .int(REVIEW_TEXT.pointsRange)
  .min(0, REVIEW_TEXT.pointsRange)
  .max(REVIEW_LIMITS.pointsMax, REVIEW_TEXT.pointsRange)
  .nullable()
  .optional();

/** POST /api/consumer/reviews. */
export const createReviewBody = z.object({
  cxid: z.string({ error: REVIEW_TEXT_CXID }).min(1, REVIEW_TEXT_CXID).max(64, REVIEW_TEXT_CXID),
  rating: z.number({ error: REVIEW_TEXT.overallRequired }).pipe(rating),
  responsiveness: optionalRating,
  knowledge: optionalRating,
  communication: optionalRating,
  body,
  pointsImproved,
});
export type CreateReviewBody = z.infer<typeof createReviewBody>;

/** PATCH /api/consumer/reviews/{id}: any of the fields. */
export const updateReviewBody = z
  .object({
    rating: rating.optional(),
    responsiveness: optionalRating,
    knowledge: optionalRating,
    communication: optionalRating,
    body: body.optional(),
    pointsImproved,
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Please change at least one field');
export type UpdateReviewBody = z.infer<typeof updateReviewBody>;

export const reviewReplyBody = z.object({
  body: trimmedLength(REVIEW_LIMITS.replyMin, REVIEW_LIMITS.replyMax, REVIEW_TEXT.replyLength),
});
export const reviewReportBody = z.object({
  reason: z
    .string({ error: REVIEW_TEXT.reportReasonLength })
    .refine((v) => v.trim().length >= REVIEW_LIMITS.reportReasonMin, REVIEW_TEXT.reportReasonLength)
    .refine((v) => v.trim().length <= REVIEW_LIMITS.reportReasonMax, REVIEW_TEXT.reasonTooLong),
});
export const reviewHideBody = z.object({
  reason: z
    .string({ error: REVIEW_TEXT.hideReasonLength })
    .refine((v) => v.trim().length >= REVIEW_LIMITS.hideReasonMin, REVIEW_TEXT.hideReasonLength)
    .refine((v) => v.trim().length <= REVIEW_LIMITS.hideReasonMax, REVIEW_TEXT.reasonTooLong),
});

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

const pageNumber = z.coerce
  .number({ error: 'Page must be a positive whole number' })
  .int('Page must be a positive whole number')
  .min(1, 'Page must be a positive whole number')
  .max(100_000, 'Page must be a positive whole number')
  .default(1);

export const publicReviewsQuery = z.object({
  page: pageNumber,
  sort: z.enum(REVIEW_SORTS, { error: 'Sort must be newest, highest or lowest' }).default('newest'),
});
export const reviewCxidParam = z.object({ cxid: z.string().max(64, 'MortgageXpert not found') });
export const reviewEligibilityQuery = z.object({
  cxid: z.string({ error: REVIEW_TEXT_CXID }).min(1, REVIEW_TEXT_CXID).max(64, REVIEW_TEXT_CXID),
});

export const reviewReply = z.object({ body: z.string(), createdAt: z.string(), updatedAt: z.string() });

/** A review as the public sees it: the author as first name and last initial. */
export const publicReview = z.object({
  id: z.string(),
  authorName: z.string(),
  verified: z.literal(REVIEW_TEXT.verifiedClient),
  rating: z.number().int(),
  responsiveness: z.number().int().nullable(),
  knowledge: z.number().int().nullable(),
  communication: z.number().int().nullable(),
  body: z.string(),
  pointsImproved: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reply: reviewReply.nullable(),
});
export type PublicReview = z.infer<typeof publicReview>;

/** Average (null without reviews), count and the five bars (index 0 is one star), over visible reviews. */
export const ratingSummary = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  distribution: z.array(z.number().int()).length(5),
  /** Shown once at least REVIEW_LIMITS.pointsShownFrom reviews give one; null before. */
  averagePointsImproved: z.number().nullable(),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

export const publicReviewsResponse = z.object({
  data: ratingSummary.extend({
    reviews: z.array(publicReview),
    ...pageTotals,
  }),
});
export type PublicReviewsResponse = z.infer<typeof publicReviewsResponse>;

/** held: waiting for an admin before it is public (docs/decisions/085). */
export const REVIEW_STATUSES = ['visible', 'hidden', 'held'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A review as its author, its professional or an admin sees it. */
export const ownReview = publicReview.extend({
  mxpert: z.object({ cxid: z.string(), name: z.string(), state: z.string() }),
  status: z.enum(REVIEW_STATUSES),
  /** Until when the author may edit it. */
  editableUntil: z.string(),
  reportedAt: z.string().nullable(),
  reportReason: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  hideReason: z.string().nullable(),
  /** Why it is (or was) held for moderation; empty for a review published at once. */
  heldReasons: z.array(z.enum(REVIEW_HOLD_REASON_CODES)),
});
export type OwnReview = z.infer<typeof ownReview>;

export const reviewResponse = z.object({ success: z.literal(true), message: z.string(), data: ownReview });
export const reviewListResponse = z.object({
  success: z.literal(true),
  data: z.object({ reviews: z.array(ownReview), totalCount: z.number().int() }),
});
export type ReviewListResponse = z.infer<typeof reviewListResponse>;
export const reviewDeletedResponse = z.object({ success: z.literal(true), message: z.string() });
/** POST /api/reviews/{id}/report: any signed-in account reports a published review to the admins. */
export const reviewReportedResponse = z.object({ success: z.literal(true), message: z.string() });

/** Whether the signed-in consumer may review a professional (the profile's 'Write a review'). */
export const reviewEligibilityResponse = z.object({
  success: z.literal(true),
  data: z.object({ eligible: z.boolean(), review: ownReview.nullable() }),
});

export const ADMIN_REVIEW_TABS = ['reported', 'held', 'visible', 'hidden'] as const;
export type AdminReviewTab = (typeof ADMIN_REVIEW_TABS)[number];
export const adminReviewsQuery = z.object({
  status: z.enum(ADMIN_REVIEW_TABS, { error: 'Status must be reported, held, visible or hidden' }).default('reported'),
  page: pageNumber,
});
export const dashboardReviewsQuery = z.object({ page: pageNumber });
