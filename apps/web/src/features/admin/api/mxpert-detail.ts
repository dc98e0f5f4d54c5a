import type { AdminMxpertResponse } from '@mx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getMxpertDetail = async (id: string) =>
  (await api<AdminMxpertResponse>(`/api/admin/mxperts/${encodeURIComponent(id)}`)).data;

export const mxpertDetailQuery = (id: string) =>
  queryOptions({ queryKey: ['admin', 'mxpert', id], queryFn: () => getMxpertDetail(id), staleTime: 0 });

export function useMxpertDetail(id: string | null) {
  return useQuery({ ...mxpertDetailQuery(id ?? ''), enabled: id !== null });
}
