import type { MxpertProfileView } from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import { ApprovalBadge } from '../../../components/ui/approval-badge.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { initialsOf } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.tsx';

const APPROVAL_LABELS = {
  approved: 'mxpert.approvalApproved',
  pending: 'mxpert.approvalPendingBadge',
  rejected: 'mxpert.approvalRejected',
  suspended: 'mxpert.approvalSuspended',
} as const satisfies Record<MxpertProfileView['approvalStatus'], MessageId>;

export function ProfileHeader({ profile }: { profile: MxpertProfileView }) {
  const t = useT();
  const name = profile.fullName ?? profile.user.name;
  return (
    <Card className="flex flex-col gap-5 p-6 sm:flex-row sm:items-center">
      {profile.photo ? (
        <img src={profile.photo} alt={name} className="size-24 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          className="flex size-24 shrink-0 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white"
          aria-hidden="true"
        >
          {initialsOf(name)}
        </span>
      )}
      <div className="min-w-0 space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">{name}</h1>
        <p className="text-sm text-slate-700">
          {t('mxpert.nmlsLabel')} <span className="font-medium">{profile.nmlsId}</span>
          <span className="mx-2 text-slate-400" aria-hidden="true">
            ·
          </span>
          CXID: <span className="font-medium">{profile.cxid}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <ApprovalBadge status={profile.approvalStatus} label={t(APPROVAL_LABELS[profile.approvalStatus])} />
          <Badge tone={profile.onboardCompleted ? 'brand' : 'neutral'}>
            {t(profile.onboardCompleted ? 'mxpert.onboardingComplete' : 'mxpert.onboardingIncomplete')}
          </Badge>
        </div>
      </div>
    </Card>
  );
}
