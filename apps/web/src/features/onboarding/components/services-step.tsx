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
import { useT } from '../../../lib/i18n.tsx';
import { optionsIn, stateOptions } from '../../../lib/page-texts.ts';
import { useSaveServices, useStepData } from '../api/onboarding.ts';
import { StepActions } from './step-actions.tsx';
import type { StepProps } from './step-props.ts';
import { useStepSubmit } from './use-step-submit.ts';

const BLANK: OnboardingServicesData = { stateLicenses: [], loanTypes: [], mortgageTypes: [] };

export function ServicesStep(props: StepProps) {
  const t = useT();
  const query = useStepData('services');
  if (query.isPending) return <Spinner label={t('onboarding.servicesLoading')} />;
  return <ServicesForm initial={query.data ?? BLANK} {...props} />;
}

function ServicesForm({ initial, onSaved, onBack, locked }: StepProps & { initial: OnboardingServicesData }) {
  const t = useT();
  const step = useStepSubmit(useSaveServices(), { onSaved, fallback: t('onboarding.servicesFailed') });
  const countText = (count: number) => t('mxpert.selectedCount', { count });
  const form = useForm({
    resolver: zodResolver(onboardingServicesBody),
    defaultValues: initial as OnboardingServicesBody,
  });

  return (
    <form onSubmit={form.handleSubmit(step.submit)} noValidate className="space-y-6">
      <fieldset disabled={locked} className="space-y-6">
        <legend className="text-lg font-semibold text-slate-900">{t('onboarding.servicesLegend')}</legend>
        {step.formError ? <Alert tone="error">{step.formError}</Alert> : null}
        <CheckboxGroupField
          control={form.control}
          name="stateLicenses"
          legend={t('onboarding.stateLicenses')}
          options={stateOptions(t, US_STATES)}
          countText={countText}
          columns={4}
          scroll
          disabled={locked}
        />
        <CheckboxGroupField
          control={form.control}
          name="loanTypes"
          legend={t('mxpert.loanTypes')}
          options={optionsIn(t, 'options.loanType', LOAN_TYPES)}
          countText={countText}
          disabled={locked}
        />
        <CheckboxGroupField
          control={form.control}
          name="mortgageTypes"
          legend={t('mxpert.mortgageTypes')}
          options={optionsIn(t, 'options.mortgageType', MORTGAGE_TYPES)}
          countText={countText}
          disabled={locked}
        />
      </fieldset>
      <StepActions onBack={onBack} submitLabel={t('onboarding.next')} isPending={step.isPending} disabled={locked} />
    </form>
  );
}
