/* No zod here: the public profile page reads these, and public pages must not load the schema library. */

/** Verified reviews: limits and texts. */

export const REVIEW_LIMITS = {
  bodyMin: 20,
  bodyMax: 2000,
  pointsMax: 400,
  replyMin: 10,
  replyMax: 1000,
  reportReasonMin: 10,
  reportReasonMax: 1000,
  hideReasonMin: 10,
  hideReasonMax: 1000,
  /** The author may edit a review for this many days after writing it. */
  editDays: 30,
  /** Reviews per page of a profile. */
  pageSize: 10,
  /** The average points improved shows once this many reviews give one. */
  pointsShownFrom: 3,
  /** The newest visible reviews in a profile's JSON-LD. */
  jsonLdReviews: 5,
  /** Rows per page of the professional's and the admin's lists. */
  listSize: 20,
} as const;

export const REVIEW_TEXT = {
  tooManyWrites: 'You have changed reviews too often in a short time. Please wait a few minutes and try again.',
  notEligible: 'Only clients who have talked with this MortgageXpert can review them',
  alreadyReviewed: 'You have already reviewed this MortgageXpert',
  bodyLength: `Review must be between ${REVIEW_LIMITS.bodyMin}-${REVIEW_LIMITS.bodyMax} characters`,
  ratingRange: 'Rating must be a whole number from 1 to 5',
  overallRequired: 'Please choose an overall rating',
  pointsRange: `Points improved must be a whole number from 0 to ${REVIEW_LIMITS.pointsMax}`,
  replyLength: `Reply must be between ${REVIEW_LIMITS.replyMin}-${REVIEW_LIMITS.replyMax} characters`,
  reportReasonLength: `Please give a reason of at least ${REVIEW_LIMITS.reportReasonMin} characters`,
  hideReasonLength: `Please give a reason of at least ${REVIEW_LIMITS.hideReasonMin} characters`,
  reasonTooLong: 'The reason must not exceed 1000 characters',
  reviewNotFound: 'Review not found',
  editWindowClosed: `Reviews can be edited for ${REVIEW_LIMITS.editDays} days after they are written`,
  alreadyHidden: 'This review is already hidden',
  notHidden: 'This review is not hidden',
  verifiedClient: 'Verified client',
  writeReview: 'Write a review',
  created: 'Thank you! Your review is now on the profile.',
  createdHeld: 'Thank you! Our team checks your review before it appears on the profile.',
  heldForAuthor: 'Waiting for our team to check it',
  notHeld: 'This review is not waiting for moderation',
  published: 'The review is now on the profile.',
  updated: 'Your review has been updated.',
  deleted: 'Your review has been deleted.',
  replied: 'Your reply is now shown under the review.',
  reported: 'Thank you. Our team will look at this review.',
  /** Under a review the visitor reported on this visit. */
  reportedShort: 'You reported this review. Our team will look at it.',
  hidden: 'The review is hidden and its author and the MortgageXpert have been told by email.',
  restored: 'The review is visible again.',
  noReviews: 'No reviews yet',
  /** A review's points, as its author gave them (nobody checked them). */
  pointsReported: 'Points improved, as reported by the client',
} as const;

/**
 * The one e-mail inviting a client to review the professional who replied to them
 * (docs/decisions/067), and the profile's prompt for a visitor who follows it signed out.
 */
export const REVIEW_INVITATION_TEXT = {
  subject: (mxpertName: string) => `How did ${mxpertName} help you?`,
  intro: (mxpertName: string, noun: string) =>
    `A while ago ${mxpertName} answered your ${noun} on MortgageXperts. If you worked with them, a few words about your experience help other home buyers choose the right professional.`,
  verified:
    'Your review is shown as a verified client review, with your first name and last initial only. If your credit score went up, you can add how many points.',
  action: 'Write a review',
  note: 'We send this invitation only once.',
  /** The profile opened from the invitation by a visitor who is not signed in. */
  signInPrompt: (mxpertName: string) => `Sign in with your MortgageXperts account to review ${mxpertName}.`,
  signInAction: 'Sign in to write a review',
} as const;

/** Why a review waits for an admin before it is public, as the admin's Held tab says it. */
export const REVIEW_HOLD_REASONS = [
  {
    code: 'shared_address',
    label: 'The author signed in from the same network address as the MortgageXpert in the last 30 days',
  },
  {
    code: 'new_account',
    label: 'The author’s account was opened after the lead, less than 24 hours before the review',
  },
  { code: 'hidden_before', label: 'An earlier review by this author of this MortgageXpert was hidden by an admin' },
] as const;
export const REVIEW_HOLD_REASON_CODES = ['shared_address', 'new_account', 'hidden_before'] as const;
export type ReviewHoldReason = (typeof REVIEW_HOLD_REASON_CODES)[number];
