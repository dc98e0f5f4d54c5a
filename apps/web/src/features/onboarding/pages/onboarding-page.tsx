import { ONBOARDING_STEP_COUNT } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { useCurrentStep } from '../api/onboarding.ts';
import { CompanyStep } from '../components/company-step.tsx';
import { ContactsStep } from '../components/contacts-step.tsx';
import { PersonalStep } from '../components/personal-step.tsx';
import { ServicesStep } from '../components/services-step.tsx';
import { StepIndicator } from '../components/step-indicator.tsx';
import type { StepProps } from '../components/step-props.ts';

const STEPS = [PersonalStep, CompanyStep, ServicesStep, ContactsStep];

/**
 * The four-step wizard. An onboarded profile opens on step 1, any other on its saved
 * step; under review the form is covered and cannot be sent; the last step leads to the dashboard.
 */
export default function OnboardingPage() {
  // The steps' texts, the labels they share with the profile pages, and the form's sentences.
  const ready = useNamespaces(['onboarding', 'mxpert', 'validation']);
  const t = useT();
  const navigate = useNavigate();
  const progress = useCurrentStep();
  const [step, setStep] = useState<number | null>(null);

  useEffect(() => {
    if (step !== null) return;
    if (progress.data) setStep(progress.data.onboardCompleted ? 1 : progress.data.currentStep);
    else if (progress.error) {
      console.error('Failed to load the onboarding progress', progress.error);
      setStep(1);
    }
  }, [progress.data, progress.error, step]);

  if (step === null || !ready) return <Spinner label={ready ? t('onboarding.loading') : undefined} />;

  const isOnboarded = progress.data?.onboardCompleted ?? false;
  const isLocked = isOnboarded && progress.data?.approvalStatus === 'pending';
  const isApproved = progress.data?.approvalStatus === 'approved';
  const completedThrough = isOnboarded ? ONBOARDING_STEP_COUNT : (progress.data?.currentStep ?? 1) - 1;
  const Step = STEPS[step - 1] ?? PersonalStep;
  const stepProps: StepProps = {
    locked: isLocked,
    onBack: step > 1 ? () => setStep(step - 1) : undefined,
    onSaved: () => (step < ONBOARDING_STEP_COUNT ? setStep(step + 1) : navigate(paths.mxpert.dashboard)),
  };

  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t(isApproved ? 'onboarding.editTitle' : 'mxpert.completeProfile')}</h1>
        <p className="mt-1 text-slate-700">{t(isApproved ? 'onboarding.editIntro' : 'onboarding.completeIntro')}</p>
      </header>
      {isLocked ? (
        <Alert tone="warning" title={t('mxpert.underReviewTitle')}>
          {t('mxpert.underReview')}
        </Alert>
      ) : null}
      <StepIndicator active={step} completedThrough={completedThrough} />
      <Card className="relative p-6 sm:p-8">
        <Step key={step} {...stepProps} />
        {isLocked ? (
          <div className="absolute inset-0 flex items-center justify-center rounded-xl bg-white/70" aria-busy="true">
            <Spinner label={t('onboarding.locked')} className="py-0" />
          </div>
        ) : null}
      </Card>
    </section>
  );
}
