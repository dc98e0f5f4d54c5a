import type { BureauScores, CompletePlanBody } from '@mx/contract';
import { BUREAUS } from '@mx/contract/plan-texts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useCompletePlan } from '../../../../lib/api/consumer-plans.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { localDay } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../../lib/lazy-resolver.ts';
import { notify } from '../../../../lib/toast.ts';
import { ScoreInput } from '../../shared/score-input.tsx';

const resolver = lazyZodResolver<CompletePlanBody>(() => import('@mx/contract/plans').then((m) => m.completePlanBody));

/** An empty score field is a bureau not read (null); anything else is checked as a score. */
const scoreField = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) };

/**
 * The client completes the plan with the final scores they read (at least one bureau the plan started
 * from), and confirms or corrects the starting scores the gain is measured from (the first version's).
 */
export function CompleteForm({ planId, baseline }: { planId: string; baseline: BureauScores }) {
  const complete = useCompletePlan(planId);
  const t = useT();
  const form = useForm<CompletePlanBody>({
    resolver,
    defaultValues: {
      scores: { equifax: null, experian: null, transunion: null },
      startingScores: { ...baseline },
      readOn: localDay(),
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    complete.mutate(values, {
      onSuccess: () => notify.success(t('plans.client.completed')),
      onError: (err) => notify.error(t('plans.client.completeFailed'), errorMessage(err)),
    }),
  );
  // "At least one score" belongs to the scores as a whole.
  const scoresError = errors.scores?.message ?? errors.scores?.root?.message;
  const bureauFields = (group: 'scores' | 'startingScores', label: 'plans.client.startingScore' | 'plans.client.finalScore') => (
    <div className="grid gap-4 sm:grid-cols-3">
      {BUREAUS.map((b) => (
        <FormField
          key={b.code}
          label={t(label, { bureau: b.label })}
          hint={t('plans.client.scoreHint')}
          error={errors[group]?.[b.code]?.message}
        >
          <ScoreInput {...form.register(`${group}.${b.code}`, scoreField)} />
        </FormField>
      ))}
    </div>
  );
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="font-medium text-slate-900">{t('plans.client.startingTitle')}</legend>
        <p className="text-sm text-slate-700">{t('plans.client.startingIntro')}</p>
        {bureauFields('startingScores', 'plans.client.startingScore')}
      </fieldset>
      {bureauFields('scores', 'plans.client.finalScore')}
      <div className="max-w-xs">
        <FormField label={t('plans.client.readOn')} error={errors.readOn?.message}>
          <Input type="date" max={localDay()} {...form.register('readOn')} />
        </FormField>
      </div>
      {scoresError ? (
        <p className="text-sm text-red-700" role="alert">
          {scoresError}
        </p>
      ) : null}
      <Button type="submit" isLoading={complete.isPending}>
        {t('plans.client.complete')}
      </Button>
    </form>
  );
}
