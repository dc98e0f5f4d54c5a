import type { MessageResponse } from '@mx/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const resendVerification = (email: string) =>
  api<MessageResponse>('/api/auth/resend-verification', { method: 'POST', body: { email } });

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

/** A query, not an effect: it runs once per token even when React mounts the page twice. */
export const verifyEmailQuery = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => api<MessageResponse>(`/api/auth/verify-email?token=${encodeURIComponent(token)}`),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useVerifyEmail(token: string | null) {
  return useQuery({ ...verifyEmailQuery(token ?? ''), enabled: Boolean(token) });
}
