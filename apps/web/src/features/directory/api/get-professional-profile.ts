import type { ConsumerConversationResponse, PublicProfile, PublicProfileResponse } from '@mx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { takePreloaded } from '../../../lib/preloaded.ts';

const profileUrl = (state: string, cxid: string) =>
  `/api/public/mxperts/${encodeURIComponent(state)}/${encodeURIComponent(cxid)}`;

export async function getProfessionalProfile(state: string, cxid: string, signal?: AbortSignal): Promise<PublicProfile> {
  return (await api<PublicProfileResponse>(profileUrl(state, cxid), { signal })).data;
}

export const professionalProfileQuery = (state: string, cxid: string) =>
  queryOptions({
    queryKey: ['professional-profile', state.toLowerCase(), cxid],
    queryFn: ({ signal }) => getProfessionalProfile(state, cxid, signal),
    // The first visit's answer came with the page.
    initialData: () => takePreloaded<PublicProfileResponse>(profileUrl(state, cxid))?.data,
  });

export function useProfessionalProfile(state: string, cxid: string) {
  return useQuery(professionalProfileQuery(state, cxid));
}

/** The signed-in client's newest conversation with this professional, if they wrote to them. */
export function useConversationWith(cxid: string, isClient: boolean) {
  return useQuery({
    queryKey: ['consumer-conversation-with', cxid],
    queryFn: ({ signal }) =>
      api<ConsumerConversationResponse>(`/api/consumer/conversations?mxpert=${encodeURIComponent(cxid)}`, { signal }),
    select: (res) => res.data,
    enabled: isClient,
  });
}
