import { z } from 'zod';
import { listPageResponse } from './fields.ts';
import { copRequestItem, messageItem } from './lead-items.ts';
import { SEARCH_TEXT_MAX } from './limits.ts';
import { notificationItem } from './notifications.ts';
import { mxpertProfileView } from './profile.ts';
import { APPROVAL_STATUSES, LOAN_TYPE_CODES, MORTGAGE_TYPE_CODES, STATE_CODES } from './vocab.ts';

/** Admin list page size. */
export const ADMIN_PAGE_SIZE = 10;
/** Recent Activities on the admin dashboard. */
export const RECENT_ACTIVITIES = 5;
/** A rejection reason needs this many characters after trimming. */
export const REJECTION_REASON_MIN = 10;
export const REJECTION_REASON_MAX = 1000;

export const ADMIN_TEXT = {
  approved: (name: string) => `${name} has been approved and notified via email`,
  approveFailed: 'Failed to approve MortgageXpert. Please try again.',
  rejected: (name: string) => `${name} has been rejected and their account disabled`,
  rejectFailed: 'Failed to reject MortgageXpert. Please try again.',
  reasonRequired: 'Please provide a reason for rejection',
  reasonTooShort: 'Please provide a more detailed reason (at least 10 characters)',
  reasonTooLong: `The reason must not exceed ${REJECTION_REASON_MAX} characters`,
  mxpertNotFound: 'MortgageXpert not found',
  onboardingIncomplete: 'Mxpert must complete onboarding before approval',
  alreadyApproved: 'This MortgageXpert has already been approved',
  alreadyRejected: 'This MortgageXpert has already been rejected',
  accountDeactivated: 'This account is deactivated and cannot be approved',
  approvedListFailed: 'Failed to load approved MortgageXperts. Please try again.',
  approvedFetchFailed: 'Failed to fetch approved mxperts',
  noMxperts: 'No MortgageXperts found',
  noActivities: 'No recent activities',
  approvedCount: (n: number) => `${n} approved MortgageXperts found`,
  /** The count of the professionals list saying what it counts: '1 suspended MortgageXpert found', '12 MortgageXperts found'. */
  listCount: (status: 'approved' | 'suspended' | 'all', n: number) =>
    status === 'approved'
      ? `${n} approved MortgageXperts found`
      : `${n} ${status === 'suspended' ? 'suspended ' : ''}MortgageXpert${n === 1 ? '' : 's'} found`,
} as const;

/** Filter values that mean "no filter": the admin lists' selects send 'all', and an empty value is the same. */
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === 'all' || v === '' ? undefined : v), schema.optional());

const page = z.coerce
  .number({ error: 'Page must be a positive number' })
  .int('Page must be a positive number')
  .min(1, 'Page must be a positive number')
  .max(100_000, 'Page must be a positive number')
  .default(1);

const limit = (max: number, fallback: number) =>
  z.coerce
    .number({ error: `Limit must be between 1 and ${max}` })
    .int(`Limit must be between 1 and ${max}`)
    .min(1, `Limit must be between 1 and ${max}`)
    .max(max, `Limit must be between 1 and ${max}`)
    .default(fallback);

const search = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string({ error: 'Please enter the search as text' })
    .trim()
    .max(SEARCH_TEXT_MAX, `Search text must not exceed ${SEARCH_TEXT_MAX} characters`)
    .optional(),
);

/** The page and search parameters of every admin list, for lists defined elsewhere. */
export { page as adminPageParam, search as adminSearchParam };

export const PENDING_TABS = ['pending_completed', 'pending_incomplete'] as const;
export type PendingTab = (typeof PENDING_TABS)[number];

export const EXPERIENCE_BUCKETS = [
  { code: '0-5', label: '0-5 years', min: 0, max: 5 },
  { code: '6-10', label: '6-10 years', min: 6, max: 10 },
  { code: '11-20', label: '11-20 years', min: 11, max: 20 },
  { code: '21+', label: '21+ years', min: 21, max: null },
] as const;
export const CREDIT_XPERT_BUCKETS = [
  { code: '1', label: '1 year', min: 1, max: 1 },
  { code: '2', label: '2 years', min: 2, max: 2 },
  { code: '3', label: '3 years', min: 3, max: 3 },
  { code: '4+', label: '4+ years', min: 4, max: null },
] as const;
type BucketCodes<T extends readonly { code: string }[]> = [T[number]['code'], ...T[number]['code'][]];
const EXPERIENCE_CODES = EXPERIENCE_BUCKETS.map((b) => b.code) as BucketCodes<typeof EXPERIENCE_BUCKETS>;
const CREDIT_XPERT_CODES = CREDIT_XPERT_BUCKETS.map((b) => b.code) as BucketCodes<typeof CREDIT_XPERT_BUCKETS>;

export const APPROVED_LIST_STATUSES = ['approved', 'suspended'] as const;
export type ApprovedListStatus = (typeof APPROVED_LIST_STATUSES)[number];

/** Every status the professionals list shows: the two pending tabs, approved, suspended, and 'all' (approved and suspended). */
export const ADMIN_MXPERT_STATUSES = [...PENDING_TABS, ...APPROVED_LIST_STATUSES, 'all'] as const;
export type AdminMxpertStatus = (typeof ADMIN_MXPERT_STATUSES)[number];

