import { zodResolver } from '@hookform/resolvers/zod';
import { type OnboardingContactsData, onboardingContactsBody, SOCIAL_LINKS } from '@mx/contract';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { fieldError } from '../../../lib/page-texts.ts';
import { notify } from '../../../lib/toast.ts';
import { useSaveContacts, useStepData } from '../api/onboarding.ts';
import { StepActions } from './step-actions.tsx';
import type { StepProps } from './step-props.ts';
import { useStepSubmit } from './use-step-submit.ts';

export function ContactsStep(props: StepProps) {
  const t = useT();
  const { user } = useAuth();
  const query = useStepData('contacts');
  if (query.isPending) return <Spinner label={t('onboarding.contactsLoading')} />;
  const initial: OnboardingContactsData = query.data ?? {
    email: user?.email ?? '',
    phone: null,
    linkedin: null,
    facebook: null,
    instagram: null,
    twitter: null,
    yearsUsingCreditXpert: null,
    consentConfirmed: false,
  };
  return <ContactsForm initial={initial} {...props} />;
}

function ContactsForm({ initial, onSaved, onBack, locked }: StepProps & { initial: OnboardingContactsData }) {
  const t = useT();
  const step = useStepSubmit(useSaveContacts(), {
    // The server's sentence: 'submitted for review' only while the profile waits for its approval.
    onSaved: (answer) => {
      notify.success(answer.message);
      onSaved();
    },
    fallback: t('onboarding.contactsFailed'),
    toastTitle: t('onboarding.contactsFailed'),
  });
  const form = useForm({
    resolver: zodResolver(onboardingContactsBody),
    defaultValues: {
      phone: initial.phone ?? '',
      linkedin: initial.linkedin ?? '',
      facebook: initial.facebook ?? '',
      instagram: initial.instagram ?? '',
      twitter: initial.twitter ?? '',
      yearsUsingCreditXpert: initial.yearsUsingCreditXpert === null ? '' : String(initial.yearsUsingCreditXpert),
      consentConfirmed: initial.consentConfirmed,
    },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit(step.submit)} noValidate className="space-y-6">
      <fieldset disabled={locked} className="space-y-5">
        <legend className="text-lg font-semibold text-slate-900">{t('onboarding.contactsLegend')}</legend>
        {step.formError ? <Alert tone="error">{step.formError}</Alert> : null}
        <FormField label={t('mxpert.email')} hint={t('mxpert.emailHint')}>
          <Input type="email" value={initial.email} readOnly />
        </FormField>
        <FormField label={t('mxpert.phone')} error={fieldError(errors.phone?.message)}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          {SOCIAL_LINKS.map((s) => (
            <FormField
              key={s.name}
              label={t('mxpert.socialOptional', { network: s.label })}
              error={fieldError(errors[s.name]?.message)}
            >
              <Input type="url" inputMode="url" placeholder={s.placeholder} {...form.register(s.name)} />
            </FormField>
          ))}
        </div>
        <FormField label={t('mxpert.yearsCreditXpert')} error={fieldError(errors.yearsUsingCreditXpert?.message)}>
          <Input type="number" inputMode="numeric" min={0} max={50} {...form.register('yearsUsingCreditXpert')} />
        </FormField>
        <div className="space-y-1">
          <label className="flex items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-700"
              aria-invalid={errors.consentConfirmed ? true : undefined}
              {...form.register('consentConfirmed')}
            />
            {t('onboarding.confirmAccurate')}
          </label>
          {errors.consentConfirmed ? (
            <p role="alert" className="text-sm text-red-700">
              {fieldError(errors.consentConfirmed.message)}
            </p>
          ) : null}
        </div>
      </fieldset>
      <StepActions onBack={onBack} submitLabel={t('onboarding.complete')} isPending={step.isPending} disabled={locked} />
    </form>
  );
}
