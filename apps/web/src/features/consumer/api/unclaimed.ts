import type { UnclaimedChoiceBody, UnclaimedChoiceResponse, UnclaimedResponse } from '@mx/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Under ['consumer'], so a choice refreshes the consumer's lists, counts and this panel together. */
const unclaimedKey = ['consumer', 'unclaimed'] as const;

/** Guest items sent with the consumer's address before the account existed, waiting for them. */
export function useUnclaimed() {
  return useQuery({
    queryKey: unclaimedKey,
    queryFn: async ({ signal }) => (await api<UnclaimedResponse>('/api/consumer/unclaimed', { signal })).items,
    staleTime: 0,
  });
}

/** Confirms ('Yes, I sent it') or declines ('Not me') items; afterwards every consumer list and unread count is read again. */
export function useChooseUnclaimed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ choice, body }: { choice: 'confirm' | 'decline'; body: UnclaimedChoiceBody }) =>
      api<UnclaimedChoiceResponse>(`/api/consumer/unclaimed/${choice}`, { method: 'POST', body }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['consumer'] });
      await queryClient.invalidateQueries({ queryKey: ['unread', 'consumer'] });
    },
  });
}
