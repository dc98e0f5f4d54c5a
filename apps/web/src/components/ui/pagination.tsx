import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from './cn.ts';

/** The page numbers to show: at most 5, with the first and last pages and ellipses between (spec section 9). */
export function pageItems(page: number, totalPages: number): (number | 'ellipsis')[] {
  if (totalPages <= 5) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(page - 1, totalPages - 3));
  const end = Math.min(totalPages - 1, start + 2);
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [
    1,
    ...(start > 2 ? ['ellipsis' as const] : []),
    ...middle,
    ...(end < totalPages - 1 ? ['ellipsis' as const] : []),
    totalPages,
  ];
}

const ITEM = 'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium';

/** The one pager: Previous, up to 5 page numbers with ellipses, Next. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-center gap-1">
      <button
        type="button"
        className={cn(ITEM, 'text-slate-700 hover:bg-slate-100 disabled:opacity-40')}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
      </button>
      {pageItems(page, totalPages).map((item, i) =>
        item === 'ellipsis' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: ellipses have no identity but their place.
          <span key={`e${i}`} className={cn(ITEM, 'text-slate-500')} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={cn(ITEM, item === page ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100')}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => onPageChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(ITEM, 'text-slate-700 hover:bg-slate-100 disabled:opacity-40')}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= totalPages}
        aria-label="Next page"
      >
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
