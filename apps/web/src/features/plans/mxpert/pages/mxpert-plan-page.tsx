import { BUREAUS, type MxpertPlan, type PlanAction } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { ArrowLeft, CheckCircle2, Circle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useMxpertPlan } from '../../../../lib/api/mxpert-plans.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { copAnswerLinesIn } from '../../../../lib/cop-answers.ts';
import { formatDate, formatDay, formatDollars } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { useNamespaces } from '../../../../lib/page-texts.ts';
import { PlanDocuments } from '../../shared/plan-documents.tsx';
import { PlanNotice } from '../../shared/plan-notice.tsx';
import { PlanStatusBadge } from '../../shared/plan-status-badge.tsx';
import { CheckpointsPanel } from '../components/checkpoints-panel.tsx';
import { ClosePlan } from '../components/close-plan.tsx';
import { ActionFacts, PlanActions } from '../components/plan-actions.tsx';
import { PlanFieldsForm } from '../components/plan-fields-form.tsx';
import { PublishPanel, VersionList } from '../components/publish-panel.tsx';
import { versionLine } from '../components/version-line.ts';

/** /mxpert/plans/{id}: the plan's editor, what the client sees and does, the versions and the checkpoints. */
export default function MxpertPlanPage() {
  const t = useT();
  const { id = '' } = useParams();
  const plan = useMxpertPlan(id);
  const ready = useNamespaces(['plans']);
  if (!ready) return <Spinner />;
  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <Link to={paths.mxpert.plans} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> {t('plans.pro.backToPlans')}
      </Link>
      {plan.isPending ? (
        <Spinner label={t('plans.pro.loading')} />
      ) : plan.isError ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{t('plans.pro.planTitle')}</h1>
          <Alert tone="error">
            {plan.error instanceof ApiError && plan.error.status === 404 ? t('plans.pro.notFound') : t('plans.pro.planFailed')}
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
  const t = useT();
  const clientName = `${plan.lead.firstName} ${plan.lead.lastName}`.trim();
  const editable = plan.status === 'draft' || plan.status === 'active';
  const conversationTo =
    plan.lead.kind === 'message'
      ? paths.conversation.mxpertMessage(plan.lead.id)
      : paths.conversation.mxpertCopRequest(plan.lead.id);
  const answers = plan.lead.kind === 'cop_request' ? copAnswerLinesIn(t, plan.lead) : [];
  return (
    <>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="min-w-0 text-2xl font-bold wrap-anywhere text-slate-900">
            {t('plans.pro.title', { name: clientName })}
          </h1>
          <PlanStatusBadge status={plan.status} />
        </div>
        <p className="text-sm text-slate-700">
          {versionLine(t, plan.version)} ·{' '}
          {plan.lead.kind === 'message' ? t('plans.pro.fromMessage') : t('plans.pro.fromCopRequest')} ·{' '}
          <Link to={conversationTo} className="font-medium text-brand-700 hover:underline">
            {t('plans.pro.openConversation')}
          </Link>
        </p>
      </header>
      <PlanNotice />
      {editable ? null : <Outcome plan={plan} />}

      <Section title={t('plans.pro.answersTitle')}>
        {answers.length ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('plans.pro.answersTitle')}>
            {answers.map((line) => (
              <li key={line} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {line}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">
            {plan.lead.kind === 'message' ? t('plans.pro.fromMessage') : t('plans.pro.noAnswers')}
          </p>
        )}
      </Section>

      <Section title={t('plans.pro.planTitle')} hint={editable ? t('plans.pro.draftHint') : undefined}>
        {editable ? <PlanFieldsForm planId={plan.id} draft={plan.draft} /> : <PlanFacts plan={plan} />}
      </Section>

      <Section title={t('plans.pro.actionsTitle')}>
        <PlanActions planId={plan.id} actions={plan.draft.actions} editable={editable} />
      </Section>

      {editable ? (
        <Section title={t('plans.pro.changesTitle')}>
          <PublishPanel plan={plan} />
        </Section>
      ) : null}

      <Section title={t('plans.pro.versionsTitle')}>
        <VersionList versions={plan.versions} />
      </Section>

      <Section title={t('plans.pro.progressTitle')}>
        <ClientProgress plan={plan} />
      </Section>

      <Section title={t('plans.pro.checkpointsTitle')}>
        <CheckpointsPanel planId={plan.id} checkpoints={plan.checkpoints} editable={editable} />
      </Section>

      <Section title={t('plans.docs.title')}>
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
  const t = useT();
  return (
    <Alert
      tone={plan.status === 'completed' ? 'success' : 'info'}
      title={t(plan.status === 'completed' ? 'plans.pro.readOnly' : 'plans.pro.readOnlyClosed')}
    >
      {plan.status === 'completed' && plan.completedAt ? (
        <>
          <p>{t('plans.pro.completedOn', { day: formatDate(plan.completedAt) })}</p>
          {plan.finalScores ? (
            <p>
              {t('plans.pro.finalScores')}:{' '}
              {BUREAUS.filter((b) => plan.finalScores?.[b.code] !== null)
                .map((b) => `${b.label} ${plan.finalScores?.[b.code]}`)
                .join(', ')}
            </p>
          ) : null}
        </>
      ) : null}
      {plan.status === 'closed' && plan.closedAt ? (
        <>
          <p>{t('plans.pro.closedOn', { day: formatDate(plan.closedAt) })}</p>
          {plan.closeReason ? (
            <p className="whitespace-pre-line wrap-anywhere">
              {t('plans.pro.closeReasonLabel')}: {plan.closeReason}
            </p>
          ) : null}
        </>
      ) : null}
    </Alert>
  );
}

/** The plan-wide fields as read-only facts (a completed or closed plan). */
function PlanFacts({ plan }: { plan: MxpertPlan }) {
  const t = useT();
  const d = plan.draft;
  const none = t('plans.page.none');
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {BUREAUS.map((b) => (
        <div key={b.code} className="contents">
          <dt className="text-slate-600">{b.label}</dt>
          <dd className="text-slate-900">{d.startingScores[b.code] ?? none}</dd>
        </div>
      ))}
      <dt className="text-slate-600">{t('plans.pro.scoresReadOn')}</dt>
      <dd className="text-slate-900">{d.scoresReadOn ? formatDay(d.scoresReadOn) : none}</dd>
      <dt className="text-slate-600">{t('plans.pro.targetScore')}</dt>
      <dd className="text-slate-900">{d.targetScore ?? none}</dd>
      <dt className="text-slate-600">{t('plans.pro.targetRepullOn')}</dt>
      <dd className="text-slate-900">{d.targetRepullOn ? formatDay(d.targetRepullOn) : none}</dd>
      <dt className="text-slate-600">{t('plans.pro.loanAmount')}</dt>
      <dd className="text-slate-900">{d.loanAmount !== null ? formatDollars(d.loanAmount) : none}</dd>
      <dt className="text-slate-600">{t('plans.pro.summary')}</dt>
      <dd className="whitespace-pre-line wrap-anywhere text-slate-900">{d.summary || none}</dd>
    </dl>
  );
}

/** The client's ticks on the plan's actions. */
function ClientProgress({ plan }: { plan: MxpertPlan }) {
  const t = useT();
  if (plan.version === 0) return <p className="text-sm text-slate-700">{t('plans.pro.progressNotPublished')}</p>;
  const actions = plan.draft.actions;
  const done = actions.filter((a) => a.doneAt).length;
  const progress = t('plans.pro.progress', { done, total: actions.length });
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
  const t = useT();
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
            ({action.doneAt ? t('plans.pro.doneOn', { day: formatDate(action.doneAt) }) : t('plans.pro.open')})
          </span>
        </p>
        <ActionFacts action={action} />
      </div>
    </li>
  );
}
