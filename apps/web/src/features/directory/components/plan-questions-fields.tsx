import { BELIEVED_SCORE_RANGES, PURCHASE_TIMELINES } from '@mx/contract/plan-texts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Options, Select } from '../../../components/ui/input.tsx';
import { useT } from '../../../lib/i18n.tsx';

/** The optional questions of a COP request, as the request's body names them. */
export const PLAN_QUESTIONS = ['believedScoreRange', 'targetScore', 'timeline', 'loanAmount', 'zip'] as const;
type Field = (typeof PLAN_QUESTIONS)[number];

/**
 * The COP request form's optional questions: what the client believes, aims for and
 * plans. Left empty, they are not sent; answered, they show on the lead and prefill the plan.
 */
export function PlanQuestionsFields({
  registration,
  errorOf,
}: {
  registration(name: Field): UseFormRegisterReturn;
  errorOf(name: Field): string | undefined;
}) {
  const t = useT();
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{t('copRequest.questionsLegend')}</legend>
      <FormField label={t('copRequest.believedScoreRange')} error={errorOf('believedScoreRange')}>
        <Select {...registration('believedScoreRange')}>
          <option value="">{t('copRequest.notAnswered')}</option>
          <Options options={BELIEVED_SCORE_RANGES.map((r) => ({ code: r.code, label: t(`copRequest.score.${r.code}`) }))} />
        </Select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('copRequest.targetScore')} error={errorOf('targetScore')} hint={t('copRequest.targetScoreHint')}>
          <Input inputMode="numeric" {...registration('targetScore')} />
        </FormField>
        <FormField label={t('copRequest.zip')} error={errorOf('zip')}>
          <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} {...registration('zip')} />
        </FormField>
      </div>
      <FormField label={t('copRequest.timeline')} error={errorOf('timeline')}>
        <Select {...registration('timeline')}>
          <option value="">{t('copRequest.notAnswered')}</option>
          <Options options={PURCHASE_TIMELINES.map((r) => ({ code: r.code, label: t(`copRequest.timeline.${r.code}`) }))} />
        </Select>
      </FormField>
      <FormField label={t('copRequest.loanAmount')} error={errorOf('loanAmount')}>
        <Input inputMode="numeric" {...registration('loanAmount')} />
      </FormField>
    </fieldset>
  );
}
