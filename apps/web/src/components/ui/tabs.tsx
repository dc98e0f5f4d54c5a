import { Tabs as T } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
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
  /** Inside a card's edge: the tab row scrolls sideways on a phone and panels start flush. */
  inCard?: boolean;
}) {
  return (
    <T.Root value={value} onValueChange={onValueChange}>
      <T.List aria-label={label} className={cn('flex gap-1 border-b border-slate-200', inCard && 'flex-wrap px-3')}>
        {items.map((item) => (
          <T.Trigger
            key={item.value}
            value={item.value}
            className={cn(
              'border-b-2 border-transparent py-2.5 text-sm font-medium text-slate-700 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
              inCard ? 'whitespace-nowrap px-3' : '-mb-px px-4',
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
