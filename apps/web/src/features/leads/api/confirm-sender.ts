import type { MessageResponse } from '@mx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A query, not an effect: the single-use token is posted once even when React mounts the page twice. */
export const confirmSenderQuery = (token: string) =>
  queryOptions({
    queryKey: ['inquiries', 'confirm-sender', token],
    queryFn: () => api<MessageResponse>('/api/inquiries/confirm-sender', { method: 'POST', body: { token } }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useConfirmSender(token: string | null) {
  return useQuery({ ...confirmSenderQuery(token ?? ''), enabled: Boolean(token) });
}
