import { z } from 'zod';
import { copRequestItem, messageItem } from './lead-items.ts';
import { LEAD_STATUSES } from './vocab.ts';

/** The professional's dashboard and inboxes. */
export const INBOX_PAGE_SIZE = 30;
export const DASHBOARD_RECENT_COUNT = 5;

/** The professional's own figures on their dashboard. */
export const ownResponseTime = z.object({
  /**
   * Median time to the answer (first reply or 'Contacted by phone') over the window, in minutes
   * (whole), leads unanswered for more than a day counting with their age; null without any such lead.
   */
  medianMinutes: z.number().int().nullable(),
  /** How many leads of the window were answered: the public sees the figure from RESPONSE_TIME_MIN_LEADS. */
  leads: z.number().int(),
  /** Open leads without a reply, not contacted by phone, that arrived more than LEAD_WAITING_HOURS ago. */
  waitingOver24h: z.number().int(),
});
export type OwnResponseTime = z.infer<typeof ownResponseTime>;

/** 'New' means still open: what the professional has not closed yet (docs/decisions/023-inboxes.md). */
export const dashboardStats = z.object({
  newCOPRequests: z.number().int(),
  newMessages: z.number().int(),
  totalCOPRequests: z.number().int(),
  totalMessages: z.number().int(),
  /** Their own response time (docs/decisions/056). */
  responseTime: ownResponseTime,
});
export type DashboardStats = z.infer<typeof dashboardStats>;
export const dashboardStatsResponse = z.object({ success: z.literal(true), data: dashboardStats });
export type DashboardStatsResponse = z.infer<typeof dashboardStatsResponse>;

export const INBOX_FILTERS = ['all', 'open', 'closed'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export const inboxPageQuery = z.object({
  page: z.coerce
    .number({ error: 'Page must be a positive number' })
    .int('Page must be a positive number')
    .min(1, 'Page must be a positive number')
    .max(100_000, 'Page must be a positive number')
    .default(1),
  limit: z.coerce
    .number({ error: 'Limit must be between 1 and 100' })
    .int('Limit must be between 1 and 100')
    .min(1, 'Limit must be between 1 and 100')
    .max(100, 'Limit must be between 1 and 100')
    .default(INBOX_PAGE_SIZE),
});
export type InboxPageQuery = z.input<typeof inboxPageQuery>;

/** How many items each tab holds, whatever page is asked for. */
export const inboxCounts = z.object({ open: z.number().int(), closed: z.number().int() });
export type InboxCounts = z.infer<typeof inboxCounts>;

const pageFields = {
  success: z.literal(true),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  counts: inboxCounts,
};

export const messagePageResponse = z.object({ ...pageFields, messages: z.array(messageItem) });
export type MessagePageResponse = z.infer<typeof messagePageResponse>;
export const copRequestPageResponse = z.object({ ...pageFields, copRequests: z.array(copRequestItem) });
export type CopRequestPageResponse = z.infer<typeof copRequestPageResponse>;

export const recentMessagesResponse = z.object({ success: z.literal(true), messages: z.array(messageItem) });
export type RecentMessagesResponse = z.infer<typeof recentMessagesResponse>;
export const recentCopRequestsResponse = z.object({ success: z.literal(true), copRequests: z.array(copRequestItem) });
export type RecentCopRequestsResponse = z.infer<typeof recentCopRequestsResponse>;

export const LEAD_NOTES_MAX = 2000;

/** The Manage dialog: status and the professional's own notes (empty notes clear them). */
export const leadUpdateBody = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: 'Please choose Open or Closed' }).optional(),
    mxpertNotes: z
      .string({ error: 'Notes must be text' })
      .trim()
      .max(LEAD_NOTES_MAX, `Notes must not exceed ${LEAD_NOTES_MAX} characters`)
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.mxpertNotes !== undefined, {
    message: 'Please change the status or the notes',
    path: ['status'],
  });
export type LeadUpdateForm = z.input<typeof leadUpdateBody>;

export const messageUpdatedResponse = z.object({ success: z.literal(true), message: z.string(), data: messageItem });
export const copRequestUpdatedResponse = z.object({ success: z.literal(true), message: z.string(), data: copRequestItem });
export const deletedResponse = z.object({ success: z.literal(true), message: z.string() });

/** Server answers and the toasts of the professional's inboxes and dashboard. */
export const INBOX_TEXT = {
  messageNotFound: 'Message not found',
  requestNotFound: 'Request not found',
  messageUpdated: 'Message updated successfully',
  messageUpdateFailed: 'Failed to update message',
  messageDeleted: 'Message deleted successfully',
  messageDeleteFailed: 'Failed to delete message',
  requestUpdated: 'Request updated successfully',
  requestUpdateFailed: 'Failed to update request',
  requestDeleted: 'Request deleted successfully',
  requestDeleteFailed: 'Failed to delete request',
  recentMessagesFailed: 'Failed to load recent messages',
  recentRequestsFailed: 'Failed to load recent COP requests',
  dashboardFailed: 'Failed to load dashboard data. Please try again later',
  messagesFailed: 'Failed to load messages. Please try again later',
  requestsFailed: 'Failed to load requests. Please try again later',
  noActiveMessages: 'No active messages found.',
  noClosedMessages: 'No closed messages found.',
  noMessagesOnPage: 'No messages found on this page.',
  noActiveRequests: 'No active requests found',
  noClosedRequests: 'No closed requests found',
  noRequestsOnPage: 'No requests found on this page.',
  /** The action on a lead's card and conversation (docs/decisions/104), and what they show once it is done. */
  contactedByPhone: 'Contacted by phone',
  markContactedByPhone: 'Mark as contacted by phone',
  markedContactedByPhone: 'Marked as contacted by phone',
  markContactedByPhoneFailed: 'Could not mark it as contacted by phone',
  contactedByPhoneOn: (day: string) => `Contacted by phone on ${day}`,
} as const;
