import type { ConsumerPlan } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { currentScores, middleScore } from '@mx/contract/plan-payments';
import { BUREAUS } from '@mx/contract/plan-texts';
import { ArrowLeft, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useConsumerPlan } from '../../../../lib/api/consumer-plans.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { daysBetween, formatDate, formatDay, localDay } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { useNamespaces } from '../../../../lib/page-texts.ts';
import { PlanDocuments } from '../../shared/plan-documents.tsx';
import { PlanNotice } from '../../shared/plan-notice.tsx';
import { PlanStatusBadge } from '../../shared/plan-status-badge.tsx';
import { PlanVersions } from '../../shared/plan-versions.tsx';
import { pointsText } from '../../shared/points-text.ts';
import { ScoreChart } from '../../shared/score-chart.tsx';
import { CheckpointForm } from '../components/checkpoint-form.tsx';
import { CompleteForm } from '../components/complete-form.tsx';
import { PaymentIllustration } from '../components/payment-illustration.tsx';
import { PlanTasks } from '../components/plan-tasks.tsx';

/** The client's plan (its latest published version): tasks, scores, the payment illustration, versions. */
export default function ConsumerPlanPage() {
  const { id = '' } = useParams();
  const query = useConsumerPlan(id);
  const ready = useNamespaces(['plans']);
  const t = useT();

  if (!ready) return <Spinner />;
  if (query.isPending) return <Spinner label={t('plans.client.loading')} />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <section className="mx-auto max-w-4xl space-y-4">
        <BackLink />
        <h1 className="text-2xl font-bold text-slate-900">{t('plans.client.title')}</h1>
        <Alert tone="error">{missing ? t('plans.client.notFound') : t('plans.client.failed')}</Alert>
      </section>
    );
  }
  return <PlanView plan={query.data} />;
}

function BackLink() {
  const t = useT();
  return (
    <Link
      to={paths.consumer.plans}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline print:hidden"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> {t('plans.client.back')}
    </Link>
  );
}

