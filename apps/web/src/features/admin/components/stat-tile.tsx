import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';

/** One figure with its label; a dash while loading or when it could not be loaded. */
export function StatTile({ label, value, icon: Icon }: { label: string; value: number | undefined; icon: LucideIcon }) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <p className="text-sm text-slate-600">{label}</p>
        <p className="text-2xl font-bold text-slate-900">{value === undefined ? '—' : value.toLocaleString('en-US')}</p>
      </div>
    </Card>
  );
}
