import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.tsx';

export interface RecentItem {
  id: string;
  title: string;
  badge: ReactNode;
  detail: string;
}

/** A dashboard card listing the newest items of an inbox, with a link to all of them. */
export function RecentList({
  title,
  to,
  items,
  isPending,
  error,
  emptyText,
}: {
  title: string;
  to: string;
  items: RecentItem[] | undefined;
  isPending: boolean;
  error: string | null;
  emptyText: string;
}) {
  const t = useT();
  return (
    <Card className="p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <Link to={to} className="text-sm font-semibold text-brand-700 hover:underline">
          {t('mxpert.viewAll')}
        </Link>
      </div>
      {isPending ? (
        <Spinner label={t('mxpert.loadingList', { title: title.toLowerCase() })} className="py-8" />
      ) : error ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {error}
        </p>
      ) : !items || items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{emptyText}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{item.title}</span>
                <span className="block text-sm text-slate-600">{item.detail}</span>
              </span>
              {item.badge}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
