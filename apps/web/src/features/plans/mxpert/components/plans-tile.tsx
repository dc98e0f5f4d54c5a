import { paths } from '@mx/contract/paths';
import { PLAN_PRO_TEXT } from '@mx/contract/plan-pro-texts';
import { ClipboardCheck } from 'lucide-react';
import { StatTile } from '../../../../components/ui/stat-tile.tsx';
import { useMxpertPlans } from '../api/mxpert-plans.ts';

/** The dashboard's plans tile: how many plans are active, a link to them. */
export function PlansTile() {
  const active = useMxpertPlans('active', 1);
  return (
    <StatTile
      label={PLAN_PRO_TEXT.tileLabel}
      value={active.data?.totalCount}
      icon={ClipboardCheck}
      to={`${paths.mxpert.plans}?status=active`}
    />
  );
}
