import type { OwnResponseTime } from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import { RESPONSE_TIME_MIN_LEADS, type ResponseTime, responseTimeOf } from '@mx/contract/response-time';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';

type T = ReturnType<typeof useT>;

/** "2 h 5 min", "45 min", "3 days 4 h" in the page's language: a duration in minutes as the dashboard shows it. */
function duration(t: T, minutes: number): string {
  if (minutes < 60) return t('mxpert.durationMinutes', { minutes });
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? t('mxpert.durationDaysHours', { days, hours }) : t('mxpert.durationDays', { days });
  return mins > 0 ? t('mxpert.durationHoursMinutes', { hours, minutes: mins }) : t('mxpert.durationHours', { hours });
}

/** What the public profile says of a response time, from the profile's texts. */
const RESPONDS: Record<ResponseTime, MessageId> = {
  hour: 'profile.respondsHour',
  hours: 'profile.respondsHours',
  day: 'profile.respondsDay',
  days: 'profile.respondsDays',
};

/**
 * The professional's own response time (docs/decisions/056): their median, what clients see of it,
 * and how many leads wait longer than 24 hours. Dashes while loading.
 */
export function ResponseTimePanel({ figures }: { figures: OwnResponseTime | undefined }) {
  const t = useT();
  const median = figures?.medianMinutes;
  const shown = figures && median !== null && median !== undefined && figures.leads >= RESPONSE_TIME_MIN_LEADS;
  const waiting = figures?.waitingOver24h;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900">{t('mxpert.responseHeading')}</h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-700">{t('mxpert.responseMedian')}</dt>
          <dd className="text-2xl font-bold text-slate-900">
            {figures === undefined ? '—' : median === null ? t('mxpert.responseNoLeads') : duration(t, median ?? 0)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{t('mxpert.responseWaiting')}</dt>
          <dd className={cn('text-2xl font-bold', waiting ? 'text-orange-800' : 'text-slate-900')}>
            {waiting === undefined ? '—' : formatNumber(waiting)}
          </dd>
        </div>
      </dl>
      {figures ? (
        <p className="mt-3 text-sm text-slate-700">
          {shown ? (
            <>
              {t('mxpert.responsePublicShown')}{' '}
              <strong className="text-slate-900">{t(RESPONDS[responseTimeOf((median ?? 0) * 60)])}</strong>.
            </>
          ) : (
            t('mxpert.responsePublicHidden')
          )}{' '}
          {t('mxpert.responseHowCounted')}
        </p>
      ) : null}
    </Card>
  );
}
