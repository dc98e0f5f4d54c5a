import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { StepActions } from './step-actions.tsx';

/**
 * A step's form: its legend and the server's sentence above the fields (all disabled while the profile
 * is under review), then Back and the step's save button. The fields register on `form`.
 */
export function StepForm<T extends FieldValues, Out>({
  form,
  onSubmit,
  step,
  legend,
  locked,
  onBack,
  submitLabel,
  roomy,
  children,
}: {
  form: UseFormReturn<T, unknown, Out>;
  onSubmit(values: Out): void;
  /** The step's sending (useStepSubmit): the server's sentence, and whether it is under way. */
  step: { formError: string | null; isPending: boolean };
  legend: string;
  locked: boolean;
  onBack?: () => void;
  /** Next, unless told. */
  submitLabel?: string;
  /** More room between the fields (the step of long checkbox lists). */
  roomy?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-6">
        <fieldset disabled={locked} className={roomy ? 'space-y-6' : 'space-y-5'}>
          <legend className="text-lg font-semibold text-slate-900">{legend}</legend>
          {step.formError ? <Alert tone="error">{step.formError}</Alert> : null}
          {children}
        </fieldset>
        <StepActions
          onBack={onBack}
          submitLabel={submitLabel ?? t('onboarding.next')}
          isPending={step.isPending}
          disabled={locked}
        />
      </form>
    </FormProvider>
  );
}
