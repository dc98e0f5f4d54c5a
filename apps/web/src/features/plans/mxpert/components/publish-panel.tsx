import { type MxpertPlan, PLAN_LIMITS, type PlanVersionSummary } from '@mx/contract';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Textarea } from '../../../../components/ui/input.tsx';
import { usePublishPlan } from '../../../../lib/api/mxpert-plans.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../../lib/lazy-resolver.ts';
import { notify } from '../../../../lib/toast.ts';
import { PlanVersions } from '../../shared/plan-versions.tsx';

interface PublishForm {
  note: string;
}
const resolver = lazyZodResolver<PublishForm>(() => import('@mx/contract/plans').then((m) => m.publishPlanBody));

/** What publishing the draft would change, and Publish with an optional note. */
export function PublishPanel({ plan }: { plan: MxpertPlan }) {
  const t = useT();
  const publish = usePublishPlan(plan.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<PublishForm>({ resolver, defaultValues: { note: '' } });
  // The draft equals the latest version: nothing to publish (the server refuses it too, for a change made elsewhere).
  const unchanged = plan.version > 0 && plan.unpublishedChanges.length === 0;
  const unchangedId = useId();
  const onSubmit = form.handleSubmit(({ note }) => {
    setRefusal(null);
    publish.mutate(note, {
      onSuccess: (res) => {
        notify.success(t('plans.pro.published', { version: res.data.version }));
        form.reset({ note: '' });
      },
      onError: (err) => {
        setRefusal(errorMessage(err));
        notify.error(t('plans.pro.publishFailed'), errorMessage(err));
      },
    });
  });
  return (
    <div className="space-y-4">
      {plan.version === 0 ? (
        <p className="text-sm text-slate-700">{t('plans.pro.changesFirst')}</p>
      ) : plan.unpublishedChanges.length === 0 ? (
        <p id={unchangedId} className="text-sm text-slate-700">
          {t('plans.pro.changesNone')}
        </p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800" aria-label={t('plans.pro.changesTitle')}>
          {plan.unpublishedChanges.map((change) => (
            <li key={change} className="wrap-anywhere">
              {change}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-3">
        <FormField
          label={t('plans.pro.publishNote')}
          hint={t('plans.pro.publishNoteHint')}
          error={form.formState.errors.note?.message}
        >
          <Textarea rows={3} maxLength={PLAN_LIMITS.noteMax + 100} {...form.register('note')} />
        </FormField>
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
        <div className="flex justify-end">
          <Button
            type="submit"
            isLoading={publish.isPending}
            disabled={unchanged}
            aria-describedby={unchanged ? unchangedId : undefined}
          >
            <Send className="size-4" aria-hidden="true" /> {t('plans.pro.publish', { version: plan.version + 1 })}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The published versions, newest first, with their notes and what changed; a line until the first. */
export function VersionList({ versions }: { versions: readonly PlanVersionSummary[] }) {
  const t = useT();
  if (versions.length === 0) return <p className="text-sm text-slate-700">{t('plans.pro.noVersions')}</p>;
  return <PlanVersions versions={versions} />;
}
