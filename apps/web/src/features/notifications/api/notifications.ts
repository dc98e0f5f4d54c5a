import type { NotificationsResponse } from '@mx/contract';
import { LIVE_COUNTS_POLL_MS } from '@mx/contract/live-events';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLiveEvent, useLiveStatus } from '../../../lib/live-events.ts';

export type NotificationSource = 'mxpert' | 'consumer' | 'admin';

const LIST_URL: Record<NotificationSource, string> = {
  mxpert: '/api/notifications/mxpert?limit=10',
  consumer: '/api/notifications/consumer?limit=10',
  admin: '/api/admin/notifications?limit=10&recent=true',
};

const MARK_URL: Record<NotificationSource, (id: string) => string> = {
  mxpert: (id) => `/api/notifications/${encodeURIComponent(id)}`,
  consumer: (id) => `/api/notifications/${encodeURIComponent(id)}`,
  admin: (id) => `/api/admin/notifications/${encodeURIComponent(id)}`,
};

export const notificationsQuery = (source: NotificationSource, isLive = false) =>
  queryOptions({
    queryKey: ['notifications', source],
    queryFn: async () => (await api<NotificationsResponse>(LIST_URL[source])).data,
    // The bell polls every 30 seconds when the event stream is down; while it is up
    // the stream pushes the bell and the poll is only a safety net (decision 090).
    refetchInterval: isLive ? LIVE_COUNTS_POLL_MS : 30_000,
    staleTime: 0,
  });

/** The bell's list; the event stream writes each change into it. */
export function useNotifications(source: NotificationSource) {
  const isLive = useLiveStatus();
  const queryClient = useQueryClient();
  useLiveEvent('notifications', (bell) => queryClient.setQueryData(['notifications', source], bell));
  useLiveEvent('resync', () => void queryClient.invalidateQueries({ queryKey: ['notifications', source] }));
  return useQuery(notificationsQuery(source, isLive));
}

export function useMarkNotificationRead(source: NotificationSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(MARK_URL[source](id), { method: 'PATCH' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}

/** 'Mark all read': every one of the signed-in user's notifications, whichever bell asks. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/notifications/read-all', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
