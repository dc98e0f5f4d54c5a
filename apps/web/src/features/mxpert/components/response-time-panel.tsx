import type { OwnResponseTime } from '@mx/contract';
import {
  formatDuration,
  RESPONSE_TIME_MIN_LEADS,
  RESPONSE_TIME_TEXT,
  responseTimeOf,
  responseTimeText,
} from '@mx/contract/response-time';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { formatNumber } from '../../../lib/format.ts';

/**
 * The professional's own response time (docs/decisions/056): their median, what clients see of it,
 * and how many leads wait longer than 24 hours. Dashes while loading.
 */
export function ResponseTimePanel({ figures }: { figures: OwnResponseTime | undefined }) {
  const median = figures?.medianMinutes;
  const shown = figures && median !== null && median !== undefined && figures.leads >= RESPONSE_TIME_MIN_LEADS;
  const waiting = figures?.waitingOver24h;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900">{RESPONSE_TIME_TEXT.heading}</h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-700">{RESPONSE_TIME_TEXT.median}</dt>
          <dd className="text-2xl font-bold text-slate-900">
            {figures === undefined ? '—' : median === null ? RESPONSE_TIME_TEXT.noLeads : formatDuration(median ?? 0)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{RESPONSE_TIME_TEXT.waiting}</dt>
          <dd className={cn('text-2xl font-bold', waiting ? 'text-orange-800' : 'text-slate-900')}>
            {waiting === undefined ? '—' : formatNumber(waiting)}
          </dd>
        </div>
      </dl>
      {figures ? (
        <p className="mt-3 text-sm text-slate-700">
          {shown ? (
            <>
              {RESPONSE_TIME_TEXT.publicShown}{' '}
              <strong className="text-slate-900">{responseTimeText(responseTimeOf((median ?? 0) * 60))}</strong>.
            </>
          ) : (
            RESPONSE_TIME_TEXT.publicHidden
          )}{' '}
          {RESPONSE_TIME_TEXT.howCounted}
        </p>
      ) : null}
    </Card>
  );
}
