import type { ConsumerPlanListItem } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { LinkButton } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useConsumerPlans } from '../../../../lib/api/consumer-plans.ts';
import { formatDay } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { useNamespaces } from '../../../../lib/page-texts.ts';
import { PlanStatusBadge } from '../../shared/plan-status-badge.tsx';

/** The client's plans, newest first: status, professional, progress, next task, target and re-pull date. */
export default function ConsumerPlansPage() {
  const plans = useConsumerPlans();
  const ready = useNamespaces(['plans']);
  const t = useT();
  if (!ready) return <Spinner />;
  return (
    <section className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold text-slate-900">{t('plans.client.listTitle')}</h1>
      <p className="mt-1 text-slate-700">{t('plans.client.listIntro')}</p>
      {plans.isPending ? (
        <Spinner label={t('plans.client.loadingList')} />
      ) : plans.isError ? (
        <Alert tone="error" className="mt-6">
          {t('plans.client.listFailed')}
        </Alert>
      ) : plans.data.length === 0 ? (
        <Card className="mt-6 flex flex-col items-center px-6 py-12 text-center">
          <ClipboardList className="size-10 text-brand-700" aria-hidden="true" />
          <p className="mt-4 max-w-md text-slate-700">{t('plans.client.empty')}</p>
          <LinkButton to={paths.directory} className="mt-6">
            {t('plans.client.emptyAction')}
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
  const t = useT();
  const from = t('plans.client.from', { name: plan.mxpertName });
  const percent = plan.actionsTotal ? (plan.actionsDone / plan.actionsTotal) * 100 : 0;
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="min-w-0 font-semibold text-slate-900 wrap-anywhere">{from}</h2>
        <div className="flex gap-2">
          <PlanStatusBadge status={plan.status} />
          <Badge tone="neutral">{t('plans.page.version', { n: plan.version })}</Badge>
        </div>
      </div>
      <p className="mt-3 text-sm text-slate-700">
        {t('plans.client.progress', { done: plan.actionsDone, total: plan.actionsTotal })}
      </p>
      <ProgressBar value={percent} label={`${t('plans.client.progressLabel')}: ${from}`} className="mt-1.5" />
      <p className="mt-3 text-sm text-slate-800 wrap-anywhere">
        {plan.nextDue
          ? t('plans.client.nextDue', { label: plan.nextDue.accountLabel, date: formatDay(plan.nextDue.dueOn) })
          : t('plans.client.noneDue')}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-700">{t('plans.client.targetScore')}</dt>
          <dd className="font-semibold text-slate-900">{plan.targetScore ?? t('plans.page.none')}</dd>
        </div>
        <div>
          <dt className="text-slate-700">{t('plans.client.repullOn')}</dt>
          <dd className="font-semibold text-slate-900">
            {plan.targetRepullOn ? formatDay(plan.targetRepullOn) : t('plans.page.none')}
          </dd>
        </div>
      </dl>
      <div className="mt-auto pt-4">
        <Link
          to={paths.consumerPlan(plan.id)}
          aria-label={t('plans.client.openLabel', { name: plan.mxpertName })}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('plans.client.open')}
        </Link>
      </div>
    </Card>
  );
}
