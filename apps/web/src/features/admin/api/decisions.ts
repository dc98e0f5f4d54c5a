import type { DecisionResponse, RejectMxpertBody } from '@mx/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const approveMxpert = (id: string) =>
  api<DecisionResponse>(`/api/admin/mxperts/${encodeURIComponent(id)}/approve`, { method: 'POST' });

export const rejectMxpert = ({ id, ...body }: RejectMxpertBody & { id: string }) =>
  api<DecisionResponse>(`/api/admin/mxperts/${encodeURIComponent(id)}/reject`, { method: 'POST', body });

/** A decision changes the tiles, both lists, the activities and the bell: all of them reload. */
function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin'] }),
      queryClient.invalidateQueries({ queryKey: ['notifications'] }),
    ]);
}

export function useApproveMxpert() {
  const refresh = useRefreshAdmin();
  return useMutation({ mutationFn: approveMxpert, onSettled: refresh });
}

export function useRejectMxpert() {
  const refresh = useRefreshAdmin();
  return useMutation({ mutationFn: rejectMxpert, onSettled: refresh });
}
