import type { ConsumerMessagesResponse, ConsumerRequestsResponse, InquiryStatus } from '@mx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getSentMessages = (status: InquiryStatus, signal?: AbortSignal) =>
  api<ConsumerMessagesResponse>(`/api/consumer/messages/${status}`, { signal });

export const getSentRequests = (status: InquiryStatus, signal?: AbortSignal) =>
  api<ConsumerRequestsResponse>(`/api/consumer/requests/${status}`, { signal });

export const sentMessagesQuery = (status: InquiryStatus) =>
  queryOptions({
    queryKey: ['consumer', 'messages', status],
    queryFn: ({ signal }) => getSentMessages(status, signal),
    staleTime: 0,
  });

export const sentRequestsQuery = (status: InquiryStatus) =>
  queryOptions({
    queryKey: ['consumer', 'requests', status],
    queryFn: ({ signal }) => getSentRequests(status, signal),
    staleTime: 0,
  });

/** The newest 30 messages of one status (no pager for consumers). */
export function useSentMessages(status: InquiryStatus) {
  return useQuery({ ...sentMessagesQuery(status), select: (d) => d.messages });
}

export function useSentRequests(status: InquiryStatus) {
  return useQuery({ ...sentRequestsQuery(status), select: (d) => d.requests });
}
