import { BUREAUS, copAnswerLines, type MxpertPlan, type PlanAction } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { PLAN_DOCUMENTS_TEXT } from '@mx/contract/plan-page-texts';
import { PLAN_PRO_TEXT } from '@mx/contract/plan-pro-texts';
import { ArrowLeft, CheckCircle2, Circle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatDate, formatDay } from '../../../../lib/format.ts';
import { PlanDocuments } from '../../shared/plan-documents.tsx';
import { PlanNotice } from '../../shared/plan-notice.tsx';
import { PlanStatusBadge } from '../../shared/plan-status-badge.tsx';
import { useMxpertPlan } from '../api/mxpert-plans.ts';
import { CheckpointsPanel } from '../components/checkpoints-panel.tsx';
import { ClosePlan } from '../components/close-plan.tsx';
import { ActionFacts, PlanActions } from '../components/plan-actions.tsx';
import { PlanFieldsForm } from '../components/plan-fields-form.tsx';
import { PublishPanel, VersionList } from '../components/publish-panel.tsx';

/** /mxpert/plans/{id}: the plan's editor, what the client sees and does, the versions and the checkpoints. */
export default function MxpertPlanPage() {
  const { id = '' } = useParams();
  const plan = useMxpertPlan(id);
  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <Link to={paths.mxpert.plans} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> {PLAN_PRO_TEXT.backToPlans}
      </Link>
      {plan.isPending ? (
        <Spinner label="Loading the plan" />
      ) : plan.isError ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{PLAN_PRO_TEXT.planTitle}</h1>
          <Alert tone="error">
            {plan.error instanceof ApiError && plan.error.status === 404 ? PLAN_PRO_TEXT.notFound : PLAN_PRO_TEXT.planFailed}
          </Alert>
        </>
      ) : (
        <PlanEditor key={plan.data.id} plan={plan.data} />
      )}
    </section>
  );
}

function Section({ title, children, hint }: { title: string; children: ReactNode; hint?: string }) {
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <header>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {hint ? <p className="mt-1 text-sm text-slate-700">{hint}</p> : null}
      </header>
      {children}
    </Card>
  );
}

