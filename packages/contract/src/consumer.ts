import { z } from 'zod';
import { copRequestItem, messageItem } from './lead-items.ts';

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
/**
 * GET /api/consumer/conversations?mxpert={cxid}: the client's newest conversation with a professional
 * (a message or a COP request they sent), for the profile's 'You have a conversation with …'; null when none.
 */
export const consumerConversationQuery = z.object({
  mxpert: z.string({ error: 'Choose a MortgageXpert' }).min(1, 'Choose a MortgageXpert').max(64, 'MortgageXpert not found'),
});
export type ConsumerConversationQuery = z.infer<typeof consumerConversationQuery>;
export const consumerConversationResponse = z.object({
  data: z.object({ kind: z.enum(['message', 'request']), id: z.string() }).nullable(),
});
export type ConsumerConversationResponse = z.infer<typeof consumerConversationResponse>;

export const CONSUMER_TEXT = {
  noMessagesYet: 'You have not sent any messages yet.',
  noRequestsYet: 'You have not asked for a Credit Optimization Plan yet.',
} as const;

/** How many guest items waiting for the owner's confirmation one answer lists, and one choice names. */
export const UNCLAIMED_MAX = 100;

/**
 * A guest item sent with the consumer's verified address before their account existed, waiting
 * for them to say whether they sent it (docs/decisions/099). Enough to recognise it, nothing more.
 */
export const unclaimedItem = z.object({
  kind: z.enum(['message', 'cop_request']),
  id: z.string(),
  professionalName: z.string(),
  /** The name the sender typed. */
  senderName: z.string(),
  sentAt: z.string(),
  /** The start of the message's text, or the mortgage step of a COP request. */
  firstWords: z.string(),
});
export type UnclaimedItem = z.infer<typeof unclaimedItem>;

/** GET /api/consumer/unclaimed: newest first. */
export const unclaimedResponse = z.object({ items: z.array(unclaimedItem) });
export type UnclaimedResponse = z.infer<typeof unclaimedResponse>;

const CHOOSE_ITEMS = 'Please choose some items, or all of them';

const unclaimedRef = z.object(
  {
    kind: z.enum(['message', 'cop_request'], { error: 'Please name a message or a request' }),
    id: z.uuid({ error: 'Invalid id' }),
  },
  { error: CHOOSE_ITEMS },
);

/**
 * POST /api/consumer/unclaimed/confirm and …/decline: the items named, or every waiting one. All of
 * them are handled or none.
 */
export const unclaimedChoiceBody = z
  .object(
    {
      items: z
        .array(unclaimedRef, { error: CHOOSE_ITEMS })
        .min(1, { error: 'Please choose at least one item' })
        .max(UNCLAIMED_MAX, { error: `Please choose at most ${UNCLAIMED_MAX} items at once` })
        .optional(),
      all: z.literal(true, { error: 'all can only be true' }).optional(),
    },
    { error: CHOOSE_ITEMS },
  )
  .refine((b) => (b.items === undefined) !== (b.all === undefined), { error: CHOOSE_ITEMS });
export type UnclaimedChoiceBody = z.infer<typeof unclaimedChoiceBody>;

/** What confirming or declining answers: how many items it changed, and the sentence to show. */
export const unclaimedChoiceResponse = z.object({ count: z.number().int(), message: z.string() });
export type UnclaimedChoiceResponse = z.infer<typeof unclaimedChoiceResponse>;

const UNCLAIMED_NOTHING = 'Nothing is waiting for your confirmation.';

/** The panel of guest items waiting for the account owner (its question as the confirmation e-mail asks it). */
export const UNCLAIMED_TEXT = {
  title: 'Sent before you had an account: was this you?',
  intro:
    'These were sent with your email address before you had an account. Confirm the ones you sent and they join your account; anything you do not confirm stays out of it.',
  messageKind: 'Message',
  copKind: 'Credit Optimization Plan request',
  confirm: 'Yes, I sent it',
  decline: 'Not me',
  confirmAll: 'Yes, I sent all of them',
  nothingWaiting: UNCLAIMED_NOTHING,
  confirmed: (n: number) =>
    n === 0 ? UNCLAIMED_NOTHING : n === 1 ? 'Thanks, it is now in your account.' : `Thanks, ${n} items are now in your account.`,
  declined: (n: number) =>
    n === 0
      ? UNCLAIMED_NOTHING
      : n === 1
        ? 'Noted: it will not join your account.'
        : `Noted: these ${n} items will not join your account.`,
  notWaiting: 'Some of these items are not waiting for your confirmation. Please reload the page.',
  failed: 'This could not be saved. Please try again.',
} as const;
