import { zodResolver } from '@hookform/resolvers/zod';
import { type OnboardingCompanyData, onboardingCompanyFields, sanitizeText } from '@mx/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSaveCompany, useStepData } from '../api/onboarding.ts';
import { ImageField } from './image-field.tsx';
import { StepActions } from './step-actions.tsx';
import type { StepProps } from './step-props.ts';
import { useStepSubmit } from './use-step-submit.ts';

const BLANK: OnboardingCompanyData = {
  companyName: null,
  companyLogo: null,
  companyAddress: null,
  companyWebAddress: null,
  nmlsId: '',
  yearsExperience: 0,
  scoresOptimized: 0,
};

export function CompanyStep(props: StepProps) {
  const query = useStepData('company');
  if (query.isPending) return <Spinner label="Loading your company information" />;
  return <CompanyForm initial={query.data ?? BLANK} {...props} />;
}

function CompanyForm({ initial, onSaved, onBack, locked }: StepProps & { initial: OnboardingCompanyData }) {
  const [logo, setLogo] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const step = useStepSubmit(useSaveCompany(), {
    onSaved,
    fallback: 'Failed to save company information. Please try again.',
    onFailed: () => setProgress(null),
  });
  const form = useForm({
    resolver: zodResolver(onboardingCompanyFields),
    defaultValues: {
      companyName: initial.companyName ?? '',
      companyAddress: initial.companyAddress ?? '',
      companyWebAddress: initial.companyWebAddress ?? '',
      nmlsId: initial.nmlsId,
      yearsExperience: String(initial.yearsExperience),
      scoresOptimized: String(initial.scoresOptimized),
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setProgress(logo ? 0 : null);
    const fields = {
      companyName: sanitizeText(values.companyName),
      companyAddress: sanitizeText(values.companyAddress),
      companyWebAddress: values.companyWebAddress ?? '',
      nmlsId: values.nmlsId,
      yearsExperience: String(values.yearsExperience),
      scoresOptimized: String(values.scoresOptimized),
    };
    step.submit({ fields, file: logo, onProgress: setProgress });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset disabled={locked} className="space-y-5">
        <legend className="text-lg font-semibold text-slate-900">Company information</legend>
        {step.formError ? <Alert tone="error">{step.formError}</Alert> : null}
        <FormField label="Company name" error={errors.companyName?.message}>
          <Input autoComplete="organization" {...form.register('companyName')} />
        </FormField>
        <ImageField
          label="Company logo"
          shape="wide"
          currentUrl={initial.companyLogo}
          file={logo}
          onFileChange={setLogo}
          progress={progress}
          disabled={locked}
        />
        <FormField label="Company address" error={errors.companyAddress?.message}>
          <Input autoComplete="street-address" {...form.register('companyAddress')} />
        </FormField>
        <FormField label="Company website (optional)" error={errors.companyWebAddress?.message}>
          <Input type="url" inputMode="url" placeholder="https://www.example.com" {...form.register('companyWebAddress')} />
        </FormField>
        <FormField label="NMLS ID" error={errors.nmlsId?.message}>
          <Input inputMode="numeric" {...form.register('nmlsId')} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Years of experience" error={errors.yearsExperience?.message}>
            <Input type="number" inputMode="numeric" min={0} max={50} {...form.register('yearsExperience')} />
          </FormField>
          <FormField
            label="Scores optimized"
            error={errors.scoresOptimized?.message}
            hint="How many credit scores you have helped improve."
          >
            <Input type="number" inputMode="numeric" min={0} max={10000} {...form.register('scoresOptimized')} />
          </FormField>
        </div>
      </fieldset>
      <StepActions onBack={onBack} submitLabel="Next" isPending={step.isPending} disabled={locked} />
    </form>
  );
}
