import { zodResolver } from '@hookform/resolvers/zod';
import {
  LOAN_TYPES,
  MORTGAGE_TYPES,
  type OnboardingServicesBody,
  type OnboardingServicesData,
  onboardingServicesBody,
  US_STATES,
} from '@mx/contract';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { CheckboxGroupField } from '../../../components/ui/checkbox-group.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSaveServices, useStepData } from '../api/onboarding.ts';
import { StepActions } from './step-actions.tsx';
import type { StepProps } from './step-props.ts';
import { useStepSubmit } from './use-step-submit.ts';

const BLANK: OnboardingServicesData = { stateLicenses: [], loanTypes: [], mortgageTypes: [] };

export function ServicesStep(props: StepProps) {
  const query = useStepData('services');
  if (query.isPending) return <Spinner label="Loading your services" />;
  return <ServicesForm initial={query.data ?? BLANK} {...props} />;
}

function ServicesForm({ initial, onSaved, onBack, locked }: StepProps & { initial: OnboardingServicesData }) {
  const step = useStepSubmit(useSaveServices(), { onSaved, fallback: 'Failed to save your services. Please try again.' });
  const form = useForm({
    resolver: zodResolver(onboardingServicesBody),
    defaultValues: initial as OnboardingServicesBody,
  });

  return (
    <form onSubmit={form.handleSubmit(step.submit)} noValidate className="space-y-6">
      <fieldset disabled={locked} className="space-y-6">
        <legend className="text-lg font-semibold text-slate-900">Services</legend>
        {step.formError ? <Alert tone="error">{step.formError}</Alert> : null}
        <CheckboxGroupField
          control={form.control}
          name="stateLicenses"
          legend="State licenses"
          options={US_STATES}
          columns={4}
          scroll
          disabled={locked}
        />
        <CheckboxGroupField control={form.control} name="loanTypes" legend="Loan types" options={LOAN_TYPES} disabled={locked} />
        <CheckboxGroupField
          control={form.control}
          name="mortgageTypes"
          legend="Mortgage types"
          options={MORTGAGE_TYPES}
          disabled={locked}
        />
      </fieldset>
      <StepActions onBack={onBack} submitLabel="Next" isPending={step.isPending} disabled={locked} />
    </form>
  );
}
