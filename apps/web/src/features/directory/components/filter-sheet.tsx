import { Dialog as D } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DialogTitleBar } from '../../../components/ui/dialog.tsx';
import { useT } from '../../../lib/i18n.tsx';

/**
 * The directory's filters on a phone: a sheet over the page with the four lists, and a button fixed
 * at its bottom that says how many professionals the choice finds and closes the sheet.
 */
export default function FilterSheet({
  open,
  onOpenChange,
  resultCount,
  activeCount,
  onClear,
  onShowResults,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  resultCount: number | null;
  activeCount: number;
  onClear(): void;
  onShowResults(): void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <D.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88vh] flex-col rounded-t-2xl bg-white shadow-xl"
          data-testid="filter-sheet"
        >
          <DialogTitleBar
            title={t('directory.filters')}
            className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3"
          />
          <div className="grid flex-1 gap-6 overflow-y-auto p-4">{children}</div>
          <div className="flex gap-2 border-t border-slate-200 px-4 py-3">
            {activeCount > 0 ? (
              <Button variant="outline" onClick={onClear}>
                {t('directory.clearFilters')}
              </Button>
            ) : null}
            <Button className="flex-1" onClick={onShowResults} aria-live="polite">
              {/* 'Show 12 results', 'Show 1 result', or 'Show results' while the count is loading. */}
              {resultCount === null ? t('directory.showResultsLoading') : t('directory.showResults', { count: resultCount })}
            </Button>
          </div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
