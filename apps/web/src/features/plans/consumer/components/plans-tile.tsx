import { paths } from '@mx/contract/paths';
import { CLIENT_PLAN_TEXT } from '@mx/contract/plan-page-texts';
import { ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card.tsx';
import { formatDay } from '../../../../lib/format.ts';
import { useConsumerPlans } from '../api/consumer-plans.ts';

/** The consumer dashboard's plans tile: active plans, tasks done, the next task due, a link to the plans. */
export function PlansTile() {
  const plans = useConsumerPlans();
  const active = plans.data?.filter((p) => p.status === 'active') ?? [];
  const done = active.reduce((sum, p) => sum + p.actionsDone, 0);
  const total = active.reduce((sum, p) => sum + p.actionsTotal, 0);
  const next = active
    .flatMap((p) => (p.nextDue ? [{ ...p.nextDue, id: p.id }] : []))
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn))[0];
  return (
    <section aria-labelledby="plans-tile-title" className="mt-8">
      <Card className="flex flex-wrap items-center gap-x-4 gap-y-2 p-5 sm:gap-x-8">
        <span
          className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
          aria-hidden="true"
        >
          <ListChecks className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="plans-tile-title" className="text-lg font-semibold text-slate-900">
            {CLIENT_PLAN_TEXT.tileLabel}
          </h2>
          {plans.isSuccess ? (
            plans.data.length === 0 ? (
              <p className="text-sm text-slate-700">{CLIENT_PLAN_TEXT.empty}</p>
            ) : (
              <p className="text-sm text-slate-700 wrap-anywhere">
                {CLIENT_PLAN_TEXT.tileActive}: <span className="font-semibold text-slate-900">{active.length}</span>
                {total ? ` · ${CLIENT_PLAN_TEXT.progress(done, total)}` : ''}
                {next ? ` · ${CLIENT_PLAN_TEXT.nextDue(next.accountLabel, formatDay(next.dueOn))}` : ''}
              </p>
            )
          ) : (
            <p className="text-sm text-slate-700">{plans.isError ? CLIENT_PLAN_TEXT.listFailed : '—'}</p>
          )}
        </div>
        <Link
          to={paths.consumer.plans}
          className="basis-full pl-15 text-sm font-medium text-brand-700 hover:underline sm:basis-auto sm:pl-0"
        >
          {CLIENT_PLAN_TEXT.tileLink}
        </Link>
      </Card>
    </section>
  );
}
