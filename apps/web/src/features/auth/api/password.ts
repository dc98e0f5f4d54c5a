import type { MessageResponse, ResetPasswordBody } from '@mx/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const forgotPassword = (email: string) =>
  api<MessageResponse>('/api/auth/forgot-password', { method: 'POST', body: { email } });

export const resetPassword = (body: ResetPasswordBody) =>
  api<MessageResponse>('/api/auth/reset-password', { method: 'POST', body });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
