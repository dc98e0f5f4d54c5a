import type { ConsumerDashboard, ConsumerDashboardResponse } from '@mx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export async function getConsumerDashboard(signal?: AbortSignal): Promise<ConsumerDashboard> {
  return (await api<ConsumerDashboardResponse>('/api/consumer/dashboard', { signal })).data;
}

export const consumerDashboardQuery = () =>
  queryOptions({
    queryKey: ['consumer', 'dashboard'],
    queryFn: ({ signal }) => getConsumerDashboard(signal),
    // What the consumer just sent should show when they come back.
    staleTime: 0,
  });

export function useConsumerDashboard() {
  return useQuery(consumerDashboardQuery());
}
