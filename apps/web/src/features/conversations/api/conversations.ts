import type { CopRequestThreadResponse, MessageThreadResponse, ReplyItem, ReplySide, UnreadCounts } from '@mx/contract';
import { THREAD_POLL_MS, UNREAD_POLL_MS } from '@mx/contract/conversation-texts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';

export type ThreadKind = 'message' | 'request';

/** Every conversation URL of the API, written out (docs/decisions/051). */
const THREAD_URL: Record<ReplySide, Record<ThreadKind, (id: string) => string>> = {
  mxpert: {
    message: (id) => `/api/dashboard/messages/${encodeURIComponent(id)}/replies`,
    request: (id) => `/api/dashboard/cop-requests/${encodeURIComponent(id)}/replies`,
  },
  consumer: {
    message: (id) => `/api/consumer/messages/${encodeURIComponent(id)}/replies`,
    request: (id) => `/api/consumer/requests/${encodeURIComponent(id)}/replies`,
  },
};
const UNREAD_URL: Record<ReplySide, string> = { mxpert: '/api/dashboard/unread', consumer: '/api/consumer/unread' };

export type Thread = (MessageThreadResponse | CopRequestThreadResponse)['data'];

const threadKey = (side: ReplySide, kind: ThreadKind, id: string) => ['thread', side, kind, id];

/** The open thread, asked again every 3 seconds so the other side's replies appear without a reload (decision 053). */
export function useThread(side: ReplySide, kind: ThreadKind, id: string) {
  return useQuery({
    queryKey: threadKey(side, kind, id),
    queryFn: async ({ signal }) =>
      (await api<MessageThreadResponse | CopRequestThreadResponse>(THREAD_URL[side][kind](id), { signal })).data,
    refetchInterval: THREAD_POLL_MS,
    staleTime: 0,
    // A thread that is not the caller's (or no longer exists) is not asked for again.
    retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status < 500),
  });
}

export function useSendReply(side: ReplySide, kind: ThreadKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) =>
      (await api<{ data: ReplyItem }>(THREAD_URL[side][kind](id), { method: 'POST', body: { body } })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: threadKey(side, kind, id) });
      // A client's reply may reopen the item: the lists and counts change.
      await queryClient.invalidateQueries({ queryKey: [side === 'mxpert' ? 'dashboard' : 'consumer'] });
    },
  });
}

/** Marks the other side's replies read (the thread is open in front of its reader). */
export function useMarkRead(side: ReplySide, kind: ThreadKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(`${THREAD_URL[side][kind](id)}/read`, { method: 'POST' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['unread', side] });
      void queryClient.invalidateQueries({ queryKey: threadKey(side, kind, id) });
    },
  });
}

const NONE: UnreadCounts = { messages: { count: 0, itemIds: [] }, requests: { count: 0, itemIds: [] }, total: 0 };

/** Unread replies of the signed-in side: the navigation, tabs, dashboards and cards show them. */
export function useUnread(side: ReplySide) {
  const query = useQuery({
    queryKey: ['unread', side],
    queryFn: async ({ signal }) => (await api<{ data: UnreadCounts }>(UNREAD_URL[side], { signal })).data,
    refetchInterval: UNREAD_POLL_MS,
    staleTime: 0,
  });
  return query.data ?? NONE;
}
