import type {
  CopRequestConversationResponse,
  MessageConversationResponse,
  ReplyItem,
  ReplySide,
  UnreadCounts,
} from '@mx/contract';
import { CONVERSATION_POLL_MS, UNREAD_POLL_MS } from '@mx/contract/conversation-texts';
import { LIVE_CONVERSATION_POLL_MS, LIVE_COUNTS_POLL_MS, type LiveConversationKind } from '@mx/contract/live-events';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../api-client.ts';
import { useLiveEvent, useLiveStatus } from '../live-events.ts';

/** A conversation's lead: a message or a COP request (the API's and the event stream's names). */
export type ConversationKind = LiveConversationKind;

/** Every conversation URL of the API, written out (docs/decisions/051). */
const CONVERSATION_URL: Record<ReplySide, Record<ConversationKind, (id: string) => string>> = {
  mxpert: {
    message: (id) => `/api/dashboard/messages/${encodeURIComponent(id)}/replies`,
    cop_request: (id) => `/api/dashboard/cop-requests/${encodeURIComponent(id)}/replies`,
  },
  consumer: {
    message: (id) => `/api/consumer/messages/${encodeURIComponent(id)}/replies`,
    cop_request: (id) => `/api/consumer/requests/${encodeURIComponent(id)}/replies`,
  },
};
const UNREAD_URL: Record<ReplySide, string> = { mxpert: '/api/dashboard/unread', consumer: '/api/consumer/unread' };

export type Conversation = (MessageConversationResponse | CopRequestConversationResponse)['data'];

const conversationKey = (side: ReplySide, kind: ConversationKind, id: string) => ['conversation', side, kind, id];
const unreadKey = (side: ReplySide) => ['unread', side];

/**
 * The open conversation. The other side's replies arrive through the event stream (decision 090); while it
 * is up the conversation is asked for again only every minute, and every 3 seconds when it is down (053).
 */
export function useConversation(side: ReplySide, kind: ConversationKind, id: string) {
  const isLive = useLiveStatus();
  return useQuery({
    queryKey: conversationKey(side, kind, id),
    queryFn: async ({ signal }) =>
      (await api<MessageConversationResponse | CopRequestConversationResponse>(CONVERSATION_URL[side][kind](id), { signal }))
        .data,
    refetchInterval: isLive ? LIVE_CONVERSATION_POLL_MS : CONVERSATION_POLL_MS,
    staleTime: 0,
    // A conversation that is not the caller's (or no longer exists) is not asked for again.
    retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status < 500),
  });
}

export function useSendReply(side: ReplySide, kind: ConversationKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) =>
      (await api<{ data: ReplyItem }>(CONVERSATION_URL[side][kind](id), { method: 'POST', body: { body } })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: conversationKey(side, kind, id) });
      // A client's reply may reopen the item: the lists and counts change.
      await queryClient.invalidateQueries({ queryKey: [side === 'mxpert' ? 'dashboard' : 'consumer'] });
    },
  });
}

/** Marks the other side's replies read, and the reader's bell items about the lead (the conversation is open in front of its reader). */
export function useMarkRead(side: ReplySide, kind: ConversationKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(`${CONVERSATION_URL[side][kind](id)}/read`, { method: 'POST' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: unreadKey(side) });
      void queryClient.invalidateQueries({ queryKey: conversationKey(side, kind, id) });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
      if (side === 'mxpert') void queryClient.invalidateQueries({ queryKey: ['dashboard', 'leads'] });
    },
  });
}

const NONE: UnreadCounts = { messages: { count: 0, itemIds: [] }, requests: { count: 0, itemIds: [] }, total: 0 };

/** Unread replies of the signed-in side: the navigation, tabs, dashboards and cards show them. */
export function useUnread(side: ReplySide) {
  const isLive = useLiveStatus();
  const query = useQuery({
    queryKey: unreadKey(side),
    queryFn: async ({ signal }) => (await api<{ data: UnreadCounts }>(UNREAD_URL[side], { signal })).data,
    refetchInterval: isLive ? LIVE_COUNTS_POLL_MS : UNREAD_POLL_MS,
    staleTime: 0,
  });
  return query.data ?? NONE;
}

/** Adds a reply to a conversation's replies once, in their order (oldest first). */
function withReply(replies: ReplyItem[], reply: ReplyItem): ReplyItem[] {
  if (replies.some((r) => r.id === reply.id)) return replies;
  return [...replies, reply].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/**
 * Writes what the event stream pushes into the caches the pages read: a reply into its open conversation,
 * the unread counts; "seen" and a resync ask again. Called once by the signed-in side's layout.
 */
export function useLiveConversations(side: ReplySide) {
  const queryClient = useQueryClient();
  useLiveEvent('reply', (event) => {
    if (event.side !== side) return;
    queryClient.setQueryData<Conversation>(conversationKey(side, event.kind, event.itemId), (conversation) =>
      conversation ? { ...conversation, replies: withReply(conversation.replies, event.reply) } : conversation,
    );
  });
  useLiveEvent('seen', (event) => {
    if (event.side === side) void queryClient.invalidateQueries({ queryKey: conversationKey(side, event.kind, event.itemId) });
  });
  useLiveEvent('unread', (event) => {
    if (event.side === side) queryClient.setQueryData(unreadKey(side), event.counts);
  });
  useLiveEvent('resync', () => {
    void queryClient.invalidateQueries({ queryKey: ['conversation', side] });
    void queryClient.invalidateQueries({ queryKey: unreadKey(side) });
  });
}
