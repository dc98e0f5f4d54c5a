import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

/** Asks before deleting a message or request for good. */
export function DeleteDialog({
  title,
  target,
  isPending,
  onClose,
  onConfirm,
}: {
  title: string;
  target: { id: string; name: string } | null;
  isPending: boolean;
  onClose(): void;
  onConfirm(id: string): void;
}) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={target ? `Delete this item from ${target.name}? This cannot be undone.` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button variant="danger" isLoading={isPending} onClick={() => target && onConfirm(target.id)}>
            Delete
          </Button>
        </>
      }
    />
  );
}
