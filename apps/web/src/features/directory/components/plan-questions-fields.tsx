import { BELIEVED_SCORE_RANGES, COP_QUESTIONS_TEXT, PURCHASE_TIMELINES } from '@mx/contract/plan-texts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';

type Field = 'believedScoreRange' | 'targetScore' | 'timeline' | 'loanAmount' | 'zip';

/**
 * The COP request form's optional questions: what the client believes, aims for and
 * plans. Left empty, they are not sent; answered, they show on the lead and prefill the plan.
 */
export function PlanQuestionsFields({
  register,
  errors,
}: {
  register: Record<Field, UseFormRegisterReturn>;
  errors: Partial<Record<Field, string>>;
}) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{COP_QUESTIONS_TEXT.legend}</legend>
      <FormField label={COP_QUESTIONS_TEXT.believedScoreRange} error={errors.believedScoreRange}>
        <Select {...register.believedScoreRange}>
          <option value="">{COP_QUESTIONS_TEXT.notAnswered}</option>
          {BELIEVED_SCORE_RANGES.map((r) => (
            <option key={r.code} value={r.code}>
              {r.label}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={COP_QUESTIONS_TEXT.targetScore} error={errors.targetScore} hint={COP_QUESTIONS_TEXT.targetScoreHint}>
          <Input inputMode="numeric" {...register.targetScore} />
        </FormField>
        <FormField label={COP_QUESTIONS_TEXT.zip} error={errors.zip}>
          <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} {...register.zip} />
        </FormField>
      </div>
      <FormField label={COP_QUESTIONS_TEXT.timeline} error={errors.timeline}>
        <Select {...register.timeline}>
          <option value="">{COP_QUESTIONS_TEXT.notAnswered}</option>
          {PURCHASE_TIMELINES.map((r) => (
            <option key={r.code} value={r.code}>
              {r.label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={COP_QUESTIONS_TEXT.loanAmount} error={errors.loanAmount}>
        <Input inputMode="numeric" {...register.loanAmount} />
      </FormField>
    </fieldset>
  );
}
