import type { PublicPartnersResponse } from '@mx/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { takePreloaded } from '../../../lib/preloaded.ts';

const URL = '/api/public/partners';

/** The partner lenders an admin shows on the landing page; the first visit's answer came with the page. */
export function usePublicPartners() {
  return useQuery({
    queryKey: ['public-partners'],
    queryFn: async ({ signal }) => (await api<PublicPartnersResponse>(URL, { signal })).data.partners,
    initialData: () => takePreloaded<PublicPartnersResponse>(URL)?.data.partners,
    staleTime: 5 * 60_000,
  });
}
