import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { cn } from './cn.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons shown at the bottom. */
  footer?: ReactNode;
  className?: string;
  /**
   * Where focus goes when the modal closes, for a modal opened by the page rather than by a button
   * (the element focused before it may be gone or disabled by then). By default, the element focused before.
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/** A modal's or a sheet's title with the close button beside it. */
export function DialogTitleBar({ title, className }: { title: string; className: string }) {
  const t = useT();
  return (
    <div className={className}>
      <D.Title className="text-lg font-semibold text-slate-900">{title}</D.Title>
      <D.Close className="rounded-md p-1 text-slate-600 hover:bg-slate-100" aria-label={t('common.close')}>
        <X className="size-5" aria-hidden="true" />
      </D.Close>
    </div>
  );
}

/** The one modal: focus trapped, Escape closes, title and description announced (Radix Dialog). */
export function Dialog({ open, onOpenChange, title, description, children, footer, className, returnFocusTo }: DialogProps) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <D.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <DialogTitleBar title={title} className="flex items-start justify-between gap-4" />
          {description ? <D.Description className="mt-2 text-sm text-slate-700">{description}</D.Description> : null}
          {children ? <div className="mt-4">{children}</div> : null}
          {footer ? <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div> : null}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
