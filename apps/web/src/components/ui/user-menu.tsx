import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { initialsOf } from '../../lib/auth.tsx';
import { HEADER_PANEL_PLACEMENT, headerPanelClassName } from './header-panel.ts';

export interface UserMenuProps {
  name: string;
  /** The line under the name, such as 'Consumer Account' or the role. */
  subtitle: string;
  /** The button's name in the page's language; it must hold the name and the subtitle. */
  label?: string;
  children: ReactNode;
}

/** Initials avatar and name; opens a menu of account actions (Radix DropdownMenu). */
export function UserMenu({ name, subtitle, label, children }: UserMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full py-1 pl-1 pr-2 hover:bg-slate-100"
        // The name holds the visible name and subtitle (WCAG 2.5.3, label in name).
        aria-label={label ?? `Account menu for ${name} ${subtitle}`}
      >
        {/* Decorative initials drawn by CSS, so the button's visible text is the name its label holds. */}
        <span
          className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white before:content-[attr(data-initials)]"
          data-initials={initialsOf(name)}
          aria-hidden="true"
        />
        <span className="hidden text-left sm:block">
          <span className="block text-sm font-semibold leading-tight text-slate-900">{name}</span>
          {/* Keeps the name and the subtitle two words apart in the text read from the button. */}{' '}
          <span className="block text-xs leading-tight text-slate-600">{subtitle}</span>
        </span>
        <ChevronDown className="size-4 text-slate-600" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content {...HEADER_PANEL_PLACEMENT} className={headerPanelClassName('min-w-52 p-1')}>
          <div className="px-3 py-2 sm:hidden">
            <p className="text-sm font-semibold text-slate-900">{name}</p>
            <p className="text-xs text-slate-600">{subtitle}</p>
          </div>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function UserMenuItem({ onSelect, children }: { onSelect(): void; children: ReactNode }) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100"
    >
      {children}
    </DropdownMenu.Item>
  );
}
