import { PLAN_NOTICE, PLAN_STATUS_LABELS, type PlanStatus } from '@mx/contract/plan-texts';
import { ShieldCheck } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../../components/ui/badge.tsx';

const TONE: Record<PlanStatus, BadgeTone> = { draft: 'warning', active: 'success', completed: 'brand', closed: 'neutral' };

/** A plan's status as a badge. */
export function StatusBadge({ status }: { status: PlanStatus }) {
  return <Badge tone={TONE[status]}>{PLAN_STATUS_LABELS[status]}</Badge>;
}

/** The fixed consumer-protection notice every plan page shows, word for word. */
export function Notice() {
  return (
    <aside
      aria-label="About Credit Optimization Plans"
      className="flex gap-3 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900"
    >
      <ShieldCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>{PLAN_NOTICE}</p>
    </aside>
  );
}
