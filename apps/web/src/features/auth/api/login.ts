import type { LoginBody, LoginResponse, LoginTwoFactorBody, UserResponse } from '@mx/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const login = (body: LoginBody) => api<LoginResponse>('/api/auth/login', { method: 'POST', body });

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/** The second step of a sign-in with two-factor on (docs/decisions/075). */
export function useLoginTwoFactor() {
  return useMutation({
    mutationFn: (body: LoginTwoFactorBody) => api<UserResponse>('/api/auth/login/two-factor', { method: 'POST', body }),
  });
}
