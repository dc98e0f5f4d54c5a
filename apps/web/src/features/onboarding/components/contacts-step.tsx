import type { OnboardingContactsBody, OnboardingContactsData, onboardingContactsBody } from '@mx/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CONTACT_TEXTS, ContactFields, startingTexts } from '../../../components/profile-fields.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { fieldError } from '../../../lib/page-texts.ts';
import { notify } from '../../../lib/toast.ts';
import { useSaveContacts, useStepData } from '../api/onboarding.ts';
import { StepForm } from './step-form.tsx';
import type { StepProps } from './step-props.ts';
import { useStepSubmit } from './use-step-submit.ts';

const resolver = lazyZodResolver<OnboardingContactsBody, z.output<typeof onboardingContactsBody>>(() =>
  import('@mx/contract/onboarding').then((m) => m.onboardingContactsBody),
);

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
    resolver,
    defaultValues: { ...startingTexts(initial, CONTACT_TEXTS), consentConfirmed: initial.consentConfirmed },
  });
  const { errors } = form.formState;

  return (
    <StepForm
      form={form}
      onSubmit={step.submit}
      step={step}
      legend={t('onboarding.contactsLegend')}
      locked={locked}
      onBack={onBack}
      submitLabel={t('onboarding.complete')}
    >
      <ContactFields email={initial.email} socialsSideBySide />
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
    </StepForm>
  );
}
