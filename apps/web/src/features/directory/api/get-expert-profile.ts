import type { PublicProfile, PublicProfileResponse } from '@mx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export async function getExpertProfile(state: string, cxid: string, signal?: AbortSignal): Promise<PublicProfile> {
  const url = `/api/public/mxperts/${encodeURIComponent(state)}/${encodeURIComponent(cxid)}`;
  return (await api<PublicProfileResponse>(url, { signal })).data;
}

export const expertProfileQuery = (state: string, cxid: string) =>
  queryOptions({
    queryKey: ['expert-profile', state.toLowerCase(), cxid],
    queryFn: ({ signal }) => getExpertProfile(state, cxid, signal),
  });

export function useExpertProfile(state: string, cxid: string) {
  return useQuery(expertProfileQuery(state, cxid));
}
