import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useT } from '../../../lib/i18n.tsx';

export interface ProfileRow {
  label: string;
  /** Empty values (null, '', an empty list) read 'Not provided'. */
  value: ReactNode | string | readonly string[] | null | undefined;
}

function isEmpty(value: ProfileRow['value']): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** One card of /mxpert/profile: its rows and the edit button that opens its modal. */
export function ProfileCard({
  title,
  rows,
  onEdit,
  canEdit,
}: {
  title: string;
  rows: ProfileRow[];
  onEdit(): void;
  canEdit: boolean;
}) {
  const t = useT();
  return (
    <Card className="p-6">
      <div className="flex items-center justify-between gap-3">
        {/* The heading wraps when the card is narrow; the button keeps its word on one line. */}
        <h2 className="min-w-0 text-lg font-semibold text-slate-900">{title}</h2>
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 whitespace-nowrap"
          onClick={onEdit}
          disabled={!canEdit}
          aria-label={t('mxpert.editTitle', { title })}
        >
          <Pencil className="size-4" aria-hidden="true" /> {t('mxpert.edit')}
        </Button>
      </div>
      <dl className="mt-4 space-y-3">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 sm:grid-cols-3">
            <dt className="text-sm font-medium text-slate-600">{row.label}</dt>
            <dd className="wrap-anywhere text-sm text-slate-900 sm:col-span-2">
              {isEmpty(row.value) ? (
                <span className="text-slate-500">{t('mxpert.notProvided')}</span>
              ) : Array.isArray(row.value) ? (
                row.value.join(', ')
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
