import { type CurrentUser, ONBOARDING_STEP_COUNT, ONBOARDING_TEXT } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';

/**
 * While onboarding is incomplete: the steps completed (currentStep - 1 of 4, as the bar shows) and
 * Continue Setup; once complete and awaiting approval: the review banner.
 */
export function OnboardingStatus({ mxpert }: { mxpert: NonNullable<CurrentUser['mxpert']> }) {
  if (!mxpert.onboardCompleted) {
    const completed = mxpert.currentStep - 1;
    return (
      <Card className="space-y-4 p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 className="text-lg font-semibold text-slate-900">Complete your profile</h2>
            <p className="text-sm text-slate-700">
              Step {completed}/{ONBOARDING_STEP_COUNT} completed
            </p>
          </div>
          <LinkButton to={paths.mxpert.onboard}>Continue Setup</LinkButton>
        </div>
        <ProgressBar value={(completed / ONBOARDING_STEP_COUNT) * 100} label="Onboarding progress" />
      </Card>
    );
  }
  if (mxpert.approvalStatus === 'pending') {
    return (
      <Alert tone="warning" title={ONBOARDING_TEXT.underReviewTitle}>
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone="warning">Approval Pending</Badge>
          Our admin team is reviewing your profile. We will e-mail you once it is approved and listed in the directory.
        </p>
      </Alert>
    );
  }
  return null;
}
