import { ONBOARDING_STEPS, type OnboardingStepKey } from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import { Check } from 'lucide-react';
import { cn } from '../../../components/ui/cn.ts';
import { useT } from '../../../lib/i18n.tsx';

const LABELS = {
  personal: 'onboarding.stepPersonal',
  company: 'onboarding.stepCompany',
  services: 'onboarding.stepServices',
  contacts: 'onboarding.stepContacts',
} as const satisfies Record<OnboardingStepKey, MessageId>;

/** The four steps with the active one and the ones already saved. */
export function StepIndicator({ active, completedThrough }: { active: number; completedThrough: number }) {
  const t = useT();
  return (
    <ol aria-label={t('onboarding.stepsLabel')} className="grid grid-cols-4 gap-2">
      {ONBOARDING_STEPS.map(({ step, key }) => {
        const isActive = step === active;
        const isDone = step <= completedThrough;
        return (
          <li key={step} aria-current={isActive ? 'step' : undefined} className="flex flex-col items-center gap-2 text-center">
            <span
              className={cn(
                'flex size-10 items-center justify-center rounded-full border-2 text-sm font-bold',
                isActive && 'border-brand-700 bg-brand-700 text-white',
                !isActive && isDone && 'border-green-700 bg-green-700 text-white',
                !isActive && !isDone && 'border-slate-300 bg-white text-slate-600',
              )}
            >
              {isDone && !isActive ? <Check className="size-5" aria-hidden="true" /> : step}
            </span>
            <span className={cn('text-xs font-medium sm:text-sm', isActive ? 'text-brand-800' : 'text-slate-700')}>
              {t(LABELS[key])}
              {isDone ? <span className="sr-only">{t('onboarding.stepCompleted')}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
