import { paths } from '@mx/contract/paths';
import { ClipboardCheck } from 'lucide-react';
import { StatTile } from '../../../../components/ui/stat-tile.tsx';
import { useT } from '../../../../lib/i18n.tsx';
import { useNamespaces } from '../../../../lib/page-texts.ts';
import { useMxpertPlans } from '../api/mxpert-plans.ts';

/** The dashboard's plans tile: how many plans are active, a link to them. */
export function PlansTile() {
  const t = useT();
  const active = useMxpertPlans('active', 1);
  const ready = useNamespaces(['plans']);
  if (!ready) return null;
  return (
    <StatTile
      label={t('plans.pro.tileLabel')}
      value={active.data?.totalCount}
      icon={ClipboardCheck}
      to={`${paths.mxpert.plans}?status=active`}
    />
  );
}
