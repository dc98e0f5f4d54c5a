import type { AdminStatsResponse } from '@mx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getAdminStats = async () => (await api<AdminStatsResponse>('/api/admin/stats')).data;

export const adminStatsQuery = () => queryOptions({ queryKey: ['admin', 'stats'], queryFn: getAdminStats });

export function useAdminStats() {
  return useQuery(adminStatsQuery());
}
