import { useT } from '../../lib/i18n.tsx';
import { cn } from './cn.ts';

/** Lucide's star (24 × 24) moved right by `dx`: five of them side by side are one path. */
const star = (dx: number) =>
  `M${(11.525 + dx).toFixed(3)} 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L${(6.396 + dx).toFixed(3)} 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L${(2.16 + dx).toFixed(3)} 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z`;
const FIVE_STARS = [0, 1, 2, 3, 4].map((i) => star(i * 24)).join('');
/** How much of the five stars is filled, by half stars (0 to 10). */
const FILLED = ['w-0', 'w-[10%]', 'w-1/5', 'w-[30%]', 'w-2/5', 'w-1/2', 'w-3/5', 'w-[70%]', 'w-4/5', 'w-[90%]', 'w-full'];

function FiveStars({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 120 24"
      aria-hidden="true"
      className={className}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={FIVE_STARS} />
    </svg>
  );
}

/**
 * Five stars filled to the rating (halves rounded to the nearest half). The stars are decoration:
 * the accessible text says the rating in words. Two layers of one path each (a directory page shows
 * twenty of them): the outlines, and the filled stars cut to the rating's width.
 */
export function Stars({ value, className, size = 'sm' }: { value: number; className?: string; size?: 'sm' | 'lg' }) {
  const t = useT();
  const halves = Math.min(10, Math.max(0, Math.round(value * 2)));
  const box = size === 'lg' ? 'h-5 w-25' : 'h-4 w-20';
  return (
    <span
      className={cn('relative inline-block shrink-0', box, className)}
      role="img"
      aria-label={t('common.starsLabel', { value })}
    >
      <FiveStars className={cn('absolute inset-0 fill-none text-slate-300', box)} />
      <span className={cn('absolute inset-y-0 left-0 overflow-hidden', FILLED[halves])} aria-hidden="true">
        <FiveStars className={cn('max-w-none fill-amber-500 text-amber-500', box)} />
      </span>
    </span>
  );
}

/** '4.5' and the stars and '(12 reviews)', or 'No reviews yet', in the page's language. */
export function RatingLine({ average, count }: { average: number | null; count: number }) {
  const t = useT();
  if (!count || average === null) return <span className="text-sm text-slate-600">{t('common.noReviews')}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 text-sm text-slate-700">
      <strong className="text-slate-900">{average.toFixed(1)}</strong>
      <Stars value={average} />
      <span>{t('common.reviewCount', { count })}</span>
    </span>
  );
}
