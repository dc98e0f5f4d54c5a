import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from './cn.ts';

/** Pages shown as numbers at once (spec section 9: up to 5 with ellipses). */
const WINDOW = 5;

export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The page numbers to show: at most five, centred on the current page where possible, with an
 * ellipsis where pages are left out. `pageItems(7, 20)` gives gap-start, 5, 6, 7, 8, 9, gap-end.
 */
export function pageItems(page: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  const first = Math.max(1, Math.min(current - Math.floor(WINDOW / 2), totalPages - WINDOW + 1));
  const last = Math.min(totalPages, first + WINDOW - 1);
  const numbers = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return [...(first > 1 ? ['gap-start' as const] : []), ...numbers, ...(last < totalPages ? ['gap-end' as const] : [])];
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  /** Names the list the pages belong to, for screen readers ('MortgageXperts pages'). */
  label?: string;
  className?: string;
}

/** The one pagination control: Previous, up to five page numbers with ellipses, Next. Hidden for one page. */
export function Pagination({ page, totalPages, onPageChange, label = 'Pagination', className }: PaginationProps) {
  const items = pageItems(page, totalPages);
  if (items.length === 0) return null;
  const button =
    'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg px-2 text-sm font-medium ring-1 ring-slate-300 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label={label} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={cn(button, 'bg-white text-slate-800 hover:bg-slate-50')}
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
            aria-label="Previous page"
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">Previous</span>
          </button>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={cn(
                  button,
                  item === page ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-800 hover:bg-slate-50',
                )}
                onClick={() => onPageChange(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cn(button, 'bg-white text-slate-800 hover:bg-slate-50')}
            onClick={() => onPageChange(page + 1)}
            disabled={page >= totalPages}
            aria-label="Next page"
          >
            <span className="hidden sm:inline">Next</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
