import { useT } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';

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
  const t = useT();
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={target ? t('inquiries.deleteQuestion', { name: target.name }) : undefined}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isPending}>
            {t('inquiries.cancel')}
          </Button>
          <Button variant="danger" isLoading={isPending} onClick={() => target && onConfirm(target.id)}>
            {t('inquiries.delete')}
          </Button>
        </>
      }
    />
  );
}
