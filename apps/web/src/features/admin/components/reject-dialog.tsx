import { zodResolver } from '@hookform/resolvers/zod';
import { type RejectMxpertBody, rejectMxpertBody } from '@mx/contract';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useRejectMxpert } from '../api/decisions.ts';
import { useReasonTexts } from './reason-dialog.tsx';

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
  const { t, reasonError, hint } = useReasonTexts();
  const reject = useRejectMxpert();
  const form = useForm<RejectMxpertBody>({ resolver: zodResolver(rejectMxpertBody), defaultValues: { reason: '' } });

  const onSubmit = form.handleSubmit(({ reason }) => {
    reject.mutate(
      { id: mxpert.id, reason },
      {
        onSuccess: (res) => {
          notify.success(res.message);
          form.reset();
          onRejected();
        },
        onError: (err) => notify.error(t('admin.rejectFailed'), isApiError(err) ? (err.serverMessage ?? undefined) : undefined),
      },
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
      title={t('admin.rejectTitle', { name: mxpert.name })}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Alert tone="warning" title={t('admin.rejectWarningTitle')}>
          {t('admin.rejectWarning')}
        </Alert>
        <FormField label={t('admin.rejectReason')} error={reasonError(form.formState.errors.reason?.message)} hint={hint}>
          <Textarea rows={4} {...form.register('reason')} />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" variant="danger" isLoading={reject.isPending}>
            {t('admin.rejectSubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
