import type { ConsumerMessagesResponse, ConsumerRequestsResponse, LeadStatus } from '@mx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getSentMessages = (status: LeadStatus, signal?: AbortSignal) =>
  api<ConsumerMessagesResponse>(`/api/consumer/messages/${status}`, { signal });

export const getSentRequests = (status: LeadStatus, signal?: AbortSignal) =>
  api<ConsumerRequestsResponse>(`/api/consumer/requests/${status}`, { signal });

export const sentMessagesQuery = (status: LeadStatus) =>
  queryOptions({
    queryKey: ['consumer', 'messages', status],
    queryFn: ({ signal }) => getSentMessages(status, signal),
    staleTime: 0,
  });

export const sentRequestsQuery = (status: LeadStatus) =>
  queryOptions({
    queryKey: ['consumer', 'requests', status],
    queryFn: ({ signal }) => getSentRequests(status, signal),
    staleTime: 0,
  });

/** The newest 30 messages of one status (no pager for consumers). */
export function useSentMessages(status: LeadStatus) {
  return useQuery({ ...sentMessagesQuery(status), select: (d) => d.messages });
}

export function useSentRequests(status: LeadStatus) {
  return useQuery({ ...sentRequestsQuery(status), select: (d) => d.requests });
}
