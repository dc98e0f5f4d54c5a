import type { PlanDocument } from '@mx/contract';
import { PLAN_DOCUMENT_FIELD } from '@mx/contract/plan-texts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { uploadForm } from '../../../lib/upload.ts';

export type PlanSide = 'mxpert' | 'consumer';

/** Every plan-document URL of the API, written out (docs/decisions/051). */
const DOCUMENTS_URL: Record<PlanSide, (planId: string) => string> = {
  mxpert: (planId) => `/api/dashboard/plans/${encodeURIComponent(planId)}/documents`,
  consumer: (planId) => `/api/consumer/plans/${encodeURIComponent(planId)}/documents`,
};

/** The download route of one document (served as an attachment to the plan's two parties only). */
export const documentUrl = (side: PlanSide, planId: string, docId: string) =>
  `${DOCUMENTS_URL[side](planId)}/${encodeURIComponent(docId)}`;

const documentsKey = (side: PlanSide, planId: string) => [side === 'mxpert' ? 'dashboard' : 'consumer', 'plan-documents', planId];

export function usePlanDocuments(side: PlanSide, planId: string) {
  return useQuery({
    queryKey: documentsKey(side, planId),
    queryFn: async ({ signal }) => (await api<{ data: PlanDocument[] }>(DOCUMENTS_URL[side](planId), { signal })).data,
    staleTime: 0,
  });
}

export function useUploadDocument(side: PlanSide, planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress(fraction: number): void }) => {
      const form = new FormData();
      form.append(PLAN_DOCUMENT_FIELD, file, file.name);
      return (await uploadForm<{ data: PlanDocument }>(DOCUMENTS_URL[side](planId), form, { onProgress })).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey(side, planId) }),
  });
}

export function useDeleteDocument(side: PlanSide, planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (docId: string) => api(documentUrl(side, planId, docId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey(side, planId) }),
  });
}
