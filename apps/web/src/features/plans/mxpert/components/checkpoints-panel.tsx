import type { PlanCheckpoint } from '@mx/contract';
import { bureauLabel } from '@mx/contract/plan-texts';
import { TableHead } from '../../../../components/ui/table-head.tsx';
import { useRecordCheckpoint } from '../../../../lib/api/mxpert-plans.ts';
import { formatDay } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { ScoreReadingForm } from '../../shared/score-reading-form.tsx';

/** The scores either side recorded, newest first, and (while the plan can change) a form to record one. */
export function CheckpointsPanel({
  planId,
  checkpoints,
  editable,
}: {
  planId: string;
  checkpoints: readonly PlanCheckpoint[];
  editable: boolean;
}) {
  const t = useT();
  const newestFirst = [...checkpoints].sort((a, b) => b.readOn.localeCompare(a.readOn) || b.createdAt.localeCompare(a.createdAt));
  return (
    <div className="space-y-4">
      {newestFirst.length === 0 ? (
        <p className="text-sm text-slate-700">{t('plans.pro.noCheckpoints')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm wrap-normal [&_td]:whitespace-nowrap">
            <caption className="sr-only">{t('plans.pro.checkpointsTitle')}</caption>
            <TableHead
              headings={[
                t('plans.pro.checkpointBureau'),
                t('plans.pro.checkpointScore'),
                t('plans.pro.checkpointReadOn'),
                [t('plans.pro.checkpointBy'), 'py-2 font-medium'],
              ]}
              className="text-slate-600"
              cellClassName="py-2 pr-3 font-medium"
            />
            <tbody className="divide-y divide-slate-100 text-slate-900">
              {newestFirst.map((c) => (
                <tr key={c.id}>
                  <td className="py-2 pr-3">{bureauLabel(c.bureau)}</td>
                  <td className="py-2 pr-3 font-semibold">{c.score}</td>
                  <td className="py-2 pr-3">{formatDay(c.readOn)}</td>
                  <td className="py-2">
                    {c.recordedBy === 'mxpert' ? t('plans.pro.recordedByMxpert') : t('plans.pro.recordedByConsumer')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editable ? <CheckpointForm planId={planId} /> : null}
    </div>
  );
}

function CheckpointForm({ planId }: { planId: string }) {
  const t = useT();
  return <ScoreReadingForm record={useRecordCheckpoint(planId)} label={t('plans.pro.recordCheckpoint')} />;
}
