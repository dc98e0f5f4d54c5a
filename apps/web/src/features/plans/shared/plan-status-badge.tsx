import { PLAN_STATUS_LABELS, type PlanStatus } from '@mx/contract/plan-texts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const TONE: Record<PlanStatus, BadgeTone> = {
  draft: 'neutral',
  active: 'success',
  completed: 'brand',
  closed: 'neutral',
};

/** A plan's status as a badge. */
export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  return <Badge tone={TONE[status]}>{PLAN_STATUS_LABELS[status]}</Badge>;
}
