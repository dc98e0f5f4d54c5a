import { PLAN_LIMITS } from '@mx/contract/plan-texts';
import type { ComponentProps } from 'react';
import { Input } from '../../../components/ui/input.tsx';

/** A credit score field: whole numbers from 300 to 850, the number keypad on phones. */
export function ScoreInput(props: ComponentProps<typeof Input>) {
  return <Input type="number" inputMode="numeric" min={PLAN_LIMITS.scoreMin} max={PLAN_LIMITS.scoreMax} step={1} {...props} />;
}
