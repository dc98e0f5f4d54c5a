import type { ReactNode } from 'react';
import { Dialog } from '../ui/dialog.tsx';

/** What the inbox's Manage and Delete dialogs take: they are open while they have a message or request. */
export interface TargetDialogProps<T extends { id: string; name: string }> {
  title: string;
  target: T | null;
  isPending: boolean;
  onClose(): void;
}

/** A dialog about one message or request, its sender named in the description; closing it hands back to onClose. */
export function TargetDialog<T extends { id: string; name: string }>({
  title,
  target,
  onClose,
  describe,
  footer,
  children,
}: Omit<TargetDialogProps<T>, 'isPending'> & { describe(name: string): string; footer?: ReactNode; children?: ReactNode }) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={target ? describe(target.name) : undefined}
      footer={footer}
    >
      {children}
    </Dialog>
  );
}
