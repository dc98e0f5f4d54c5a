import type {
  AdminAuditResponse,
  AdminSupportResponse,
  AdminSupportUpdateBody,
  AdminSupportUpdateResponse,
  AdminUsersResponse,
  DecisionResponse,
  ProfileChangesResponse,
  SupportStatus,
  SuspensionResponse,
} from '@mx/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { toQueryString } from './query-string.ts';

interface ActionResponse {
  success: true;
  message: string;
}

const post = <T>(url: string, body?: unknown) => api<T>(url, { method: 'POST', body });
const id = (value: string) => encodeURIComponent(value);

/** Every admin action changes lists, tiles and the audit trail: all of them reload. */
function useAdminMutation<V, T>(fn: (v: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      ]),
  });
}

export const useSuspendMxpert = () =>
  useAdminMutation((v: { id: string; reason: string }) =>
    post<SuspensionResponse>(`/api/admin/mxperts/${id(v.id)}/suspend`, { reason: v.reason }),
  );
export const useReinstateMxpert = () =>
  useAdminMutation((v: { id: string; note: string }) =>
    post<SuspensionResponse>(`/api/admin/mxperts/${id(v.id)}/reinstate`, { note: v.note }),
  );
export const useApproveWithConfirmation = () =>
  useAdminMutation((v: { id: string; confirmDuplicateNmls: boolean }) =>
    post<DecisionResponse>(`/api/admin/mxperts/${id(v.id)}/approve`, { confirmDuplicateNmls: v.confirmDuplicateNmls }),
  );

export function useProfileChanges(page: number) {
  return useQuery({
    queryKey: ['admin', 'profile-changes', page],
    queryFn: async () => (await api<ProfileChangesResponse>(`/api/admin/profile-changes${toQueryString({ page })}`)).data,
    placeholderData: keepPreviousData,
  });
}
export const useApproveChange = () =>
  useAdminMutation((v: { id: string; confirmDuplicateNmls: boolean }) =>
    post<ActionResponse>(`/api/admin/profile-changes/${id(v.id)}/approve`, { confirmDuplicateNmls: v.confirmDuplicateNmls }),
  );
export const useDeclineChange = () =>
  useAdminMutation((v: { id: string; reason: string }) =>
    post<ActionResponse>(`/api/admin/profile-changes/${id(v.id)}/decline`, { reason: v.reason }),
  );

export interface UsersParams {
  page: number;
  search: string;
  role: string;
  status: string;
}
export function useAdminUsers(params: UsersParams) {
  return useQuery({
    queryKey: ['admin', 'users', params],
    queryFn: async () => (await api<AdminUsersResponse>(`/api/admin/users${toQueryString({ ...params })}`)).data,
    placeholderData: keepPreviousData,
  });
}
export const useDeactivateUser = () =>
  useAdminMutation((v: { id: string; reason: string }) =>
    post<ActionResponse>(`/api/admin/users/${id(v.id)}/deactivate`, { reason: v.reason }),
  );
export const useReactivateUser = () =>
  useAdminMutation((v: { id: string }) => post<ActionResponse>(`/api/admin/users/${id(v.id)}/reactivate`));
export const useResendVerification = () =>
  useAdminMutation((v: { id: string }) => post<ActionResponse>(`/api/admin/users/${id(v.id)}/resend-verification`));

export interface AuditParams {
  page: number;
  action: string;
  adminId: string;
  from: string;
  to: string;
}
export function useAudit(params: AuditParams) {
  return useQuery({
    queryKey: ['admin', 'audit', params],
    queryFn: async () => (await api<AdminAuditResponse>(`/api/admin/audit${toQueryString({ ...params })}`)).data,
    placeholderData: keepPreviousData,
  });
}

export interface SupportParams {
  page: number;
  status: SupportStatus;
  search: string;
}
/** One tab of the support inbox (docs/decisions/066). */
export function useSupportRequests(params: SupportParams) {
  return useQuery({
    queryKey: ['admin', 'support', params],
    queryFn: async () => (await api<AdminSupportResponse>(`/api/admin/support${toQueryString({ ...params })}`)).data,
    placeholderData: keepPreviousData,
  });
}
export const useUpdateSupportRequest = () =>
  useAdminMutation((v: { id: string } & AdminSupportUpdateBody) => {
    const { id: requestId, ...body } = v;
    return api<AdminSupportUpdateResponse>(`/api/admin/support/${id(requestId)}`, { method: 'PATCH', body });
  });
