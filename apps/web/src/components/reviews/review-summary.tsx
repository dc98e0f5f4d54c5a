import type { RatingSummary } from '@mx/contract';
import { useT } from '../../lib/i18n.tsx';
import { Stars } from '../ui/stars.tsx';
import { WithStrong } from '../ui/with-strong.tsx';

/** The average (one decimal), the count, five bars from 5 stars down, and the average points improved. */
export function ReviewSummary({ summary }: { summary: RatingSummary }) {
  const t = useT();
  const { average, count, distribution, averagePointsImproved } = summary;
  return (
    <div className="grid gap-6 sm:grid-cols-[12rem_1fr]">
      <div>
        <p className="text-4xl font-bold text-slate-900" data-testid="rating-average">
          {average === null ? '–' : average.toFixed(1)}
        </p>
        {average !== null ? <Stars value={average} size="lg" /> : null}
        <p className="mt-1 text-sm text-slate-700" data-testid="rating-count">
          {t('reviews.count', { count })}
        </p>
        {averagePointsImproved !== null ? (
          <p className="mt-2 text-sm text-slate-700">
            <WithStrong
              text={(points) => t('reviews.pointsAverage', { points })}
              value={t('reviews.points', { count: averagePointsImproved })}
              className="text-slate-900"
            />
          </p>
        ) : null}
      </div>
      <ul className="space-y-1.5" aria-label={t('reviews.distribution')}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = distribution[stars - 1] ?? 0;
          const share = count ? Math.round((n / count) * 100) : 0;
          return (
            <li key={stars} className="flex items-center gap-2 text-sm text-slate-700">
              <span className="w-14 shrink-0">{t('reviews.stars', { count: stars })}</span>
              <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                <span className="block h-full rounded-full bg-amber-500" style={{ width: `${share}%` }} />
              </span>
              <span className="w-8 shrink-0 text-right">{n}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
