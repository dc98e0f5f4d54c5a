import type {
  MessageResponse,
  TwoFactorDisableBody,
  TwoFactorEnableBody,
  TwoFactorEnableResponse,
  TwoFactorSetupBody,
  TwoFactorSetupResponse,
  UserResponse,
} from '@mx/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';

/** Two-factor sign-in in the settings (docs/decisions/075): set up, enable, disable. */

export function useSetUpTwoFactor() {
  return useMutation({
    mutationFn: (body: TwoFactorSetupBody) =>
      api<TwoFactorSetupResponse>('/api/account/two-factor/setup', { method: 'POST', body }),
  });
}

/** The current user again after a change: the admin area opens or closes with it. */
function useRefreshMe() {
  const queryClient = useQueryClient();
  return async () => {
    const { user } = await api<UserResponse>('/api/auth/me');
    queryClient.setQueryData(ME_QUERY_KEY, user);
  };
}

export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (body: TwoFactorEnableBody) =>
      api<TwoFactorEnableResponse>('/api/account/two-factor/enable', { method: 'POST', body }),
  });
}

export function useDisableTwoFactor() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: (body: TwoFactorDisableBody) => api<MessageResponse>('/api/account/two-factor/disable', { method: 'POST', body }),
    onSuccess: refreshMe,
  });
}

export { useRefreshMe };