function PlanEditor({ plan }: { plan: MxpertPlan }) {
  const clientName = `${plan.lead.firstName} ${plan.lead.lastName}`.trim();
  const editable = plan.status === 'draft' || plan.status === 'active';
  const threadTo =
    plan.lead.kind === 'message' ? paths.thread.mxpertMessage(plan.lead.id) : paths.thread.mxpertCopRequest(plan.lead.id);
  const answers = plan.lead.kind === 'cop_request' ? copAnswerLines(plan.lead) : [];
  return (
    <>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="min-w-0 text-2xl font-bold wrap-anywhere text-slate-900">{PLAN_PRO_TEXT.title(clientName)}</h1>
          <PlanStatusBadge status={plan.status} />
        </div>
        <p className="text-sm text-slate-700">
          {PLAN_PRO_TEXT.versionLine(plan.version)} ·{' '}
          {plan.lead.kind === 'message' ? PLAN_PRO_TEXT.fromMessage : PLAN_PRO_TEXT.fromCopRequest} ·{' '}
          <Link to={threadTo} className="font-medium text-brand-700 hover:underline">
            {PLAN_PRO_TEXT.openConversation}
          </Link>
        </p>
      </header>
      <PlanNotice />
      {editable ? null : <Outcome plan={plan} />}

      <Section title={PLAN_PRO_TEXT.answersTitle}>
        {answers.length ? (
          <ul className="flex flex-wrap gap-2" aria-label={PLAN_PRO_TEXT.answersTitle}>
            {answers.map((line) => (
              <li key={line} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {line}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">
            {plan.lead.kind === 'message' ? PLAN_PRO_TEXT.fromMessage : PLAN_PRO_TEXT.noAnswers}
          </p>
        )}
      </Section>

      <Section title={PLAN_PRO_TEXT.planTitle} hint={editable ? PLAN_PRO_TEXT.draftHint : undefined}>
        {editable ? <PlanFieldsForm planId={plan.id} draft={plan.draft} /> : <PlanFacts plan={plan} />}
      </Section>

      <Section title={PLAN_PRO_TEXT.actionsTitle}>
        <PlanActions planId={plan.id} actions={plan.draft.actions} editable={editable} />
      </Section>

      {editable ? (
        <Section title={PLAN_PRO_TEXT.changesTitle}>
          <PublishPanel plan={plan} />
        </Section>
      ) : null}

      <Section title={PLAN_PRO_TEXT.versionsTitle}>
        <VersionList versions={plan.versions} />
      </Section>

      <Section title={PLAN_PRO_TEXT.progressTitle}>
        <ClientProgress plan={plan} />
      </Section>

      <Section title={PLAN_PRO_TEXT.checkpointsTitle}>
        <CheckpointsPanel planId={plan.id} checkpoints={plan.checkpoints} editable={editable} />
      </Section>

      <Section title={PLAN_DOCUMENTS_TEXT.title}>
        <PlanDocuments side="mxpert" planId={plan.id} canUpload={editable} />
      </Section>

      {editable ? (
        <div className="flex justify-end">
          <ClosePlan planId={plan.id} />
        </div>
      ) : null}
    </>
  );
}

/** A completed or closed plan's end: the client's final scores, or the reason for closing. */
function Outcome({ plan }: { plan: MxpertPlan }) {
  return (
    <Alert tone={plan.status === 'completed' ? 'success' : 'info'} title={PLAN_PRO_TEXT.readOnly}>
      {plan.status === 'completed' && plan.completedAt ? (
        <>
          <p>{PLAN_PRO_TEXT.completedOn(formatDate(plan.completedAt))}</p>
          {plan.finalScores ? (
            <p>
              {PLAN_PRO_TEXT.finalScores}:{' '}
              {BUREAUS.filter((b) => plan.finalScores?.[b.code] !== null)
                .map((b) => `${b.label} ${plan.finalScores?.[b.code]}`)
                .join(', ')}
            </p>
          ) : null}
        </>
      ) : null}
      {plan.status === 'closed' && plan.closedAt ? (
        <>
          <p>{PLAN_PRO_TEXT.closedOn(formatDate(plan.closedAt))}</p>
          {plan.closeReason ? (
            <p className="whitespace-pre-line wrap-anywhere">
              {PLAN_PRO_TEXT.closeReasonLabel}: {plan.closeReason}
            </p>
          ) : null}
        </>
      ) : null}
    </Alert>
  );
}

/** The plan-wide fields as read-only facts (a completed or closed plan). */
function PlanFacts({ plan }: { plan: MxpertPlan }) {
  const d = plan.draft;
  const none = '—';
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {BUREAUS.map((b) => (
        <div key={b.code} className="contents">
          <dt className="text-slate-600">{b.label}</dt>
          <dd className="text-slate-900">{d.startingScores[b.code] ?? none}</dd>
        </div>
      ))}
      <dt className="text-slate-600">{PLAN_PRO_TEXT.scoresReadOn}</dt>
      <dd className="text-slate-900">{d.scoresReadOn ? formatDay(d.scoresReadOn) : none}</dd>
      <dt className="text-slate-600">{PLAN_PRO_TEXT.targetScore}</dt>
      <dd className="text-slate-900">{d.targetScore ?? none}</dd>
      <dt className="text-slate-600">{PLAN_PRO_TEXT.targetRepullOn}</dt>
      <dd className="text-slate-900">{d.targetRepullOn ? formatDay(d.targetRepullOn) : none}</dd>
      <dt className="text-slate-600">{PLAN_PRO_TEXT.loanAmount}</dt>
      <dd className="text-slate-900">{d.loanAmount !== null ? PLAN_PRO_TEXT.amountOf(d.loanAmount) : none}</dd>
      <dt className="text-slate-600">{PLAN_PRO_TEXT.summary}</dt>
      <dd className="whitespace-pre-line wrap-anywhere text-slate-900">{d.summary || none}</dd>
    </dl>
  );
}

/** The client's ticks on the plan's actions. */
function ClientProgress({ plan }: { plan: MxpertPlan }) {
  if (plan.version === 0) return <p className="text-sm text-slate-700">{PLAN_PRO_TEXT.progressNotPublished}</p>;
  const actions = plan.draft.actions;
  const done = actions.filter((a) => a.doneAt).length;
  const progress = PLAN_PRO_TEXT.progress(done, actions.length);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-800">{progress}</p>
      <ProgressBar value={actions.length ? (done / actions.length) * 100 : 0} label={progress} />
      <ul className="space-y-2">
        {actions.map((a) => (
          <ProgressItem key={a.id} action={a} />
        ))}
      </ul>
    </div>
  );
}

function ProgressItem({ action }: { action: PlanAction }) {
  return (
    <li className="flex gap-2 text-sm">
      {action.doneAt ? (
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
      ) : (
        <Circle className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
      )}
      <div className="min-w-0">
        <p className="font-medium wrap-anywhere text-slate-900">
          {action.accountLabel}{' '}
          <span className="font-normal text-slate-700">
            ({action.doneAt ? PLAN_PRO_TEXT.doneOn(formatDate(action.doneAt)) : PLAN_PRO_TEXT.open})
          </span>
        </p>
        <ActionFacts action={action} />
      </div>
    </li>
  );
}
