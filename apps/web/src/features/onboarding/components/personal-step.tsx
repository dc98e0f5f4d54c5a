import { zodResolver } from '@hookform/resolvers/zod';
import {
  LANGUAGES,
  type OnboardingPersonalData,
  type OnboardingPersonalForm,
  onboardingPersonalFields,
  sanitizeText,
} from '@mx/contract';
import { FIELD_LIMITS } from '@mx/contract/limits';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { CheckboxGroupField } from '../../../components/ui/checkbox-group.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { fieldError, optionsIn } from '../../../lib/page-texts.ts';
import { useSavePersonal, useStepData } from '../api/onboarding.ts';
import { ImageField } from './image-field.tsx';
import { StepActions } from './step-actions.tsx';
import type { StepProps } from './step-props.ts';
import { useStepSubmit } from './use-step-submit.ts';

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
    resolver: zodResolver(onboardingPersonalFields),
    defaultValues: {
      fullName: initial.fullName ?? '',
      aboutMe: initial.aboutMe ?? '',
      languages: initial.languages as OnboardingPersonalForm['languages'],
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setProgress(photo ? 0 : null);
    const fields = {
      fullName: sanitizeText(values.fullName),
      aboutMe: sanitizeText(values.aboutMe),
      languages: JSON.stringify(values.languages),
    };
    step.submit({ fields, file: photo, onProgress: setProgress });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset disabled={locked} className="space-y-5">
        <legend className="text-lg font-semibold text-slate-900">{t('onboarding.personalLegend')}</legend>
        {step.formError ? <Alert tone="error">{step.formError}</Alert> : null}
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
        <FormField label={t('mxpert.aboutMe')} error={fieldError(errors.aboutMe?.message)} hint={t('onboarding.aboutMeHint')}>
          <Textarea rows={5} maxLength={FIELD_LIMITS.aboutMeMax} {...form.register('aboutMe')} />
        </FormField>
        <CheckboxGroupField
          control={form.control}
          name="languages"
          legend={t('mxpert.languages')}
          options={optionsIn(t, 'options.language', LANGUAGES)}
          countText={(count) => t('mxpert.selectedCount', { count })}
          disabled={locked}
        />
      </fieldset>
      <StepActions submitLabel={t('onboarding.next')} isPending={step.isPending} disabled={locked} />
    </form>
  );
}
