import { ChevronRight } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../components/ui/cn.ts';
import { Logo } from '../../components/ui/logo.tsx';
import { useT } from '../../lib/i18n.tsx';

export interface NavItem {
  to: string;
  label: string;
  /** Match the path exactly (a parent path would otherwise stay highlighted on its children). */
  end?: boolean;
  /** Unread replies behind this item, shown as a count beside its label. */
  unread?: number;
}

/** The navigation's name and the word after an unread count. */
interface AreaNavTexts {
  nav: string;
  unread: string;
}

/**
 * The top bar of the signed-in areas: logo, navigation, and the right-hand tools (bell, user menu), in
 * the user's language (the layout loads the `areas` texts first).
 */
export function AreaHeader({ home, nav, tools, label }: { home: string; nav: NavItem[]; tools: ReactNode; label?: string }) {
  const t = useT();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          <Logo to={home} homeLabel={t('shell.logoHome')} isCompactOnPhone={Boolean(label)} />
          {label ? (
            <span className="shrink-0 rounded-md bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white">{label}</span>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-3">{tools}</div>
      </div>
      {nav.length > 0 ? <AreaNav nav={nav} texts={{ nav: t('areas.navLabel'), unread: t('areas.navUnread') }} /> : null}
    </header>
  );
}

/**
 * The area's tabs in one row. When they are wider than the screen the row scrolls, and a fade with
 * an arrow at its right edge shows that more tabs follow. A page opens with its own tab in the middle
 * of the row, or as near as the row's ends allow.
 */
function AreaNav({ nav, texts }: { nav: NavItem[]; texts: AreaNavTexts }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [hasMore, setHasMore] = useState(false);
  const { pathname } = useLocation();
  // The tabs' widths change when their unread counts arrive: the current tab is brought into view again.
  const tabsShown = nav.map((item) => `${item.to} ${item.label} ${item.unread ?? 0}`).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current tab and the tabs' widths change with the path and the tabs shown.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const tab = current.getBoundingClientRect();
    const row = list.getBoundingClientRect();
    list.scrollLeft += tab.left - row.left - (list.clientWidth - tab.width) / 2;
  }, [pathname, tabsShown]);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setHasMore(list.scrollLeft + list.clientWidth < list.scrollWidth - 1);
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);
  return (
    <nav aria-label={texts.nav} className="relative border-t border-slate-100">
      <ul ref={listRef} className="mx-auto flex max-w-7xl gap-0.5 overflow-x-auto px-1 sm:gap-1 sm:px-4">
        {nav.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'inline-block whitespace-nowrap border-b-2 px-2 py-3 text-sm font-medium sm:px-3',
                  isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:text-slate-900',
                )
              }
            >
              {item.label}
              {item.unread ? (
                <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
                  {item.unread > 9 ? '9+' : item.unread}
                  <span className="sr-only"> {texts.unread}</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <span
          className="pointer-events-none absolute inset-y-0 right-0 flex w-10 items-center justify-end bg-gradient-to-l from-white via-white/90 to-transparent pr-1"
          aria-hidden="true"
          data-testid="nav-scroll-cue"
        >
          <ChevronRight className="size-4 text-slate-600" />
        </span>
      ) : null}
    </nav>
  );
}
