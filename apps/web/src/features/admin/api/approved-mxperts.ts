import type { AdminMxpertListResponse } from '@mx/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { toQueryString } from './query-string.ts';

/** The page and the six filters; 'all' (or empty search) means no filter. */
export interface ApprovedMxpertsParams {
  page: number;
  search: string;
  status: string;
  state: string;
  mortgageType: string;
  loanType: string;
  experience: string;
  creditXpert: string;
}

/** The list's query string: the set filters, and the status always (its 'all' means both, not the default). */
export function approvedListQuery(params: Omit<ApprovedMxpertsParams, 'page'> & { page?: number; limit?: number }): string {
  const { status, ...rest } = params;
  const text = toQueryString(rest);
  return `${text}${text ? '&' : '?'}status=${encodeURIComponent(status)}`;
}

export const getApprovedMxperts = async (params: ApprovedMxpertsParams) =>
  (await api<AdminMxpertListResponse>(`/api/admin/mxperts${approvedListQuery({ ...params, limit: 10 })}`)).data;

export const approvedMxpertsQuery = (params: ApprovedMxpertsParams) =>
  queryOptions({
    queryKey: ['admin', 'mortgagexperts', params],
    queryFn: () => getApprovedMxperts(params),
    placeholderData: keepPreviousData,
  });

export function useApprovedMxperts(params: ApprovedMxpertsParams) {
  return useQuery(approvedMxpertsQuery(params));
}
