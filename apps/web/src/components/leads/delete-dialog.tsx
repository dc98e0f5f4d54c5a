import { useT } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { TargetDialog, type TargetDialogProps } from './target-dialog.tsx';

/** Asks before deleting a message or request for good. */
export function DeleteDialog({
  onConfirm,
  ...props
}: TargetDialogProps<{ id: string; name: string }> & { onConfirm(id: string): void }) {
  const t = useT();
  const { target, isPending, onClose } = props;
  return (
    <TargetDialog
      {...props}
      describe={(name) => t('leads.deleteQuestion', { name })}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isPending}>
            {t('leads.cancel')}
          </Button>
          <Button variant="danger" isLoading={isPending} onClick={() => target && onConfirm(target.id)}>
            {t('leads.delete')}
          </Button>
        </>
      }
    />
  );
}
