import type { MxpertProfileView } from '@mx/contract';
import { Badge, type BadgeTone } from './badge.tsx';

const APPROVAL: Record<MxpertProfileView['approvalStatus'], { tone: BadgeTone; label: string }> = {
  approved: { tone: 'success', label: 'Approved' },
  pending: { tone: 'warning', label: 'Pending Approval' },
  rejected: { tone: 'danger', label: 'Rejected' },
  suspended: { tone: 'danger', label: 'Suspended' },
};

/** A professional's approval status, as the admin and the professional both see it (a page in another language names it). */
export function ApprovalBadge({ status, label }: { status: MxpertProfileView['approvalStatus']; label?: string }) {
  const { tone, label: english } = APPROVAL[status];
  return <Badge tone={tone}>{label ?? english}</Badge>;
}
