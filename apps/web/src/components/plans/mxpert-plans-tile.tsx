import { paths } from '@mx/contract/paths';
import { ClipboardCheck } from 'lucide-react';
import { useMxpertPlans } from '../../lib/api/mxpert-plans.ts';
import { useT } from '../../lib/i18n.tsx';
import { useNamespaces } from '../../lib/page-texts.ts';
import { StatTile } from '../ui/stat-tile.tsx';

/** The dashboard's plans tile: how many plans are active, a link to them. */
export function MxpertPlansTile() {
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
