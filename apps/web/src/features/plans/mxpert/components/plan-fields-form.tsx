import { BUREAUS, PLAN_LIMITS, type PlanContent, type PlanPatchBody } from '@mx/contract';
import { PLAN_PRO_TEXT } from '@mx/contract/plan-pro-texts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../../components/ui/input.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../../lib/lazy-resolver.ts';
import { notify } from '../../../../lib/toast.ts';
import { ScoreInput } from '../../shared/score-input.tsx';
import { usePatchPlan } from '../api/mxpert-plans.ts';
import { blankToNull, numberOrNull } from './field-values.ts';

const resolver = lazyZodResolver<PlanPatchBody>(() => import('@mx/contract/plans').then((m) => m.planPatchBody));

/** The draft's plan-wide fields: starting scores with the day read, target, re-pull date, loan amount, summary. */
export function PlanFieldsForm({ planId, draft }: { planId: string; draft: PlanContent }) {
  const patch = usePatchPlan(planId);
  const form = useForm<PlanPatchBody>({
    resolver,
    defaultValues: {
      startingScores: draft.startingScores,
      scoresReadOn: draft.scoresReadOn,
      targetScore: draft.targetScore,
      targetRepullOn: draft.targetRepullOn,
      summary: draft.summary,
      loanAmount: draft.loanAmount,
    },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((body) =>
    patch.mutate(body, {
      onSuccess: () => {
        notify.success(PLAN_PRO_TEXT.saved);
        form.reset(body);
      },
      onError: (err) => notify.error(PLAN_PRO_TEXT.saveFailed, errorMessage(err)),
    }),
  );
  const asNumber = { setValueAs: numberOrNull };
  const asDay = { setValueAs: blankToNull };
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4" aria-label={PLAN_PRO_TEXT.planTitle}>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">{PLAN_PRO_TEXT.startingScores}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {BUREAUS.map((b) => (
            <FormField
              key={b.code}
              label={b.label}
              hint={PLAN_PRO_TEXT.scoreHint}
              error={errors.startingScores?.[b.code]?.message}
            >
              <ScoreInput {...form.register(`startingScores.${b.code}`, asNumber)} />
            </FormField>
          ))}
        </div>
        <div className="sm:max-w-xs">
          <FormField label={PLAN_PRO_TEXT.scoresReadOn} error={errors.scoresReadOn?.message}>
            <Input type="date" {...form.register('scoresReadOn', asDay)} />
          </FormField>
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={PLAN_PRO_TEXT.targetScore} error={errors.targetScore?.message}>
          <ScoreInput {...form.register('targetScore', asNumber)} />
        </FormField>
        <FormField label={PLAN_PRO_TEXT.targetRepullOn} error={errors.targetRepullOn?.message}>
          <Input type="date" {...form.register('targetRepullOn', asDay)} />
        </FormField>
        <FormField label={PLAN_PRO_TEXT.loanAmount} hint={PLAN_PRO_TEXT.loanAmountHint} error={errors.loanAmount?.message}>
          <Input inputMode="numeric" {...form.register('loanAmount', asNumber)} />
        </FormField>
      </div>
      <FormField label={PLAN_PRO_TEXT.summary} error={errors.summary?.message}>
        <Textarea rows={4} maxLength={PLAN_LIMITS.summaryMax + 200} {...form.register('summary')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" isLoading={patch.isPending}>
          {PLAN_PRO_TEXT.save}
        </Button>
      </div>
    </form>
  );
}
