import type {
  CheckpointBody,
  MxpertPlan,
  MxpertPlanListItem,
  PlanActionBody,
  PlanActionPatchBody,
  PlanPatchBody,
  PlanStatus,
  PlanVersionSummary,
} from '@mx/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../api-client.ts';

/** Every plan URL of the professional's API, written out. */
const PLANS_URL = '/api/dashboard/plans';
const planUrl = (id: string) => `${PLANS_URL}/${encodeURIComponent(id)}`;
const actionUrl = (id: string, actionId: string) => `${planUrl(id)}/actions/${encodeURIComponent(actionId)}`;

export interface MxpertPlanList {
  plans: MxpertPlanListItem[];
  page: number;
  totalCount: number;
  totalPages: number;
}

/** Keys under ['dashboard']: a new plan changes the inbox cards (Open plan) and the dashboard's tile. */
const listKey = (status: PlanStatus | undefined, page: number) => ['dashboard', 'plans', status ?? 'all', page];
const planKey = (id: string) => ['dashboard', 'plan', id];

export function useMxpertPlans(status: PlanStatus | undefined, page: number) {
  return useQuery({
    queryKey: listKey(status, page),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ page: String(page) });
      if (status) query.set('status', status);
      return (await api<{ data: MxpertPlanList }>(`${PLANS_URL}?${query}`, { signal })).data;
    },
    placeholderData: keepPreviousData,
    // Opening a plan clears its waiting documents: the list is asked for again each time it shows.
    staleTime: 0,
  });
}

export function useMxpertPlan(id: string) {
  return useQuery({
    queryKey: planKey(id),
    queryFn: async ({ signal }) => (await api<{ data: MxpertPlan }>(planUrl(id), { signal })).data,
    staleTime: 0,
    retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status < 500),
  });
}

/** POST /api/dashboard/plans: the new plan's id. */
export function useStartPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (leadId: string) =>
      (await api<{ data: { id: string } }>(PLANS_URL, { method: 'POST', body: { leadId } })).data.id,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    // A conversation's lead carries the plan too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['conversation', 'mxpert'] }),
  });
}

/** A change to one plan: the plan is read again, and the lists after it. */
function usePlanMutation<I, R>(id: string, fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: planKey(id) });
      await queryClient.invalidateQueries({ queryKey: ['dashboard', 'plans'] });
    },
  });
}

export const usePatchPlan = (id: string) =>
  usePlanMutation(id, (body: PlanPatchBody) => api(planUrl(id), { method: 'PATCH', body }));

export const useAddAction = (id: string) =>
  usePlanMutation(id, (body: PlanActionBody) => api(`${planUrl(id)}/actions`, { method: 'POST', body }));

export const usePatchAction = (id: string) =>
  usePlanMutation(id, (v: { actionId: string; body: PlanActionPatchBody }) =>
    api(actionUrl(id, v.actionId), { method: 'PATCH', body: v.body }),
  );

export const useDeleteAction = (id: string) =>
  usePlanMutation(id, (actionId: string) => api(actionUrl(id, actionId), { method: 'DELETE' }));

export const usePublishPlan = (id: string) =>
  usePlanMutation(id, (note: string) =>
    api<{ message: string; data: PlanVersionSummary }>(`${planUrl(id)}/publish`, { method: 'POST', body: { note } }),
  );

export const useClosePlan = (id: string) =>
  usePlanMutation(id, (reason: string) => api(`${planUrl(id)}/close`, { method: 'POST', body: { reason } }));

export const useRecordCheckpoint = (id: string) =>
  usePlanMutation(id, (body: CheckpointBody) => api(`${planUrl(id)}/checkpoints`, { method: 'POST', body }));
