import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../../components/ui/cn.ts';
import { Logo } from '../../components/ui/logo.tsx';

export interface NavItem {
  to: string;
  label: string;
  /** Match the path exactly (a parent path would otherwise stay highlighted on its children). */
  end?: boolean;
  /** Unread replies behind this item, shown as a count beside its label. */
  unread?: number;
}

/** The top bar of the signed-in areas: logo, navigation, and the right-hand tools (bell, user menu). */
export function AreaHeader({ home, nav, tools, label }: { home: string; nav: NavItem[]; tools: ReactNode; label?: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          <Logo to={home} isCompactOnPhone={Boolean(label)} />
          {label ? (
            <span className="shrink-0 rounded-md bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white">{label}</span>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-3">{tools}</div>
      </div>
      {nav.length > 0 ? (
        <nav aria-label="Main" className="border-t border-slate-100">
          <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2 sm:px-4">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    cn(
                      'inline-block whitespace-nowrap border-b-2 px-3 py-3 text-sm font-medium',
                      isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:text-slate-900',
                    )
                  }
                >
                  {item.label}
                  {item.unread ? (
                    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
                      {item.unread > 9 ? '9+' : item.unread}
                      <span className="sr-only"> unread</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
