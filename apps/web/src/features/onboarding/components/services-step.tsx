import type { OnboardingServicesBody, OnboardingServicesData, onboardingServicesBody } from '@mx/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ServicesFields } from '../../../components/profile-fields.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { useSaveServices, useStepData } from '../api/onboarding.ts';
import { StepForm } from './step-form.tsx';
import type { StepProps } from './step-props.ts';
import { useStepSubmit } from './use-step-submit.ts';

const resolver = lazyZodResolver<OnboardingServicesBody, z.output<typeof onboardingServicesBody>>(() =>
  import('@mx/contract/onboarding').then((m) => m.onboardingServicesBody),
);

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
  const form = useForm({ resolver, defaultValues: initial as OnboardingServicesBody });

  return (
    <StepForm
      form={form}
      onSubmit={step.submit}
      step={step}
      legend={t('onboarding.servicesLegend')}
      {...{ locked, onBack }}
      roomy
    >
      <ServicesFields
        names={['stateLicenses', 'loanTypes', 'mortgageTypes']}
        statesLegend={t('onboarding.stateLicenses')}
        statesColumns={4}
        disabled={locked}
      />
    </StepForm>
  );
}
