import type {
  ChangeEmailBody,
  ChangeNameBody,
  ChangePasswordBody,
  EmailPreferences,
  EmailPreferencesResponse,
  LanguageBody,
  ListingResponse,
  MessageResponse,
  UserResponse,
} from '@mx/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';

/** Account settings, export, deletion, the listing pause and e-mail preferences (docs/decisions/059, 060). */

/** Each role's data download. */
export const EXPORT_URLS = { consumer: '/api/consumer/account/export', mxpert: '/api/mxpert/account/export' } as const;
export type ExportUrl = (typeof EXPORT_URLS)[keyof typeof EXPORT_URLS];

export function useChangeName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeNameBody) => api<UserResponse>('/api/consumer/account', { method: 'PATCH', body }),
    onSuccess: ({ user }) => queryClient.setQueryData(ME_QUERY_KEY, user),
  });
}

/** The language of the user's e-mails and signed-in pages (docs/decisions/118). */
export function useChangeLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LanguageBody) => api<UserResponse>('/api/account/language', { method: 'PUT', body }),
    onSuccess: ({ user }) => queryClient.setQueryData(ME_QUERY_KEY, user),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api<MessageResponse>('/api/account/password', { method: 'POST', body }),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: ChangeEmailBody) => api<MessageResponse>('/api/account/email', { method: 'POST', body }),
  });
}

/** A query, not an effect: the single-use link is posted once even when React mounts the page twice. */
const confirmEmailChangeQuery = (token: string) =>
  queryOptions({
    queryKey: ['account', 'confirm-email-change', token],
    queryFn: () => api<MessageResponse>('/api/account/email/confirm', { method: 'POST', body: { token } }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useConfirmEmailChange(token: string | null) {
  return useQuery({ ...confirmEmailChangeQuery(token ?? ''), enabled: Boolean(token) });
}

/** Deletes the signed-in account (the URL by role); the session ends with it. */
export function useDeleteAccount(url: '/api/consumer/account' | '/api/mxpert/account') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api<MessageResponse>(url, { method: 'DELETE', body: { password } }),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(ME_QUERY_KEY, null);
    },
  });
}

export function useSetListingPaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paused: boolean) => api<ListingResponse>('/api/mxpert/listing', { method: 'PUT', body: { paused } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}

export function useEmailPreferences(token: string | null) {
  return useQuery({
    queryKey: ['email-preferences', token],
    queryFn: () => api<EmailPreferencesResponse>(`/api/email-preferences?token=${encodeURIComponent(token ?? '')}`),
    enabled: Boolean(token),
    retry: false,
  });
}

export function useSaveEmailPreferences(token: string) {
  return useMutation({
    mutationFn: (preferences: EmailPreferences) =>
      api<EmailPreferencesResponse>('/api/email-preferences', { method: 'PUT', body: { token, preferences } }),
  });
}
