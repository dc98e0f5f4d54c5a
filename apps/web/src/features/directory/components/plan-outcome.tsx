import { PLAN_OUTCOME_TEXT } from '@mx/contract/plan-texts';
import type { PlanOutcome } from '@mx/contract/plans';
import { TrendingUp } from 'lucide-react';
import { cn } from '../../../components/ui/cn.ts';

/**
 * The public proof of a professional's Credit Optimization Plans: plans their clients completed, the
 * median gain those clients confirmed, and beside it the median the plans had estimated. Nothing
 * until there are enough completed plans (the API answers null).
 */
export function PlanOutcomeNote({
  value,
  className,
  textClass = 'text-sm',
}: {
  value: PlanOutcome;
  className?: string;
  /** The text size: smaller on a phone's directory card. */
  textClass?: string;
}) {
  if (!value) return null;
  return (
    <p className={cn('flex items-start gap-1.5 text-slate-700', textClass, className)} data-testid="plan-outcome">
      <TrendingUp className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <span>
        <span className="font-medium text-slate-900">{PLAN_OUTCOME_TEXT.line(value.completed, value.medianGain)}</span>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">. </span>
        <span className="whitespace-nowrap">{PLAN_OUTCOME_TEXT.estimated(value.medianEstimatedGain)}</span>
      </span>
    </p>
  );
}
