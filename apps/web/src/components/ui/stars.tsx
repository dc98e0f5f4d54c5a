import { Star } from 'lucide-react';
import { cn } from './cn.ts';

/**
 * Five stars filled to the rating (halves rounded to the nearest half). The stars are decoration:
 * the accessible text says the rating in words.
 */
export function Stars({ value, className, size = 'sm' }: { value: number; className?: string; size?: 'sm' | 'lg' }) {
  const rounded = Math.round(value * 2) / 2;
  const icon = size === 'lg' ? 'size-5' : 'size-4';
  return (
    <span className={cn('inline-flex items-center', className)} role="img" aria-label={`${value} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = rounded >= n ? 'full' : rounded >= n - 0.5 ? 'half' : 'none';
        return (
          <span key={n} className={cn('relative', icon)} aria-hidden="true">
            <Star className={cn('absolute inset-0 text-slate-300', icon)} />
            {fill !== 'none' ? (
              <span className={cn('absolute inset-0 overflow-hidden', fill === 'half' ? 'w-1/2' : 'w-full')}>
                <Star className={cn('fill-amber-500 text-amber-500', icon)} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}

/** '4.5' and the stars and '(12 reviews)', or 'No reviews yet'. */
export function RatingLine({ average, count }: { average: number | null; count: number }) {
  if (!count || average === null) return <span className="text-sm text-slate-600">No reviews yet</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 text-sm text-slate-700">
      <strong className="text-slate-900">{average.toFixed(1)}</strong>
      <Stars value={average} />
      <span>
        ({count} {count === 1 ? 'review' : 'reviews'})
      </span>
    </span>
  );
}
