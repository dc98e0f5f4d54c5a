import { type OnboardingCompanyData, type OnboardingCompanyForm, type onboardingCompanyFields, sanitizeText } from '@mx/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ImageField } from '../../../components/forms/image-field.tsx';
import { COMPANY_TEXTS, CompanyFields, ExperienceFields, startingTexts } from '../../../components/profile-fields.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { useSaveCompany, useStepData } from '../api/onboarding.ts';
import { StepForm } from './step-form.tsx';
import type { StepProps } from './step-props.ts';
import { useStepSubmit } from './use-step-submit.ts';

const resolver = lazyZodResolver<OnboardingCompanyForm, z.output<typeof onboardingCompanyFields>>(() =>
  import('@mx/contract/onboarding').then((m) => m.onboardingCompanyFields),
);

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
    resolver,
    defaultValues: startingTexts(initial, [...COMPANY_TEXTS, 'yearsExperience', 'scoresOptimized']),
  });

  const onSubmit = (values: z.output<typeof onboardingCompanyFields>) => {
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
  };

  return (
    <StepForm form={form} onSubmit={onSubmit} step={step} legend={t('onboarding.companyLegend')} locked={locked} onBack={onBack}>
      <CompanyFields
        addressLabel={t('onboarding.companyAddress')}
        logo={
          <ImageField
            label={t('onboarding.companyLogo')}
            shape="wide"
            currentUrl={initial.companyLogo}
            file={logo}
            onFileChange={setLogo}
            progress={progress}
            disabled={locked}
          />
        }
      />
      <ExperienceFields scoresHint={t('onboarding.scoresHint')} />
    </StepForm>
  );
}
