import { BUREAUS, PLAN_LIMITS, type PlanContent, type PlanPatchBody } from '@mx/contract';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../../components/ui/input.tsx';
import { usePatchPlan } from '../../../../lib/api/mxpert-plans.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../../lib/lazy-resolver.ts';
import { notify } from '../../../../lib/toast.ts';
import { ScoreInput } from '../../shared/score-input.tsx';
import { blankToNull, numberOrNull } from './field-values.ts';

const resolver = lazyZodResolver<PlanPatchBody>(() => import('@mx/contract/plans').then((m) => m.planPatchBody));

/** The draft's plan-wide fields: starting scores with the day read, target, re-pull date, loan amount, summary. */
export function PlanFieldsForm({ planId, draft }: { planId: string; draft: PlanContent }) {
  const t = useT();
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
        notify.success(t('plans.pro.saved'));
        form.reset(body);
      },
      onError: (err) => notify.error(t('plans.pro.saveFailed'), errorMessage(err)),
    }),
  );
  const asNumber = { setValueAs: numberOrNull };
  const asDay = { setValueAs: blankToNull };
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4" aria-label={t('plans.pro.planTitle')}>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">{t('plans.pro.startingScores')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {BUREAUS.map((b) => (
            <FormField
              key={b.code}
              label={b.label}
              hint={t('plans.pro.scoreHint')}
              error={errors.startingScores?.[b.code]?.message}
            >
              <ScoreInput {...form.register(`startingScores.${b.code}`, asNumber)} />
            </FormField>
          ))}
        </div>
        <div className="sm:max-w-xs">
          <FormField label={t('plans.pro.scoresReadOn')} error={errors.scoresReadOn?.message}>
            <Input type="date" {...form.register('scoresReadOn', asDay)} />
          </FormField>
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t('plans.pro.targetScore')} error={errors.targetScore?.message}>
          <ScoreInput {...form.register('targetScore', asNumber)} />
        </FormField>
        <FormField label={t('plans.pro.targetRepullOn')} error={errors.targetRepullOn?.message}>
          <Input type="date" {...form.register('targetRepullOn', asDay)} />
        </FormField>
        <FormField label={t('plans.pro.loanAmount')} hint={t('plans.pro.loanAmountHint')} error={errors.loanAmount?.message}>
          <Input inputMode="numeric" {...form.register('loanAmount', asNumber)} />
        </FormField>
      </div>
      <FormField label={t('plans.pro.summary')} error={errors.summary?.message}>
        <Textarea rows={4} maxLength={PLAN_LIMITS.summaryMax + 200} {...form.register('summary')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" isLoading={patch.isPending}>
          {t('plans.pro.save')}
        </Button>
      </div>
    </form>
  );
}