function PlanView({ plan }: { plan: ConsumerPlan }) {
  const t = useT();
  const content = plan.plan;
  const isActive = plan.status === 'active';
  // A plan the professional closed is still the client's to complete, so that its result counts (decision 093).
  const canComplete = isActive || plan.status === 'closed';
  const done = content.actions.filter((a) => a.doneAt !== null);
  const pointsMin = done.reduce((sum, a) => sum + a.pointsMin, 0);
  const pointsMax = done.reduce((sum, a) => sum + a.pointsMax, 0);
  const daysLeft = content.targetRepullOn ? daysBetween(localDay(), content.targetRepullOn) : null;
  const firstPublished = [...plan.versions].sort((a, b) => a.version - b.version)[0]?.publishedAt.slice(0, 10) ?? localDay();
  const current = currentScores(content.startingScores, plan.checkpoints);
  const middle = middleScore(BUREAUS.map((b) => current[b.code]));

  return (
    <section className="mx-auto max-w-4xl space-y-8" aria-labelledby="plan-title">
      <BackLink />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 id="plan-title" className="text-2xl font-bold text-slate-900">
            {t('plans.client.title')}
          </h1>
          <p className="mt-1 text-slate-700 wrap-anywhere">
            {t('plans.client.from', { name: plan.mxpert.name })}
            {plan.mxpert.companyName ? `, ${plan.mxpert.companyName}` : ''}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <PlanStatusBadge status={plan.status} />
            <Badge tone="neutral">{t('plans.page.version', { n: plan.version })}</Badge>
          </div>
        </div>
        <Button variant="outline" onClick={() => window.print()} className="print:hidden">
          <Printer className="size-4" aria-hidden="true" /> {t('plans.client.print')}
        </Button>
      </header>

      <PlanNotice />

      {plan.status === 'completed' && plan.completedAt ? (
        <Alert tone="success" title={t('plans.client.completedOn', { date: formatDate(plan.completedAt) })}>
          {plan.finalScores ? (
            <p>
              {t('plans.client.finalScores')}:{' '}
              {BUREAUS.filter((b) => plan.finalScores?.[b.code] !== null)
                .map((b) => `${b.label} ${plan.finalScores?.[b.code]}`)
                .join(', ')}
            </p>
          ) : null}
        </Alert>
      ) : null}
      {plan.status === 'closed' && plan.closedAt ? (
        <Alert tone="warning" title={t('plans.client.closedOn', { date: formatDate(plan.closedAt) })}>
          <p>{t('plans.client.closedCanComplete')}</p>
          {plan.closeReason ? (
            <p className="whitespace-pre-line wrap-anywhere">{t('plans.client.closeReason', { reason: plan.closeReason })}</p>
          ) : null}
        </Alert>
      ) : null}

      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label={t('plans.client.repullOn')}
          value={content.targetRepullOn ? formatDay(content.targetRepullOn) : t('plans.page.none')}
          detail={!isActive ? undefined : daysLeft === null ? t('plans.client.noRepullDate') : daysLeftText(t, daysLeft)}
        />
        <Figure label={t('plans.client.targetScore')} value={content.targetScore ?? t('plans.page.none')} />
        <Figure
          label={t('plans.client.tasksDone')}
          value={t('plans.client.doneOfTotal', { done: done.length, total: content.actions.length })}
        />
        <Figure label={t('plans.client.pointsDone')} value={pointsText(t, 'points', { min: pointsMin, max: pointsMax })} />
      </dl>

      {content.summary.trim() ? (
        <Part title={t('plans.client.summaryTitle')} id="plan-summary">
          <p className="whitespace-pre-line wrap-anywhere text-slate-800">{content.summary}</p>
        </Part>
      ) : null}

      <Part title={t('plans.client.tasksTitle')} id="plan-tasks">
        {isActive ? <p className="mb-3 text-sm text-slate-700 print:hidden">{t('plans.client.tasksIntro')}</p> : null}
        <PlanTasks planId={plan.id} actions={content.actions} canTick={isActive} />
      </Part>

      <Part title={t('plans.page.scoresTitle')} id="plan-scores">
        <Card className="p-4 sm:p-6">
          <ScoreChart
            startingScores={content.startingScores}
            scoresReadOn={content.scoresReadOn}
            startFallback={firstPublished}
            checkpoints={plan.checkpoints}
            targetScore={content.targetScore}
            recordedByText={{
              mxpert: t('plans.client.recordedByMxpert'),
              consumer: t('plans.client.recordedByConsumer'),
            }}
          />
        </Card>
        {isActive ? (
          <Card className="mt-4 p-4 sm:p-6 print:hidden">
            <h3 className="text-lg font-semibold text-slate-900">{t('plans.client.checkpointTitle')}</h3>
            <p className="mb-4 mt-1 text-sm text-slate-700">{t('plans.client.checkpointIntro')}</p>
            <CheckpointForm planId={plan.id} />
          </Card>
        ) : null}
      </Part>

      <Part title={t('plans.docs.title')} id="plan-documents">
        <Card className="p-4 sm:p-6">
          <PlanDocuments side="consumer" planId={plan.id} canUpload={isActive} />
        </Card>
      </Part>

      <section aria-labelledby="payments-title" className="print:break-inside-avoid">
        <Card className="p-4 sm:p-6">
          <PaymentIllustration currentScore={middle} targetScore={content.targetScore} loanAmount={content.loanAmount} />
        </Card>
      </section>

      {canComplete ? (
        <Part title={t('plans.client.completeTitle')} id="plan-complete" className="print:hidden">
          <Card className="p-4 sm:p-6">
            <p className="mb-4 text-sm text-slate-700">{t('plans.client.completeIntro')}</p>
            <CompleteForm planId={plan.id} baseline={plan.baselineScores} />
          </Card>
        </Part>
      ) : null}

      <Part title={t('plans.page.versionsTitle')} id="plan-versions">
        <PlanVersions versions={plan.versions} />
      </Part>
    </section>
  );
}

/** How far the re-pull date is: days left, today, or days ago. */
function daysLeftText(t: ReturnType<typeof useT>, days: number): string {
  if (days > 0) return t('plans.client.daysLeft', { days });
  if (days === 0) return t('plans.client.repullToday');
  return t('plans.client.daysAgo', { days: -days });
}

function Figure({ label, value, detail }: { label: string; value: ReactNode; detail?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900">{value}</dd>
      {detail ? <dd className="text-sm text-slate-700">{detail}</dd> : null}
    </div>
  );
}

function Part({ title, id, className, children }: { title: string; id: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-3 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
