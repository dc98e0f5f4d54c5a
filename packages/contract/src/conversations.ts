import { z } from 'zod';
import { CONVERSATION_TEXT, REPLY_MAX, REPLY_SIDES } from './conversation-texts.ts';
import { copRequestItem, messageItem } from './lead-items.ts';

/**
 * Conversations: every message and COP request is a conversation between the professional it
 * went to and its sender. The original item heads it; replies follow oldest first.
 */
export * from './conversation-texts.ts';

/** A reply as both sides see it. */
export const replyItem = z.object({
  id: z.string(),
  from: z.enum(REPLY_SIDES),
  body: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type ReplyItem = z.infer<typeof replyItem>;

/** POST …/replies: the text as typed; 1-5000 characters once trimmed (stored untrimmed); an empty one is told to write first. */
export const replyBody = z.object({
  body: z
    .string({ error: CONVERSATION_TEXT.replyText })
    .refine((v) => v.trim().length >= 1, CONVERSATION_TEXT.replyEmpty)
    .refine((v) => v.trim().length <= REPLY_MAX, CONVERSATION_TEXT.replyLength),
});
export type ReplyForm = z.input<typeof replyBody>;

export const replyCreatedResponse = z.object({ success: z.literal(true), data: replyItem });

/** The other side of a conversation, as each side names it. */
const counterpart = z.object({ name: z.string() });

/** GET …/replies: the item heading the conversation, who is on the other side, and the replies oldest first. */
export const messageConversationResponse = z.object({
  success: z.literal(true),
  data: z.object({ item: messageItem, counterpart, replies: z.array(replyItem) }),
});
export type MessageConversationResponse = z.infer<typeof messageConversationResponse>;
export const copRequestConversationResponse = z.object({
  success: z.literal(true),
  data: z.object({ item: copRequestItem, counterpart, replies: z.array(replyItem) }),
});
export type CopRequestConversationResponse = z.infer<typeof copRequestConversationResponse>;

/** POST …/replies/read: how many of the other side's replies this marked read. */
export const repliesReadResponse = z.object({ success: z.literal(true), data: z.object({ marked: z.number().int() }) });

/** Unread replies of one kind: how many, and on which items (cards are marked by these ids). */
const unreadKind = z.object({ count: z.number().int(), itemIds: z.array(z.string()) });
/** GET /api/dashboard/unread and GET /api/consumer/unread. */
export const unreadResponse = z.object({
  success: z.literal(true),
  data: z.object({ messages: unreadKind, requests: unreadKind, total: z.number().int() }),
});
export type UnreadCounts = z.infer<typeof unreadResponse>['data'];
