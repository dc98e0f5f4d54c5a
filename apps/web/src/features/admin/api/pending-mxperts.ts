import type { AdminMxpertListResponse, PendingTab } from '@mx/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { toQueryString } from './query-string.ts';

export interface PendingMxpertsParams {
  status: PendingTab;
  page: number;
  search: string;
}

export const getPendingMxperts = async (params: PendingMxpertsParams) =>
  (await api<AdminMxpertListResponse>(`/api/admin/mxperts${toQueryString({ ...params, limit: 10 })}`)).data;

export const pendingMxpertsQuery = (params: PendingMxpertsParams) =>
  queryOptions({
    queryKey: ['admin', 'mxperts', params],
    queryFn: () => getPendingMxperts(params),
    placeholderData: keepPreviousData,
  });

export function usePendingMxperts(params: PendingMxpertsParams) {
  return useQuery(pendingMxpertsQuery(params));
}
