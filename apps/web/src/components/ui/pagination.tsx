import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { cn } from './cn.ts';

/**
 * The page numbers to show: at most 5, always the first and the last, with an
 * ellipsis where pages are left out. 1 … 4 5 6 … 20
 */
export function pageNumbers(page: number, totalPages: number): (number | 'ellipsis')[] {
  if (totalPages <= 5) return Array.from({ length: totalPages }, (_, i) => i + 1);
  if (page <= 3) return [1, 2, 3, 4, 'ellipsis', totalPages];
  if (page >= totalPages - 2) return [1, 'ellipsis', totalPages - 3, totalPages - 2, totalPages - 1, totalPages];
  return [1, 'ellipsis', page - 1, page, page + 1, 'ellipsis', totalPages];
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** Pages as links (shareable URLs)… */
  hrefFor?: (page: number) => string;
  /** …or as buttons. */
  onPageChange?: (page: number) => void;
  /** Names the list the pages belong to, for screen readers ('MortgageXperts pages'). */
  label?: string;
  className?: string;
}

/** Room left above the list for the site header. */
const HEADER_ROOM_PX = 80;

/** After a page change the list the pager belongs to (its parent) starts at the top of the screen. */
function scrollListToTop(nav: HTMLElement | null): void {
  const list = nav?.parentElement;
  if (!list) return;
  const top = list.getBoundingClientRect().top;
  if (top < HEADER_ROOM_PX) window.scrollTo({ top: window.scrollY + top - HEADER_ROOM_PX });
}

const ITEM = 'inline-flex h-10 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium sm:min-w-10 sm:px-3';

/** The one pager: previous, up to 5 page numbers with ellipses, next, in one row even on a phone. Nothing for a single page. */
export function Pagination({ page, totalPages, hrefFor, onPageChange, label, className }: PaginationProps) {
  const navRef = useRef<HTMLElement>(null);
  const t = useT();
  if (totalPages <= 1) return null;

  const control = (target: number, label: ReactNode, opts: { ariaLabel?: string; isCurrent?: boolean } = {}) => {
    const isDisabled = target < 1 || target > totalPages;
    const classes = cn(
      ITEM,
      opts.isCurrent ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50',
      isDisabled && 'pointer-events-none opacity-50',
    );
    if (hrefFor && !isDisabled && !opts.isCurrent) {
      return (
        <Link
          to={hrefFor(target)}
          className={classes}
          aria-label={opts.ariaLabel}
          onClick={() => scrollListToTop(navRef.current)}
        >
          {label}
        </Link>
      );
    }
    return (
      <button
        type="button"
        className={classes}
        aria-label={opts.ariaLabel}
        aria-current={opts.isCurrent ? 'page' : undefined}
        disabled={isDisabled || opts.isCurrent}
        onClick={() => {
          onPageChange?.(target);
          scrollListToTop(navRef.current);
        }}
      >
        {label}
      </button>
    );
  };

  return (
    <nav
      ref={navRef}
      aria-label={label ?? t('common.pagination')}
      className={cn('flex flex-nowrap items-center justify-center gap-1 sm:gap-2', className)}
    >
      {control(page - 1, <ChevronLeft className="size-4" aria-hidden="true" />, { ariaLabel: t('common.previousPage') })}
      {pageNumbers(page, totalPages).map((n, i) =>
        n === 'ellipsis' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: at most two ellipses, told apart by position.
          <span key={`ellipsis-${i}`} className="px-0.5 text-slate-600 sm:px-1" aria-hidden="true">
            …
          </span>
        ) : (
          <span key={n}>{control(n, n, { ariaLabel: t('common.pageNumber', { page: n }), isCurrent: n === page })}</span>
        ),
      )}
      {control(page + 1, <ChevronRight className="size-4" aria-hidden="true" />, { ariaLabel: t('common.nextPage') })}
    </nav>
  );
}
