import { Tabs as T } from 'radix-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from './cn.ts';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

/**
 * The tab change to pass on, once per change. Radix activates a tab on mouse down and again when it
 * takes focus in the same click, before the new value is rendered: a list whose tab lives in the URL
 * would otherwise write two history entries, and Back would seem to do nothing.
 */
export function useTabChange(value: string, onValueChange: (value: string) => void): (value: string) => void {
  const requested = useRef(value);
  useEffect(() => {
    requested.current = value;
  }, [value]);
  return (next) => {
    if (next === requested.current) return;
    requested.current = next;
    onValueChange(next);
  };
}

/** The one tab set (Radix Tabs: arrow keys move between tabs, the panel is labelled by its tab). */
export function Tabs({
  items,
  value,
  onValueChange,
  label,
  inCard = false,
}: {
  items: TabItem[];
  value: string;
  onValueChange(value: string): void;
  /** What the tab list is for, for screen readers. */
  label: string;
  /** Inside a card's edge: the tabs keep off the card's sides and panels start flush. */
  inCard?: boolean;
}) {
  const onTabChange = useTabChange(value, onValueChange);
  return (
    <T.Root value={value} onValueChange={onTabChange}>
      {/* Tabs that do not fit one row go on to the next; a long label wraps between its words, never inside one. */}
      <T.List aria-label={label} className={cn('flex flex-wrap gap-1 border-b border-slate-200', inCard && 'px-3')}>
        {items.map((item) => (
          <T.Trigger
            key={item.value}
            value={item.value}
            className={cn(
              'border-b-2 border-transparent py-2.5 text-left text-sm font-medium wrap-normal text-slate-700 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
              inCard ? 'px-3' : '-mb-px px-4',
            )}
          >
            {item.label}
          </T.Trigger>
        ))}
      </T.List>
      {items.map((item) => (
        <T.Content key={item.value} value={item.value} className={inCard ? undefined : 'pt-6 focus-visible:outline-none'}>
          {item.content}
        </T.Content>
      ))}
    </T.Root>
  );
}
