import type { LoginBody, UserResponse } from '@mx/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const login = (body: LoginBody) => api<UserResponse>('/api/auth/login', { method: 'POST', body });

export function useLogin() {
  return useMutation({ mutationFn: login });
}
