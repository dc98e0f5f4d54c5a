import { type MxpertPlanListItem, PLAN_STATUSES, type PlanStatus } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Select } from '../../../../components/ui/input.tsx';
import { Pagination } from '../../../../components/ui/pagination.tsx';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useMxpertPlans } from '../../../../lib/api/mxpert-plans.ts';
import { formatDate, formatDay } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { ALL, type ListStateConfig } from '../../../../lib/list-state.ts';
import { useNamespaces } from '../../../../lib/page-texts.ts';
import { useListState } from '../../../../lib/use-list-state.ts';
import { PlanNotice } from '../../shared/plan-notice.tsx';
import { PlanStatusBadge } from '../../shared/plan-status-badge.tsx';
import { versionLine } from '../components/version-line.ts';

/** The status filter and the page live in the URL: ?status=active&page=2. */
const LIST_STATE: ListStateConfig<string, 'status'> = { filters: { status: PLAN_STATUSES } };

/** /mxpert/plans: the professional's plans by status, with progress and the next task due. */
export default function MxpertPlansPage() {
  const t = useT();
  const { state, change } = useListState(LIST_STATE);
  const status = state.filters.status === ALL ? undefined : (state.filters.status as PlanStatus);
  const plans = useMxpertPlans(status, state.page);
  const items = plans.data?.plans;
  const ready = useNamespaces(['plans']);
  if (!ready) return <Spinner />;

  return (
    <section className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{t('plans.pro.listTitle')}</h1>
        <p className="text-slate-700">{t('plans.pro.listIntro')}</p>
      </header>
      <PlanNotice />
      <div className="max-w-xs">
        <FormField label={t('plans.pro.statusFilter')}>
          <Select value={state.filters.status} onChange={(e) => change({ filters: { status: e.target.value } })}>
            <option value={ALL}>{t('plans.pro.allStatuses')}</option>
            {PLAN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`plans.status.${s}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {plans.isPending ? (
        <Spinner label={t('plans.pro.loadingList')} />
      ) : plans.isError ? (
        <Alert tone="error">{t('plans.pro.listFailed')}</Alert>
      ) : items && items.length > 0 ? (
        <div className="space-y-6">
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={t('plans.pro.listTitle')}>
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
            label={t('plans.pro.pagination')}
          />
        </div>
      ) : (
        <Card className="p-8 text-center text-slate-700">
          {state.page > 1 ? t('plans.pro.noPlansOnPage') : status ? t('plans.pro.noPlansWithStatus') : t('plans.pro.noPlans')}
        </Card>
      )}
    </section>
  );
}

function PlanCard({ plan }: { plan: MxpertPlanListItem }) {
  const t = useT();
  const percent = plan.actionsTotal ? (plan.actionsDone / plan.actionsTotal) * 100 : 0;
  const progress = t('plans.pro.progress', { done: plan.actionsDone, total: plan.actionsTotal });
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
      <p className="text-sm text-slate-700">{versionLine(t, plan.version)}</p>
      <div className="space-y-1">
        <p className="text-sm text-slate-800">{progress}</p>
        <ProgressBar value={percent} label={`${plan.clientName}: ${progress}`} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('plans.pro.nextDue')}</dt>
        <dd className="min-w-0 wrap-anywhere text-slate-900">
          {plan.nextDue ? `${plan.nextDue.accountLabel} · ${formatDay(plan.nextDue.dueOn)}` : t('plans.pro.noNextDue')}
        </dd>
        <dt className="text-slate-600">{t('plans.pro.waitingDocuments')}</dt>
        <dd className={plan.waitingDocuments > 0 ? 'font-semibold text-brand-800' : 'text-slate-900'}>
          {plan.waitingDocuments === 0 ? t('plans.pro.waitingNone') : t('plans.pro.waitingCount', { n: plan.waitingDocuments })}
        </dd>
        <dt className="text-slate-600">{t('plans.pro.updated')}</dt>
        <dd className="text-slate-900">{formatDate(plan.updatedAt)}</dd>
      </dl>
    </Card>
  );
}
