import type {
  CheckpointBody,
  CompletePlanBody,
  ConsumerPlan,
  ConsumerPlanListItem,
  PlanAction,
  PlanCheckpoint,
} from '@mx/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../api-client.ts';

/** Every plan URL of the client's side, written out (docs/decisions/051). */
const PLANS_URL = '/api/consumer/plans';
const planUrl = (id: string) => `${PLANS_URL}/${encodeURIComponent(id)}`;

/** Under ['consumer'], so whatever refreshes the client's lists refreshes these too. */
const plansKey = ['consumer', 'plans'] as const;
const planKey = (id: string) => ['consumer', 'plans', id] as const;

export function useConsumerPlans() {
  return useQuery({
    queryKey: plansKey,
    queryFn: async ({ signal }) => (await api<{ data: ConsumerPlanListItem[] }>(PLANS_URL, { signal })).data,
    staleTime: 0,
  });
}

export function useConsumerPlan(id: string) {
  return useQuery({
    queryKey: planKey(id),
    queryFn: async ({ signal }) => (await api<{ data: ConsumerPlan }>(planUrl(id), { signal })).data,
    staleTime: 0,
    // A plan that is not the client's (or a draft) is not asked for again.
    retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status < 500),
  });
}

/** After a change: the plan is read again, and so is the list (its progress). */
function useRefresh(id: string) {
  const queryClient = useQueryClient();
  return async (plan?: ConsumerPlan) => {
    if (plan) queryClient.setQueryData(planKey(id), plan);
    await queryClient.invalidateQueries({ queryKey: plansKey });
  };
}

/** Sets one action of the cached plan. */
function withAction(plan: ConsumerPlan | undefined, actionId: string, change: (a: PlanAction) => PlanAction) {
  return plan
    ? { ...plan, plan: { ...plan.plan, actions: plan.plan.actions.map((a) => (a.id === actionId ? change(a) : a)) } }
    : plan;
}

/** Ticks an action off, or back on; the page shows the tick at once and puts it back if refused. */
export function useMarkAction(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: async ({ actionId, done }: { actionId: string; done: boolean }) =>
      (
        await api<{ data: PlanAction }>(`${planUrl(id)}/actions/${encodeURIComponent(actionId)}/${done ? 'done' : 'undone'}`, {
          method: 'POST',
        })
      ).data,
    onMutate: async ({ actionId, done }) => {
      await queryClient.cancelQueries({ queryKey: planKey(id) });
      const before = queryClient.getQueryData<ConsumerPlan>(planKey(id));
      queryClient.setQueryData<ConsumerPlan>(planKey(id), (plan) =>
        withAction(plan, actionId, (a) => ({ ...a, doneAt: done ? (a.doneAt ?? new Date().toISOString()) : null })),
      );
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(planKey(id), context.before);
    },
    onSuccess: (action) => {
      queryClient.setQueryData<ConsumerPlan>(planKey(id), (plan) => withAction(plan, action.id, () => action));
      return refresh();
    },
  });
}

export function useAddCheckpoint(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: async (body: CheckpointBody) =>
      (await api<{ data: PlanCheckpoint }>(`${planUrl(id)}/checkpoints`, { method: 'POST', body })).data,
    onSuccess: (checkpoint) => {
      queryClient.setQueryData<ConsumerPlan>(planKey(id), (plan) =>
        plan ? { ...plan, checkpoints: [...plan.checkpoints, checkpoint] } : plan,
      );
      return refresh();
    },
  });
}

export function useCompletePlan(id: string) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: async (body: CompletePlanBody) =>
      (await api<{ data: ConsumerPlan }>(`${planUrl(id)}/complete`, { method: 'POST', body })).data,
    onSuccess: (plan) => refresh(plan),
  });
}
