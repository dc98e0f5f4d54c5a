import {
  type CopRequestPageResponse,
  INBOX_PAGE_SIZE,
  type LeadStatus,
  type LeadUpdateForm,
  type MessagePageResponse,
} from '@mx/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/** Keys under ['dashboard']: a change here also refreshes the dashboard's tiles and recent lists. */
const pageUrl = (segment: string, status: LeadStatus, page: number) =>
  `/api/dashboard/${segment}/${status}?page=${page}&limit=${INBOX_PAGE_SIZE}`;

export const messagesPageQuery = (status: LeadStatus, page: number) =>
  queryOptions({
    queryKey: ['dashboard', 'messages', status, page],
    queryFn: () => api<MessagePageResponse>(pageUrl('messages', status, page)),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const copRequestsPageQuery = (status: LeadStatus, page: number) =>
  queryOptions({
    queryKey: ['dashboard', 'cop-requests', status, page],
    queryFn: () => api<CopRequestPageResponse>(pageUrl('cop-requests', status, page)),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useMessagesPage = (status: LeadStatus, page: number) => useQuery(messagesPageQuery(status, page));
export const useCopRequestsPage = (status: LeadStatus, page: number) => useQuery(copRequestsPageQuery(status, page));

export const updateMessage = (id: string, body: LeadUpdateForm) =>
  api(`/api/dashboard/messages/${encodeURIComponent(id)}`, { method: 'PATCH', body });
export const deleteMessage = (id: string) => api(`/api/dashboard/messages/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const updateCopRequest = (id: string, body: LeadUpdateForm) =>
  api(`/api/dashboard/cop-requests/${encodeURIComponent(id)}`, { method: 'PUT', body });
export const deleteCopRequest = (id: string) =>
  api(`/api/dashboard/cop-requests/${encodeURIComponent(id)}`, { method: 'DELETE' });

function useInboxMutation<I>(fn: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  // The lists and an open conversation (its status and notes) show the change.
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['conversation', 'mxpert'] }),
      ]),
  });
}

export const useUpdateMessage = () => useInboxMutation((v: { id: string; body: LeadUpdateForm }) => updateMessage(v.id, v.body));
export const useDeleteMessage = () => useInboxMutation(deleteMessage);
export const useUpdateCopRequest = () =>
  useInboxMutation((v: { id: string; body: LeadUpdateForm }) => updateCopRequest(v.id, v.body));
export const useDeleteCopRequest = () => useInboxMutation(deleteCopRequest);
