/* No zod here: the signed-in layouts (also around public pages) open the stream. */

import type { ReplySide } from './conversation-texts.ts';
import type { ReplyItem } from './conversations.ts';
import type { NotificationItem } from './notifications.ts';

/**
 * The event stream of a signed-in user (GET /api/events, text/event-stream, docs/decisions/090):
 * what the server pushes instead of the polls of decision 053. Each event's data is one JSON line.
 */
export const EVENTS_URL = '/api/events';

export const CONVERSATION_KINDS = ['message', 'cop_request'] as const;
export type LiveConversationKind = (typeof CONVERSATION_KINDS)[number];

export interface LiveEventData {
  /** A reply in one of the user's conversations (theirs or the other side's). */
  reply: { side: ReplySide; kind: LiveConversationKind; itemId: string; reply: ReplyItem };
  /** The other side has read the user's replies in a conversation ("Seen"). */
  seen: { side: ReplySide; kind: LiveConversationKind; itemId: string };
  /** The user's unread replies now, as GET /api/dashboard/unread or /api/consumer/unread answers. */
  unread: {
    side: ReplySide;
    counts: {
      messages: { count: number; itemIds: string[] };
      requests: { count: number; itemIds: string[] };
      total: number;
    };
  };
  /** The bell now: the newest notifications and how many are unread, as its GET answers. */
  notifications: { notifications: NotificationItem[]; unreadCount: number };
  /** Events may have been missed (the server lost its feed for a moment): ask for everything again. */
  resync: Record<string, never>;
  /** The session has ended (signed out, deleted, suspended): the stream closes and does not come back. */
  'signed-out': Record<string, never>;
}
export type LiveEventName = keyof LiveEventData;
export const LIVE_EVENT_NAMES = [
  'reply',
  'seen',
  'unread',
  'notifications',
  'resync',
  'signed-out',
] as const satisfies readonly LiveEventName[];

/** While the stream is up, polls only catch what a stream could miss: every minute, every five for counts. */
export const LIVE_CONVERSATION_POLL_MS = 60_000;
export const LIVE_COUNTS_POLL_MS = 300_000;

export const EVENTS_TEXT = {
  tooManyStreams: 'Too many open windows. Please close some and try again.',
} as const;
