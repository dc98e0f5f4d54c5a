import type { LeadConsent } from '@mx/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface LeadOf {
  type: 'messageId' | 'copRequestId';
  id: string;
}

export const getConsent = async (lead: LeadOf) =>
  (await api<{ success: true; data: LeadConsent }>(`/api/admin/consents?${lead.type}=${encodeURIComponent(lead.id)}`)).data;

/** The consent record of one lead, fetched while its dialog is open. */
export function useConsent(lead: LeadOf | null) {
  return useQuery({
    queryKey: ['admin', 'consent', lead?.type, lead?.id],
    queryFn: () => getConsent(lead as LeadOf),
    enabled: lead !== null,
    retry: false,
  });
}