/** The list's page, search and five filters; each filter is omitted when 'all'. */
const mxpertListFilters = {
  page,
  limit: limit(50, ADMIN_PAGE_SIZE),
  search,
  state: optionalFilter(z.enum(STATE_CODES, { error: 'Please select a valid state' })),
  mortgageType: optionalFilter(z.enum(MORTGAGE_TYPE_CODES, { error: 'Please select a valid mortgage type' })),
  loanType: optionalFilter(z.enum(LOAN_TYPE_CODES, { error: 'Please select a valid loan type' })),
  experience: optionalFilter(z.enum(EXPERIENCE_CODES, { error: 'Please select a valid experience range' })),
  creditXpert: optionalFilter(z.enum(CREDIT_XPERT_CODES, { error: 'Please select a valid number of years' })),
};

/**
 * GET /api/admin/mxperts: the one list of professionals, by status: the pending tabs (onboarding
 * complete or not; the dashboard's 'New MortgageXperts', the default), approved, suspended, or 'all'
 * (approved and suspended), with the search and the five filters.
 */
export const adminMxpertsQuery = z.object({
  ...mxpertListFilters,
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(ADMIN_MXPERT_STATUSES, { error: 'Status must be pending_completed, pending_incomplete, approved, suspended or all' })
      .default('pending_completed'),
  ),
});
export type AdminMxpertsQuery = z.input<typeof adminMxpertsQuery>;
export type AdminMxpertsFilters = z.output<typeof adminMxpertsQuery>;

/**
 * GET /api/admin/mortgagexperts, kept for compatibility, and the list's CSV: approved professionals
 * by default; 'all' shows approved and suspended.
 */
export const approvedMxpertsQuery = z.object({
  ...mxpertListFilters,
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum([...APPROVED_LIST_STATUSES, 'all'], { error: 'Status must be approved or suspended' }).default('approved'),
  ),
});
export type ApprovedMxpertsQuery = z.input<typeof approvedMxpertsQuery>;
export type ApprovedMxpertsFilters = z.output<typeof approvedMxpertsQuery>;

/** One license, one listing: the names of the other profiles with the same NMLS ID. */
export const nmlsAlsoUsedBy = z.array(z.string());

/** One row of the admin tables, with the counts of what the professional received. */
export const adminMxpertRow = z.object({
  id: z.string(),
  cxid: z.string(),
  fullName: z.string().nullable(),
  photo: z.string().nullable(),
  nmlsId: z.string(),
  companyName: z.string().nullable(),
  serviceAreas: z.array(z.string()),
  loanTypes: z.array(z.string()),
  specializations: z.array(z.string()),
  yearsExperience: z.number().int(),
  yearsUsingCreditXpert: z.number().int().nullable(),
  onboardCompleted: z.boolean(),
  currentStep: z.number().int(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  user: z.object({ name: z.string(), email: z.string(), isActive: z.boolean() }),
  receivedMessages: z.number().int(),
  copRequests: z.number().int(),
  /** Why an admin suspended them, while suspended. */
  suspensionReason: z.string().nullable(),
  nmlsAlsoUsedBy,
});
export type AdminMxpertRow = z.infer<typeof adminMxpertRow>;

export const adminMxpertListResponse = listPageResponse('mxperts', adminMxpertRow);
export type AdminMxpertListResponse = z.infer<typeof adminMxpertListResponse>;

export const adminMxpertResponse = z.object({ success: z.literal(true), data: mxpertProfileView.extend({ nmlsAlsoUsedBy }) });
export type AdminMxpertResponse = z.infer<typeof adminMxpertResponse>;

/** The four dashboard tiles. */
export const adminStats = z.object({
  totalMxperts: z.number().int(),
  activeMxperts: z.number().int(),
  totalMessages: z.number().int(),
  totalCOPRequests: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStats>;
export const adminStatsResponse = z.object({ success: z.literal(true), data: adminStats });
export type AdminStatsResponse = z.infer<typeof adminStatsResponse>;

/** POST /api/admin/mxperts/{id}/reject: the reason is stored and e-mailed trimmed. */
export const rejectMxpertBody = z.object({
  reason: z
    .string({ error: ADMIN_TEXT.reasonRequired })
    .trim()
    .min(1, ADMIN_TEXT.reasonRequired)
    .min(REJECTION_REASON_MIN, ADMIN_TEXT.reasonTooShort)
    .max(REJECTION_REASON_MAX, ADMIN_TEXT.reasonTooLong),
});
export type RejectMxpertBody = z.input<typeof rejectMxpertBody>;

export const decisionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.string(), approvalStatus: z.enum(APPROVAL_STATUSES) }),
});
export type DecisionResponse = z.infer<typeof decisionResponse>;

/** GET /api/admin/messages, /cop-requests and /activities: the newest items of the whole platform. */
export const adminRecentQuery = z.object({
  limit: limit(50, 10),
  recent: z.enum(['true', 'false'], { error: 'Recent must be true or false' }).optional(),
});

export const adminMessagesResponse = z.object({
  success: z.literal(true),
  data: z.object({ messages: z.array(messageItem) }),
});
export type AdminMessagesResponse = z.infer<typeof adminMessagesResponse>;

export const adminCopRequestsResponse = z.object({
  success: z.literal(true),
  data: z.object({ copRequests: z.array(copRequestItem) }),
});
export type AdminCopRequestsResponse = z.infer<typeof adminCopRequestsResponse>;

export const adminActivitiesResponse = z.object({
  success: z.literal(true),
  data: z.object({ activities: z.array(notificationItem) }),
});
export type AdminActivitiesResponse = z.infer<typeof adminActivitiesResponse>;
