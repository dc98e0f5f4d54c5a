import { type CurrentUser, ONBOARDING_STEP_COUNT } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { useT } from '../../../lib/i18n.tsx';

/**
 * While onboarding is incomplete: the steps completed (currentStep - 1 of 4, as the bar shows) and
 * Continue Setup; once complete and awaiting approval: the review banner.
 */
export function OnboardingStatus({ mxpert }: { mxpert: NonNullable<CurrentUser['mxpert']> }) {
  const t = useT();
  if (!mxpert.onboardCompleted) {
    const completed = mxpert.currentStep - 1;
    return (
      <Card className="space-y-4 p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 className="text-lg font-semibold text-slate-900">{t('mxpert.completeProfile')}</h2>
            <p className="text-sm text-slate-700">{t('mxpert.stepsCompleted', { completed, total: ONBOARDING_STEP_COUNT })}</p>
          </div>
          <LinkButton to={paths.mxpert.onboard}>{t('mxpert.continueSetup')}</LinkButton>
        </div>
        <ProgressBar value={(completed / ONBOARDING_STEP_COUNT) * 100} label={t('mxpert.onboardingProgress')} />
      </Card>
    );
  }
  if (mxpert.approvalStatus === 'pending') {
    return (
      <Alert tone="warning" title={t('mxpert.underReviewTitle')}>
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone="warning">{t('mxpert.approvalPending')}</Badge>
          {t('mxpert.reviewingProfile')}
        </p>
      </Alert>
    );
  }
  return null;
}
