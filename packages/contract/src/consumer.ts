import { z } from 'zod';
import { copRequestItem, messageItem } from './inquiries.ts';

/** Consumer lists show 30 items, no pager. */
export const CONSUMER_LIST_SIZE = 30;
/** Recent items on the consumer dashboard. */
export const CONSUMER_RECENT_SIZE = 5;

/** GET /api/consumer/dashboard (totalMessages, totalRequests, recentMessages, recentRequests). */
export const consumerDashboardResponse = z.object({
  success: z.literal(true),
  data: z.object({
    stats: z.object({
      totalMessages: z.number().int(),
      activeMessages: z.number().int(),
      totalRequests: z.number().int(),
      activeRequests: z.number().int(),
    }),
    recentMessages: z.array(messageItem),
    recentRequests: z.array(copRequestItem),
  }),
});
export type ConsumerDashboardResponse = z.infer<typeof consumerDashboardResponse>;
export type ConsumerDashboard = ConsumerDashboardResponse['data'];

/** GET /api/consumer/messages/open|closed: the newest 30 and how many there are in all. */
export const consumerMessagesResponse = z.object({ messages: z.array(messageItem), totalCount: z.number().int() });
export type ConsumerMessagesResponse = z.infer<typeof consumerMessagesResponse>;

/** GET /api/consumer/requests/open|closed. */
export const consumerRequestsResponse = z.object({ requests: z.array(copRequestItem), totalCount: z.number().int() });
export type ConsumerRequestsResponse = z.infer<typeof consumerRequestsResponse>;

/** The consumer dashboard's empty lists (the Active/Closed tabs use INBOX_TEXT, the inboxes' texts). */
export const CONSUMER_TEXT = {
  noMessagesYet: 'You have not sent any messages yet.',
  noRequestsYet: 'You have not asked for a Credit Optimization Plan yet.',
} as const;
