import { PLAN_OUTCOME_TEXT } from '@mx/contract/plan-texts';
import type { PlanOutcome } from '@mx/contract/plans';
import { TrendingUp } from 'lucide-react';
import { cn } from '../../../components/ui/cn.ts';

/**
 * The public proof of a professional's Credit Optimization Plans: plans their clients completed, the
 * median gain those clients confirmed, and beside it the median the plans had estimated. Nothing
 * until there are enough completed plans (the API answers null).
 */
export function PlanOutcomeNote({ value, className }: { value: PlanOutcome; className?: string }) {
  if (!value) return null;
  return (
    <p className={cn('flex flex-wrap items-center gap-x-1.5 text-sm text-slate-700', className)} data-testid="plan-outcome">
      <TrendingUp className="size-4 text-slate-500" aria-hidden="true" />
      <span className="font-medium text-slate-900">{PLAN_OUTCOME_TEXT.line(value.completed, value.medianGain)}</span>
      <span aria-hidden="true">·</span>
      <span>{PLAN_OUTCOME_TEXT.estimated(value.medianEstimatedGain)}</span>
    </p>
  );
}
