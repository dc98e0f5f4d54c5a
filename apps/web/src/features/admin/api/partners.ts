import type { AdminPartnerSavedResponse, AdminPartnersResponse } from '@mx/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const useAdminPartners = () =>
  useQuery({
    queryKey: ['admin', 'partners'],
    queryFn: async () => (await api<AdminPartnersResponse>('/api/admin/partners')).data.partners,
  });

export interface PartnerFormValues {
  name?: string;
  website?: string;
  hidden?: boolean;
  logo?: File | null;
}

function toForm(values: PartnerFormValues): FormData {
  const form = new FormData();
  if (values.name !== undefined) form.append('name', values.name);
  if (values.website !== undefined) form.append('website', values.website);
  if (values.hidden !== undefined) form.append('hidden', String(values.hidden));
  if (values.logo) form.append('logo', values.logo);
  return form;
}

/** Adds a partner (id absent) or changes one; the admin list, the audit trail and the landing strip reload. */
export function useSavePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id?: string; values: PartnerFormValues }) =>
      api<AdminPartnerSavedResponse>(v.id ? `/api/admin/partners/${encodeURIComponent(v.id)}` : '/api/admin/partners', {
        method: v.id ? 'PATCH' : 'POST',
        body: toForm(v.values),
      }),
    // The landing page asks for the partners each time it opens (no cache to empty there).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
