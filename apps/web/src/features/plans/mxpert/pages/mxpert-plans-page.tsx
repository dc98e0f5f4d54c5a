import { type MxpertPlanListItem, PLAN_STATUS_LABELS, PLAN_STATUSES, type PlanStatus } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { PLAN_PRO_TEXT } from '@mx/contract/plan-pro-texts';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Select } from '../../../../components/ui/input.tsx';
import { Pagination } from '../../../../components/ui/pagination.tsx';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { formatDate, formatDay } from '../../../../lib/format.ts';
import { ALL, type ListStateConfig } from '../../../../lib/list-state.ts';
import { useListState } from '../../../../lib/use-list-state.ts';
import { PlanNotice } from '../../shared/plan-notice.tsx';
import { PlanStatusBadge } from '../../shared/plan-status-badge.tsx';
import { useMxpertPlans } from '../api/mxpert-plans.ts';

/** The status filter and the page live in the URL: ?status=active&page=2. */
const LIST_STATE: ListStateConfig<string, 'status'> = { filters: { status: PLAN_STATUSES } };

/** /mxpert/plans: the professional's plans by status, with progress and the next task due. */
export default function MxpertPlansPage() {
  const { state, change } = useListState(LIST_STATE);
  const status = state.filters.status === ALL ? undefined : (state.filters.status as PlanStatus);
  const plans = useMxpertPlans(status, state.page);
  const items = plans.data?.plans;

  return (
    <section className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{PLAN_PRO_TEXT.listTitle}</h1>
        <p className="text-slate-700">{PLAN_PRO_TEXT.listIntro}</p>
      </header>
      <PlanNotice />
      <div className="max-w-xs">
        <FormField label={PLAN_PRO_TEXT.statusFilter}>
          <Select value={state.filters.status} onChange={(e) => change({ filters: { status: e.target.value } })}>
            <option value={ALL}>{PLAN_PRO_TEXT.allStatuses}</option>
            {PLAN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PLAN_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {plans.isPending ? (
        <Spinner label="Loading plans" />
      ) : plans.isError ? (
        <Alert tone="error">{PLAN_PRO_TEXT.listFailed}</Alert>
      ) : items && items.length > 0 ? (
        <div className="space-y-6">
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={PLAN_PRO_TEXT.listTitle}>
            {items.map((plan) => (
              <li key={plan.id} className="flex">
                <PlanCard plan={plan} />
              </li>
            ))}
          </ul>
          <Pagination
            page={state.page}
            totalPages={plans.data?.totalPages ?? 1}
            onPageChange={(p) => change({ page: p })}
            label="Plan pages"
          />
        </div>
      ) : (
        <Card className="p-8 text-center text-slate-700">
          {state.page > 1 ? PLAN_PRO_TEXT.noPlansOnPage : status ? PLAN_PRO_TEXT.noPlansWithStatus : PLAN_PRO_TEXT.noPlans}
        </Card>
      )}
    </section>
  );
}

function PlanCard({ plan }: { plan: MxpertPlanListItem }) {
  const percent = plan.actionsTotal ? (plan.actionsDone / plan.actionsTotal) * 100 : 0;
  const progress = PLAN_PRO_TEXT.progress(plan.actionsDone, plan.actionsTotal);
  return (
    <Card className="flex w-full flex-col gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-base font-semibold wrap-anywhere text-slate-900">
          <Link to={paths.mxpertPlan(plan.id)} className="text-brand-700 hover:underline">
            {plan.clientName}
          </Link>
        </h2>
        <PlanStatusBadge status={plan.status} />
      </div>
      <p className="text-sm text-slate-700">{PLAN_PRO_TEXT.versionLine(plan.version)}</p>
      <div className="space-y-1">
        <p className="text-sm text-slate-800">{progress}</p>
        <ProgressBar value={percent} label={`${plan.clientName}: ${progress}`} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{PLAN_PRO_TEXT.nextDue}</dt>
        <dd className="min-w-0 wrap-anywhere text-slate-900">
          {plan.nextDue ? `${plan.nextDue.accountLabel} · ${formatDay(plan.nextDue.dueOn)}` : PLAN_PRO_TEXT.noNextDue}
        </dd>
        <dt className="text-slate-600">{PLAN_PRO_TEXT.waitingDocuments}</dt>
        <dd className={plan.waitingDocuments > 0 ? 'font-semibold text-brand-800' : 'text-slate-900'}>
          {PLAN_PRO_TEXT.waitingDocumentsCount(plan.waitingDocuments)}
        </dd>
        <dt className="text-slate-600">{PLAN_PRO_TEXT.updated}</dt>
        <dd className="text-slate-900">{formatDate(plan.updatedAt)}</dd>
      </dl>
    </Card>
  );
}
