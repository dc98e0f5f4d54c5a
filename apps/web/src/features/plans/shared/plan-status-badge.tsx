import type { PlanStatus } from '@mx/contract/plan-texts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { useT } from '../../../lib/i18n.tsx';

const TONE: Record<PlanStatus, BadgeTone> = {
  draft: 'neutral',
  active: 'success',
  completed: 'brand',
  closed: 'neutral',
};

/** A plan's status as a badge. */
export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  const t = useT();
  return <Badge tone={TONE[status]}>{t(`plans.status.${status}`)}</Badge>;
}
