import type { ConsumerPlanListItem } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { CLIENT_PLAN_TEXT, PLAN_PAGE_TEXT } from '@mx/contract/plan-page-texts';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { LinkButton } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { formatDay } from '../../../../lib/format.ts';
import { PlanStatusBadge } from '../../shared/plan-status-badge.tsx';
import { useConsumerPlans } from '../api/consumer-plans.ts';

/** The client's plans, newest first: status, professional, progress, next task, target and re-pull date. */
export default function ConsumerPlansPage() {
  const plans = useConsumerPlans();
  return (
    <section className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold text-slate-900">{CLIENT_PLAN_TEXT.listTitle}</h1>
      <p className="mt-1 text-slate-700">{CLIENT_PLAN_TEXT.listIntro}</p>
      {plans.isPending ? (
        <Spinner label="Loading your plans" />
      ) : plans.isError ? (
        <Alert tone="error" className="mt-6">
          {CLIENT_PLAN_TEXT.listFailed}
        </Alert>
      ) : plans.data.length === 0 ? (
        <Card className="mt-6 flex flex-col items-center px-6 py-12 text-center">
          <ClipboardList className="size-10 text-brand-700" aria-hidden="true" />
          <p className="mt-4 max-w-md text-slate-700">{CLIENT_PLAN_TEXT.empty}</p>
          <LinkButton to={paths.directory} className="mt-6">
            {CLIENT_PLAN_TEXT.emptyAction}
          </LinkButton>
        </Card>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {plans.data.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PlanCard({ plan }: { plan: ConsumerPlanListItem }) {
  const percent = plan.actionsTotal ? (plan.actionsDone / plan.actionsTotal) * 100 : 0;
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="min-w-0 font-semibold text-slate-900 wrap-anywhere">{CLIENT_PLAN_TEXT.from(plan.mxpertName)}</h2>
        <div className="flex gap-2">
          <PlanStatusBadge status={plan.status} />
          <Badge tone="neutral">{PLAN_PAGE_TEXT.version(plan.version)}</Badge>
        </div>
      </div>
      <p className="mt-3 text-sm text-slate-700">{CLIENT_PLAN_TEXT.progress(plan.actionsDone, plan.actionsTotal)}</p>
      <ProgressBar
        value={percent}
        label={`${CLIENT_PLAN_TEXT.progressLabel}: ${CLIENT_PLAN_TEXT.from(plan.mxpertName)}`}
        className="mt-1.5"
      />
      <p className="mt-3 text-sm text-slate-800 wrap-anywhere">
        {plan.nextDue
          ? CLIENT_PLAN_TEXT.nextDue(plan.nextDue.accountLabel, formatDay(plan.nextDue.dueOn))
          : CLIENT_PLAN_TEXT.noneDue}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-700">{CLIENT_PLAN_TEXT.targetScore}</dt>
          <dd className="font-semibold text-slate-900">{plan.targetScore ?? PLAN_PAGE_TEXT.none}</dd>
        </div>
        <div>
          <dt className="text-slate-700">{CLIENT_PLAN_TEXT.repullOn}</dt>
          <dd className="font-semibold text-slate-900">
            {plan.targetRepullOn ? formatDay(plan.targetRepullOn) : PLAN_PAGE_TEXT.none}
          </dd>
        </div>
      </dl>
      <div className="mt-auto pt-4">
        <Link
          to={paths.consumerPlan(plan.id)}
          aria-label={CLIENT_PLAN_TEXT.openLabel(plan.mxpertName)}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {CLIENT_PLAN_TEXT.open}
        </Link>
      </div>
    </Card>
  );
}
