import type { MessageResponse, RegisterConsumerBody, RegisterMxpertBody } from '@mx/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const registerMxpert = (body: RegisterMxpertBody) => api<MessageResponse>('/api/auth/register', { method: 'POST', body });

export const registerConsumer = (body: RegisterConsumerBody) =>
  api<MessageResponse>('/api/auth/register-consumer', { method: 'POST', body: { ...body, role: 'CONSUMER' } });

export function useRegisterMxpert() {
  return useMutation({ mutationFn: registerMxpert });
}

export function useRegisterConsumer() {
  return useMutation({ mutationFn: registerConsumer });
}
