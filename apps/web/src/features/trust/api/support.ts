import type { MessageResponse, SupportBody } from '@mx/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const sendSupport = (body: SupportBody) => api<MessageResponse>('/api/support', { method: 'POST', body });

export function useSendSupport() {
  return useMutation({ mutationFn: sendSupport });
}
