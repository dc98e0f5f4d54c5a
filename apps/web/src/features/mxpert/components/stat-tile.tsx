import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';

export function StatTile({
  label,
  value,
  icon: Icon,
  to,
}: {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
  to: string;
}) {
  return (
    <Card className="p-0">
      <Link to={to} className="flex items-center gap-4 rounded-xl p-5 hover:bg-slate-50">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <span>
          <span className="block text-sm text-slate-600">{label}</span>
          <span className="block text-2xl font-bold text-slate-900">{value ?? '–'}</span>
        </span>
      </Link>
    </Card>
  );
}
