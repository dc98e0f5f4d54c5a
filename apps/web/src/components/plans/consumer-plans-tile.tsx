import { paths } from '@mx/contract/paths';
import { ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { useConsumerPlans } from '../../lib/api/consumer-plans.ts';
import { formatDay } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.tsx';
import { useNamespaces } from '../../lib/page-texts.ts';
import { Card } from '../ui/card.tsx';
import { TileIcon } from '../ui/stat-tile.tsx';

/** The consumer dashboard's plans tile: active plans, tasks done, the next task due, a link to the plans. */
export function ConsumerPlansTile() {
  const plans = useConsumerPlans();
  const ready = useNamespaces(['plans']);
  const t = useT();
  const active = plans.data?.filter((p) => p.status === 'active') ?? [];
  const done = active.reduce((sum, p) => sum + p.actionsDone, 0);
  const total = active.reduce((sum, p) => sum + p.actionsTotal, 0);
  const next = active
    .flatMap((p) => (p.nextDue ? [{ ...p.nextDue, id: p.id }] : []))
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn))[0];
  if (!ready) return null;
  return (
    <section aria-labelledby="plans-tile-title" className="mt-8">
      <Card className="flex flex-wrap items-center gap-x-4 gap-y-2 p-5 sm:gap-x-8">
        <TileIcon icon={ListChecks} className="shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id="plans-tile-title" className="text-lg font-semibold text-slate-900">
            {t('plans.client.tileLabel')}
          </h2>
          {plans.isSuccess ? (
            plans.data.length === 0 ? (
              <p className="text-sm text-slate-700">{t('plans.client.empty')}</p>
            ) : (
              <p className="text-sm text-slate-700 wrap-anywhere">
                {t('plans.client.tileActive')}: <span className="font-semibold text-slate-900">{active.length}</span>
                {total ? ` · ${t('plans.client.progress', { done, total })}` : ''}
                {next ? ` · ${t('plans.client.nextDue', { label: next.accountLabel, date: formatDay(next.dueOn) })}` : ''}
              </p>
            )
          ) : (
            <p className="text-sm text-slate-700">{plans.isError ? t('plans.client.listFailed') : '—'}</p>
          )}
        </div>
        <Link
          to={paths.consumer.plans}
          className="basis-full pl-15 text-sm font-medium text-brand-700 hover:underline sm:basis-auto sm:pl-0"
        >
          {t('plans.client.tileLink')}
        </Link>
      </Card>
    </section>
  );
}
