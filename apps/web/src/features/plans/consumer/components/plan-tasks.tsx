import type { PlanAction } from '@mx/contract';
import { cn } from '../../../../components/ui/cn.ts';
import { useMarkAction } from '../../../../lib/api/consumer-plans.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { formatDate, formatDay, formatDollars } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { notify } from '../../../../lib/toast.ts';
import { pointsText } from '../../shared/points-text.ts';

/** The plan's actions in the professional's order, each a task the client ticks off (only while the plan is active). */
export function PlanTasks({ planId, actions, canTick }: { planId: string; actions: readonly PlanAction[]; canTick: boolean }) {
  const mark = useMarkAction(planId);
  const t = useT();
  if (actions.length === 0) return <p className="text-slate-700">{t('plans.client.noTasks')}</p>;
  return (
    <ol className="space-y-3">
      {actions.map((action) => {
        const busy = mark.isPending && mark.variables?.actionId === action.id;
        const done = action.doneAt !== null;
        const inputId = `task-${action.id}`;
        return (
          <li
            key={action.id}
            className={cn(
              'rounded-lg border bg-white p-4 print:break-inside-avoid',
              done ? 'border-green-200 bg-green-50/40' : 'border-slate-200',
            )}
          >
            <div className="flex items-start gap-3">
              <input
                id={inputId}
                type="checkbox"
                checked={done}
                disabled={!canTick || busy}
                aria-describedby={`${inputId}-details`}
                onChange={(e) =>
                  mark.mutate(
                    { actionId: action.id, done: e.target.checked },
                    { onError: (err) => notify.error(t('plans.client.tickFailed'), errorMessage(err)) },
                  )
                }
                className="mt-1 size-5 shrink-0 accent-brand-700 disabled:cursor-not-allowed print:hidden"
              />
              <span aria-hidden="true" className="hidden print:inline">
                {done ? '☑' : '☐'}
              </span>
              <div className="min-w-0 flex-1">
                <label htmlFor={inputId} className="block font-semibold text-slate-900 wrap-anywhere">
                  {action.accountLabel}
                  <span className="font-normal text-slate-700"> · {t(`plans.actionKind.${action.kind}`)}</span>
                </label>
                <div id={`${inputId}-details`} className="mt-1 space-y-1 text-sm text-slate-700">
                  <p className="flex flex-wrap gap-x-4 gap-y-1">
                    <span className="font-medium text-slate-800">{t('plans.client.due', { date: formatDay(action.dueOn) })}</span>
                    <span>{pointsText(t, 'estimated', { min: action.pointsMin, max: action.pointsMax })}</span>
                    {action.amount !== null ? (
                      <span>{t('plans.client.amount', { amount: formatDollars(action.amount) })}</span>
                    ) : null}
                    {action.statementDay !== null ? (
                      <span>{t('plans.client.statementDay', { day: action.statementDay })}</span>
                    ) : null}
                  </p>
                  {action.instructions.trim() ? (
                    <p className="whitespace-pre-line wrap-anywhere text-slate-800">{action.instructions}</p>
                  ) : null}
                  {done && action.doneAt ? (
                    <p className="font-medium text-green-800">{t('plans.client.doneOn', { date: formatDate(action.doneAt) })}</p>
                  ) : null}
                </div>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
