import type { BureauScores, CompletePlanBody } from '@mx/contract';
import { CLIENT_PLAN_TEXT } from '@mx/contract/plan-page-texts';
import { BUREAUS } from '@mx/contract/plan-texts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { localDay } from '../../../../lib/format.ts';
import { lazyZodResolver } from '../../../../lib/lazy-resolver.ts';
import { notify } from '../../../../lib/toast.ts';
import { ScoreInput } from '../../shared/score-input.tsx';
import { useCompletePlan } from '../api/consumer-plans.ts';

const resolver = lazyZodResolver<CompletePlanBody>(() => import('@mx/contract/plans').then((m) => m.completePlanBody));

/** An empty score field is a bureau not read (null); anything else is checked as a score. */
const scoreField = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) };

/**
 * The client completes the plan with the final scores they read (at least one bureau the plan started
 * from), and confirms or corrects the starting scores the gain is measured from (the first version's).
 */
export function CompleteForm({ planId, baseline }: { planId: string; baseline: BureauScores }) {
  const complete = useCompletePlan(planId);
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
      onSuccess: () => notify.success(CLIENT_PLAN_TEXT.completed),
      onError: (err) => notify.error(CLIENT_PLAN_TEXT.completeFailed, errorMessage(err)),
    }),
  );
  // "At least one score" belongs to the scores as a whole.
  const scoresError = errors.scores?.message ?? errors.scores?.root?.message;
  const bureauFields = (group: 'scores' | 'startingScores', label: (bureau: string) => string) => (
    <div className="grid gap-4 sm:grid-cols-3">
      {BUREAUS.map((b) => (
        <FormField key={b.code} label={label(b.label)} hint={CLIENT_PLAN_TEXT.scoreHint} error={errors[group]?.[b.code]?.message}>
          <ScoreInput {...form.register(`${group}.${b.code}`, scoreField)} />
        </FormField>
      ))}
    </div>
  );
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="font-medium text-slate-900">{CLIENT_PLAN_TEXT.startingTitle}</legend>
        <p className="text-sm text-slate-700">{CLIENT_PLAN_TEXT.startingIntro}</p>
        {bureauFields('startingScores', CLIENT_PLAN_TEXT.startingScore)}
      </fieldset>
      {bureauFields('scores', CLIENT_PLAN_TEXT.finalScore)}
      <div className="max-w-xs">
        <FormField label={CLIENT_PLAN_TEXT.readOn} error={errors.readOn?.message}>
          <Input type="date" max={localDay()} {...form.register('readOn')} />
        </FormField>
      </div>
      {scoresError ? (
        <p className="text-sm text-red-700" role="alert">
          {scoresError}
        </p>
      ) : null}
      <Button type="submit" isLoading={complete.isPending}>
        {CLIENT_PLAN_TEXT.complete}
      </Button>
    </form>
  );
}
