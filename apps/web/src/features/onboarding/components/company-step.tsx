import { zodResolver } from '@hookform/resolvers/zod';
import { type OnboardingCompanyData, onboardingCompanyFields, sanitizeText } from '@mx/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { fieldError } from '../../../lib/page-texts.ts';
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
  const t = useT();
  const query = useStepData('company');
  if (query.isPending) return <Spinner label={t('onboarding.companyLoading')} />;
  return <CompanyForm initial={query.data ?? BLANK} {...props} />;
}

function CompanyForm({ initial, onSaved, onBack, locked }: StepProps & { initial: OnboardingCompanyData }) {
  const t = useT();
  const [logo, setLogo] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const step = useStepSubmit(useSaveCompany(), {
    onSaved,
    fallback: t('onboarding.companyFailed'),
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
        <legend className="text-lg font-semibold text-slate-900">{t('onboarding.companyLegend')}</legend>
        {step.formError ? <Alert tone="error">{step.formError}</Alert> : null}
        <FormField label={t('mxpert.companyName')} error={fieldError(errors.companyName?.message)}>
          <Input autoComplete="organization" {...form.register('companyName')} />
        </FormField>
        <ImageField
          label={t('onboarding.companyLogo')}
          shape="wide"
          currentUrl={initial.companyLogo}
          file={logo}
          onFileChange={setLogo}
          progress={progress}
          disabled={locked}
        />
        <FormField label={t('onboarding.companyAddress')} error={fieldError(errors.companyAddress?.message)}>
          <Input autoComplete="street-address" {...form.register('companyAddress')} />
        </FormField>
        <FormField label={t('mxpert.companyWebsiteOptional')} error={fieldError(errors.companyWebAddress?.message)}>
          <Input type="url" inputMode="url" placeholder="https://www.example.com" {...form.register('companyWebAddress')} />
        </FormField>
        <FormField label={t('mxpert.nmlsId')} error={fieldError(errors.nmlsId?.message)}>
          <Input inputMode="numeric" {...form.register('nmlsId')} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('mxpert.yearsExperience')} error={fieldError(errors.yearsExperience?.message)}>
            <Input type="number" inputMode="numeric" min={0} max={50} {...form.register('yearsExperience')} />
          </FormField>
          <FormField
            label={t('mxpert.scoresOptimized')}
            error={fieldError(errors.scoresOptimized?.message)}
            hint={t('onboarding.scoresHint')}
          >
            <Input type="number" inputMode="numeric" min={0} max={10000} {...form.register('scoresOptimized')} />
          </FormField>
        </div>
      </fieldset>
      <StepActions onBack={onBack} submitLabel={t('onboarding.next')} isPending={step.isPending} disabled={locked} />
    </form>
  );
}
