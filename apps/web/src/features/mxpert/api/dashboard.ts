import type { DashboardStatsResponse, RecentCopRequestsResponse, RecentMessagesResponse } from '@mx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Keys under ['dashboard'], so a change in an inbox refreshes the dashboard too. */
export const dashboardStatsQuery = queryOptions({
  queryKey: ['dashboard', 'stats'],
  queryFn: async () => (await api<DashboardStatsResponse>('/api/dashboard/stats')).data,
  staleTime: 30_000,
});

export const recentMessagesQuery = queryOptions({
  queryKey: ['dashboard', 'messages', 'recent'],
  queryFn: async () => (await api<RecentMessagesResponse>('/api/dashboard/messages/recent')).messages,
  staleTime: 30_000,
});

export const recentCopRequestsQuery = queryOptions({
  queryKey: ['dashboard', 'cop-requests', 'recent'],
  queryFn: async () => (await api<RecentCopRequestsResponse>('/api/dashboard/cop-requests/recent')).copRequests,
  staleTime: 30_000,
});

export const useDashboardStats = () => useQuery(dashboardStatsQuery);
export const useRecentMessages = () => useQuery(recentMessagesQuery);
export const useRecentCopRequests = () => useQuery(recentCopRequestsQuery);
