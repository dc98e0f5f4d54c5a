import type { PolicyNoticeResponse } from '@mx/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { takePreloaded } from '../../../lib/preloaded.ts';

const URL = '/api/public/policy-notice';

/** Whether the server shows the template-for-counsel notice (outside production only). */
export function useCounselNotice(): boolean {
  const { data } = useQuery({
    queryKey: ['policy-notice'],
    queryFn: async ({ signal }) => (await api<PolicyNoticeResponse>(URL, { signal })).data.showCounselNotice,
    initialData: () => takePreloaded<PolicyNoticeResponse>(URL)?.data.showCounselNotice,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data === true;
}
