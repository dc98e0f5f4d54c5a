import type { NotificationsResponse } from '@mx/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

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

export const notificationsQuery = (source: NotificationSource) =>
  queryOptions({
    queryKey: ['notifications', source],
    queryFn: async () => (await api<NotificationsResponse>(LIST_URL[source])).data,
    // The bell polls every 30 seconds (spec section 7).
    refetchInterval: 30_000,
    staleTime: 0,
  });

export function useNotifications(source: NotificationSource) {
  return useQuery(notificationsQuery(source));
}

export function useMarkNotificationRead(source: NotificationSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(MARK_URL[source](id), { method: 'PATCH' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
