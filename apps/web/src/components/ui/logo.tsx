import { paths } from '@mx/contract/paths';
import { Link } from 'react-router';
import { cn } from './cn.ts';

/** `isCompactOnPhone`: only the mark below 640 px, where a header needs the room for its tools. */
export function Logo({
  to = paths.home,
  label = 'MortgageXperts',
  homeLabel,
  isCompactOnPhone = false,
}: {
  to?: string;
  label?: string;
  /** The link's name in the page's language (English: "<label> home"). */
  homeLabel?: string;
  isCompactOnPhone?: boolean;
}) {
  return (
    <Link
      to={to}
      className="flex min-w-0 items-center gap-2 rounded-md font-bold text-slate-900"
      aria-label={homeLabel ?? `${label} home`}
    >
      <svg viewBox="0 0 64 64" className="size-8 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#1d4ed8" />
        <path d="M14 34 32 18l18 16v14H14z" fill="#fff" />
        <path d="M26 48V36h12v12" fill="#1d4ed8" />
      </svg>
      {/* The brand's wordmark is the same in every language. */}
      <span
        translate="no"
        className={cn('whitespace-nowrap text-base tracking-tight sm:text-lg', isCompactOnPhone && 'hidden sm:inline')}
      >
        Mortgage<span className="text-brand-700">Xperts</span>
      </span>
    </Link>
  );
}
