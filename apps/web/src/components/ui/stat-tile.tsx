import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/format.ts';
import { Card } from './card.tsx';
import { cn } from './cn.ts';

/** Less room around the icon on a phone, so two tiles side by side keep their labels' words whole. */
const BOX = 'relative flex min-h-[5.25rem] flex-col justify-center py-5 pl-16 pr-3 sm:pl-20 sm:pr-5';

/** A tile's icon on its tinted square (decoration: the tile's label says what it is). */
export function TileIcon({ icon: Icon, className }: { icon: LucideIcon; className: string }) {
  return (
    <span
      className={cn('flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700', className)}
      aria-hidden="true"
    >
      <Icon className="size-5" />
    </span>
  );
}

/**
 * The one stat tile: an icon, a label and a figure (a dash while loading or when it could not be
 * loaded). With `to` the whole tile is a link; with `inList` it is one dt/dd group of a dl.
 */
export function StatTile({
  label,
  value,
  icon: Icon,
  to,
  inList = false,
}: {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
  to?: string;
  inList?: boolean;
}) {
  const Term = inList ? 'dt' : 'span';
  const Figure = inList ? 'dd' : 'span';
  const content = (
    <>
      <Term className="block text-sm text-slate-700">
        <TileIcon icon={Icon} className="absolute left-3 top-1/2 -translate-y-1/2 sm:left-5" />
        {label}
      </Term>
      <Figure className="block text-2xl font-bold text-slate-900">{value === undefined ? '—' : formatNumber(value)}</Figure>
    </>
  );
  if (to) {
    return (
      <Card className="p-0">
        <Link to={to} className={cn(BOX, 'rounded-xl hover:bg-slate-50')}>
          {content}
        </Link>
      </Card>
    );
  }
  return <Card className={BOX}>{content}</Card>;
}
