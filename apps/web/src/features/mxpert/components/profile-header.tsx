import type { MxpertProfileView } from '@mx/contract';
import { ApprovalBadge } from '../../../components/ui/approval-badge.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { initialsOf } from '../../../lib/auth.tsx';

export function ProfileHeader({ profile }: { profile: MxpertProfileView }) {
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
          NMLS ID: <span className="font-medium">{profile.nmlsId}</span>
          <span className="mx-2 text-slate-400" aria-hidden="true">
            ·
          </span>
          CXID: <span className="font-medium">{profile.cxid}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <ApprovalBadge status={profile.approvalStatus} />
          <Badge tone={profile.onboardCompleted ? 'brand' : 'neutral'}>
            {profile.onboardCompleted ? 'Onboarding Complete' : 'Onboarding Incomplete'}
          </Badge>
        </div>
      </div>
    </Card>
  );
}
