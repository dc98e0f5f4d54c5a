import type { ConsumerPlan } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { CLIENT_PLAN_TEXT, PLAN_DOCUMENTS_TEXT, PLAN_PAGE_TEXT } from '@mx/contract/plan-page-texts';
import { currentScores, middleScore } from '@mx/contract/plan-payments';
import { BUREAUS } from '@mx/contract/plan-texts';
import { PLAN_META } from '@mx/contract/seo';
import { ArrowLeft, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { daysBetween, formatDate, formatDay, localDay } from '../../../../lib/format.ts';
import { usePageMeta } from '../../../../lib/page-meta.ts';
import { PlanDocuments } from '../../shared/plan-documents.tsx';
import { PlanNotice } from '../../shared/plan-notice.tsx';
import { PlanStatusBadge } from '../../shared/plan-status-badge.tsx';
import { PlanVersions } from '../../shared/plan-versions.tsx';
import { ScoreChart } from '../../shared/score-chart.tsx';
import { useConsumerPlan } from '../api/consumer-plans.ts';
import { CheckpointForm } from '../components/checkpoint-form.tsx';
import { CompleteForm } from '../components/complete-form.tsx';
import { PaymentIllustration } from '../components/payment-illustration.tsx';
import { PlanTasks } from '../components/plan-tasks.tsx';

/** The client's plan (its latest published version): tasks, scores, the payment illustration, versions. */
export default function ConsumerPlanPage() {
  const { id = '' } = useParams();
  usePageMeta(PLAN_META.title);
  const query = useConsumerPlan(id);

  if (query.isPending) return <Spinner label="Loading your plan" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <section className="mx-auto max-w-4xl space-y-4">
        <BackLink />
        <h1 className="text-2xl font-bold text-slate-900">{CLIENT_PLAN_TEXT.title}</h1>
        <Alert tone="error">{missing ? CLIENT_PLAN_TEXT.notFound : CLIENT_PLAN_TEXT.failed}</Alert>
      </section>
    );
  }
  return <PlanView plan={query.data} />;
}

function BackLink() {
  return (
    <Link
      to={paths.consumer.plans}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline print:hidden"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> {CLIENT_PLAN_TEXT.back}
    </Link>
  );
}

function PlanView({ plan }: { plan: ConsumerPlan }) {
  const content = plan.plan;
  const isActive = plan.status === 'active';
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
            {CLIENT_PLAN_TEXT.title}
          </h1>
          <p className="mt-1 text-slate-700 wrap-anywhere">
            {CLIENT_PLAN_TEXT.from(plan.mxpert.name)}
            {plan.mxpert.companyName ? `, ${plan.mxpert.companyName}` : ''}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <PlanStatusBadge status={plan.status} />
            <Badge tone="neutral">{CLIENT_PLAN_TEXT.versionOf(plan.version)}</Badge>
          </div>
        </div>
        <Button variant="outline" onClick={() => window.print()} className="print:hidden">
          <Printer className="size-4" aria-hidden="true" /> {CLIENT_PLAN_TEXT.print}
        </Button>
      </header>

      <PlanNotice />

      {plan.status === 'completed' && plan.completedAt ? (
        <Alert tone="success" title={CLIENT_PLAN_TEXT.completedOn(formatDate(plan.completedAt))}>
          {plan.finalScores ? (
            <p>
              {CLIENT_PLAN_TEXT.finalScores}:{' '}
              {BUREAUS.filter((b) => plan.finalScores?.[b.code] !== null)
                .map((b) => `${b.label} ${plan.finalScores?.[b.code]}`)
                .join(', ')}
            </p>
          ) : null}
        </Alert>
      ) : null}
      {plan.status === 'closed' && plan.closedAt ? (
        <Alert tone="warning" title={CLIENT_PLAN_TEXT.closedOn(formatDate(plan.closedAt))}>
          {plan.closeReason ? (
            <p className="whitespace-pre-line wrap-anywhere">{CLIENT_PLAN_TEXT.closeReason(plan.closeReason)}</p>
          ) : null}
        </Alert>
      ) : null}

      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label={CLIENT_PLAN_TEXT.repullOn}
          value={content.targetRepullOn ? formatDay(content.targetRepullOn) : PLAN_PAGE_TEXT.none}
          detail={!isActive ? undefined : daysLeft === null ? CLIENT_PLAN_TEXT.noRepullDate : CLIENT_PLAN_TEXT.daysLeft(daysLeft)}
        />
        <Figure label={CLIENT_PLAN_TEXT.targetScore} value={content.targetScore ?? PLAN_PAGE_TEXT.none} />
        <Figure label={CLIENT_PLAN_TEXT.tasksDone} value={CLIENT_PLAN_TEXT.progress(done.length, content.actions.length)} />
        <Figure label={CLIENT_PLAN_TEXT.pointsDone} value={CLIENT_PLAN_TEXT.points(pointsMin, pointsMax)} />
      </dl>

      {content.summary.trim() ? (
        <Part title={CLIENT_PLAN_TEXT.summaryTitle} id="plan-summary">
          <p className="whitespace-pre-line wrap-anywhere text-slate-800">{content.summary}</p>
        </Part>
      ) : null}

      <Part title={CLIENT_PLAN_TEXT.tasksTitle} id="plan-tasks">
        {isActive ? <p className="mb-3 text-sm text-slate-700 print:hidden">{CLIENT_PLAN_TEXT.tasksIntro}</p> : null}
        <PlanTasks planId={plan.id} actions={content.actions} canTick={isActive} />
      </Part>

      <Part title={PLAN_PAGE_TEXT.scoresTitle} id="plan-scores">
        <Card className="p-4 sm:p-6">
          <ScoreChart
            startingScores={content.startingScores}
            scoresReadOn={content.scoresReadOn}
            startFallback={firstPublished}
            checkpoints={plan.checkpoints}
            targetScore={content.targetScore}
          />
        </Card>
        {isActive ? (
          <Card className="mt-4 p-4 sm:p-6 print:hidden">
            <h3 className="text-lg font-semibold text-slate-900">{CLIENT_PLAN_TEXT.checkpointTitle}</h3>
            <p className="mb-4 mt-1 text-sm text-slate-700">{CLIENT_PLAN_TEXT.checkpointIntro}</p>
            <CheckpointForm planId={plan.id} />
          </Card>
        ) : null}
      </Part>

      <Part title={PLAN_DOCUMENTS_TEXT.title} id="plan-documents">
        <Card className="p-4 sm:p-6">
          <PlanDocuments side="consumer" planId={plan.id} canUpload={isActive} />
        </Card>
      </Part>

      <section aria-labelledby="payments-title" className="print:break-inside-avoid">
        <Card className="p-4 sm:p-6">
          <PaymentIllustration currentScore={middle} targetScore={content.targetScore} loanAmount={content.loanAmount} />
        </Card>
      </section>

      {isActive ? (
        <Part title={CLIENT_PLAN_TEXT.completeTitle} id="plan-complete" className="print:hidden">
          <Card className="p-4 sm:p-6">
            <p className="mb-4 text-sm text-slate-700">{CLIENT_PLAN_TEXT.completeIntro}</p>
            <CompleteForm planId={plan.id} baseline={plan.baselineScores} />
          </Card>
        </Part>
      ) : null}

      <Part title={PLAN_PAGE_TEXT.versionsTitle} id="plan-versions">
        <PlanVersions versions={plan.versions} />
      </Part>
    </section>
  );
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
