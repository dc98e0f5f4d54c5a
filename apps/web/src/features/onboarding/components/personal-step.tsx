import {
  type OnboardingPersonalData,
  type OnboardingPersonalForm,
  type onboardingPersonalFields,
  sanitizeText,
} from '@mx/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ImageField } from '../../../components/forms/image-field.tsx';
import { AboutFields, startingTexts } from '../../../components/profile-fields.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { fieldError } from '../../../lib/page-texts.ts';
import { useSavePersonal, useStepData } from '../api/onboarding.ts';
import { StepForm } from './step-form.tsx';
import type { StepProps } from './step-props.ts';
import { useStepSubmit } from './use-step-submit.ts';

const resolver = lazyZodResolver<OnboardingPersonalForm, z.output<typeof onboardingPersonalFields>>(() =>
  import('@mx/contract/onboarding').then((m) => m.onboardingPersonalFields),
);

export function PersonalStep(props: StepProps) {
  const t = useT();
  const { user } = useAuth();
  const query = useStepData('personal');
  if (query.isPending) return <Spinner label={t('onboarding.personalLoading')} />;
  const initial = query.data ?? { fullName: user?.name ?? '', photo: null, aboutMe: null, languages: [] };
  return <PersonalForm initial={initial} {...props} />;
}

function PersonalForm({ initial, onSaved, locked }: StepProps & { initial: OnboardingPersonalData }) {
  const t = useT();
  const [photo, setPhoto] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const step = useStepSubmit(useSavePersonal(), {
    onSaved,
    fallback: t('onboarding.personalFailed'),
    onFailed: () => setProgress(null),
  });
  const form = useForm({
    resolver,
    defaultValues: {
      ...startingTexts(initial, ['fullName', 'aboutMe']),
      languages: initial.languages as OnboardingPersonalForm['languages'],
    },
  });
  const { errors } = form.formState;

  const onSubmit = (values: z.output<typeof onboardingPersonalFields>) => {
    setProgress(photo ? 0 : null);
    const fields = {
      fullName: sanitizeText(values.fullName),
      aboutMe: sanitizeText(values.aboutMe),
      languages: JSON.stringify(values.languages),
    };
    step.submit({ fields, file: photo, onProgress: setProgress });
  };

  return (
    <StepForm form={form} onSubmit={onSubmit} step={step} legend={t('onboarding.personalLegend')} locked={locked}>
      <FormField label={t('mxpert.fullName')} error={fieldError(errors.fullName?.message)}>
        <Input autoComplete="name" {...form.register('fullName')} />
      </FormField>
      <ImageField
        label={t('onboarding.profilePhoto')}
        currentUrl={initial.photo}
        file={photo}
        onFileChange={setPhoto}
        progress={progress}
        disabled={locked}
      />
      <AboutFields hint={t('onboarding.aboutMeHint')} disabled={locked} />
    </StepForm>
  );
}
