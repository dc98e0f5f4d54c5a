import { isApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { notify } from '../../../lib/toast.ts';
import { useRejectMxpert } from '../api/decisions.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/** Asks for the reason (at least 10 characters after trimming) and rejects; warns what rejection does. */
export function RejectDialog({
  mxpert,
  open,
  onOpenChange,
  onRejected,
}: {
  mxpert: { id: string; name: string };
  open: boolean;
  onOpenChange(open: boolean): void;
  onRejected(): void;
}) {
  const t = useT();
  const reject = useRejectMxpert();
  const onSubmit = (reason: string) =>
    reject.mutate(
      { id: mxpert.id, reason },
      {
        onSuccess: (res) => {
          notify.success(res.message);
          onRejected();
        },
        onError: (err) => notify.error(t('admin.rejectFailed'), isApiError(err) ? (err.serverMessage ?? undefined) : undefined),
      },
    );
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin.rejectTitle', { name: mxpert.name })}
      warningTitle={t('admin.rejectWarningTitle')}
      warning={t('admin.rejectWarning')}
      label={t('admin.rejectReason')}
      submitLabel={t('admin.rejectSubmit')}
      isPending={reject.isPending}
      onSubmit={onSubmit}
    />
  );
}
