import { Tabs as T } from 'radix-ui';
import type { ReactNode } from 'react';

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
}: {
  items: TabItem[];
  value: string;
  onValueChange(value: string): void;
  /** What the tab list is for, for screen readers. */
  label: string;
}) {
  return (
    <T.Root value={value} onValueChange={onValueChange}>
      <T.List aria-label={label} className="flex gap-1 border-b border-slate-200">
        {items.map((item) => (
          <T.Trigger
            key={item.value}
            value={item.value}
            className="-mb-px border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-slate-700 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
          >
            {item.label}
          </T.Trigger>
        ))}
      </T.List>
      {items.map((item) => (
        <T.Content key={item.value} value={item.value} className="pt-6 focus-visible:outline-none">
          {item.content}
        </T.Content>
      ))}
    </T.Root>
  );
}
