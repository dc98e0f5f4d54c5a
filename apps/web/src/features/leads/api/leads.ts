import { INBOX_PAGE_SIZE, type LeadFilter, type LeadPageResponse } from '@mx/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Under ['dashboard']: a Manage, a delete or a phone contact elsewhere refreshes the list too. */
export const leadsPageQuery = (filter: LeadFilter, q: string, page: number) =>
  queryOptions({
    queryKey: ['dashboard', 'leads', filter, q, page],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ filter, page: String(page), limit: String(INBOX_PAGE_SIZE) });
      if (q) params.set('q', q);
      return api<LeadPageResponse>(`/api/dashboard/leads?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useLeadsPage = (filter: LeadFilter, q: string, page: number) => useQuery(leadsPageQuery(filter, q, page));
