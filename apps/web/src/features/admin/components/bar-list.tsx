import { Card } from '../../../components/ui/card.tsx';
import { formatNumber } from '../../../lib/format.ts';

export interface Bar {
  label: string;
  value: number;
  /** A Tailwind background class for the bar. */
  color?: string;
}

/**
 * A horizontal bar chart in plain HTML: each bar is as long as its share of the largest value, and
 * its label and figure are text, so screen readers and small screens read it as a list.
 */
export function BarList({ title, bars, showShare = false }: { title: string; bars: Bar[]; showShare?: boolean }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const total = bars.reduce((sum, b) => sum + b.value, 0);
  return (
    <Card className="p-5">
      <figure>
        <figcaption className="text-lg font-semibold text-slate-900">{title}</figcaption>
        <ul className="mt-4 space-y-3">
          {bars.map((b) => (
            <li key={b.label}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="text-slate-800">{b.label}</span>
                <span className="font-semibold text-slate-900">
                  {formatNumber(b.value)}
                  {showShare && total > 0 ? (
                    <span className="ml-1 font-normal text-slate-600">({Math.round((b.value / total) * 100)}%)</span>
                  ) : null}
                </span>
              </div>
              <div className="mt-1 h-2.5 rounded-full bg-slate-100" aria-hidden="true">
                <div
                  className={`h-2.5 rounded-full ${b.color ?? 'bg-brand-600'}`}
                  style={{ width: `${(b.value / max) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      </figure>
    </Card>
  );
}
