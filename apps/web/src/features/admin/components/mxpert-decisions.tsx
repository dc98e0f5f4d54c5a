import { REJECTION_REASON_MAX } from '@mx/contract';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { notify } from '../../../lib/toast.ts';
import { useApproveWithConfirmation, useReinstateMxpert, useSuspendMxpert } from '../api/admin-ops.ts';
import type { MxpertDetail } from './mxpert-detail-body.tsx';
import { ConfirmDialog, ReasonDialog } from './reason-dialog.tsx';
import { RejectDialog } from './reject-dialog.tsx';

/**
 * The decisions an admin may take on one professional, with the buttons the approval rules allow:
 * Approve and Reject while pending with onboarding complete; only Reject, with a note, while
 * onboarding is incomplete; Suspend once approved, Reinstate once suspended. Gives the modal's
 * footer buttons and the dialogs they open.
 */
export function useMxpertDecisions(
  m: MxpertDetail | undefined,
  name: string,
  onClose: () => void,
): { footer: ReactNode; dialogs: ReactNode } {
  const t = useT();
  const approve = useApproveWithConfirmation();
  const suspend = useSuspendMxpert();
  const reinstate = useReinstateMxpert();
  const [dialog, setDialog] = useState<null | 'reject' | 'suspend' | 'reinstate' | 'confirmNmls'>(null);
  const [reinstateNote, setReinstateNote] = useState('');
  const isRejecting = dialog === 'reject';
  const setRejecting = (open: boolean) => setDialog(open ? 'reject' : null);
  /** The server's sentence, in the admin's language. */
  const done = (res: { message: string }) => {
    notify.success(res.message);
    setDialog(null);
    onClose();
  };
  const failed = (fallback: string) => (err: unknown) =>
    notify.error(fallback, isApiError(err) ? (err.serverMessage ?? undefined) : undefined);

  const onApprove = (profile: MxpertDetail, confirmed = false) => {
    if (profile.nmlsAlsoUsedBy.length > 0 && !confirmed) return setDialog('confirmNmls');
    approve.mutate(
      { id: profile.id, confirmDuplicateNmls: confirmed },
      { onSuccess: done, onError: failed(t('admin.approveFailed')) },
    );
  };

  const isPending = m?.approvalStatus === 'pending';
  const statusActions =
    m?.approvalStatus === 'approved' ? (
      <Button variant="danger" onClick={() => setDialog('suspend')}>
        {t('admin.suspend')}
      </Button>
    ) : m?.approvalStatus === 'suspended' ? (
      <Button onClick={() => setDialog('reinstate')}>{t('admin.reinstate')}</Button>
    ) : null;
  const footer =
    m && isPending ? (
      <>
        <Button variant="outline" onClick={onClose}>
          {t('admin.close')}
        </Button>
        <Button variant="danger" onClick={() => setRejecting(true)} disabled={approve.isPending}>
          {t('admin.reject')}
        </Button>
        {m.onboardCompleted ? (
          <Button onClick={() => onApprove(m)} isLoading={approve.isPending}>
            {t('admin.approve')}
          </Button>
        ) : null}
      </>
    ) : (
      <>
        <Button variant="outline" onClick={onClose}>
          {t('admin.close')}
        </Button>
        {statusActions}
      </>
    );

  const dialogs = (
    <>
      {m ? (
        <>
          <ReasonDialog
            open={dialog === 'suspend'}
            onOpenChange={(open) => setDialog(open ? 'suspend' : null)}
            title={t('admin.suspendTitle', { name })}
            warning={t('admin.suspendWarning')}
            label={t('admin.suspendReason')}
            submitLabel={t('admin.suspendSubmit')}
            isPending={suspend.isPending}
            onSubmit={(reason) =>
              suspend.mutate({ id: m.id, reason }, { onSuccess: done, onError: failed(t('admin.suspendFailed')) })
            }
          />
          <ConfirmDialog
            open={dialog === 'reinstate'}
            onOpenChange={(open) => {
              setDialog(open ? 'reinstate' : null);
              if (!open) setReinstateNote('');
            }}
            title={t('admin.reinstateTitle', { name })}
            confirmLabel={t('admin.reinstateSubmit')}
            isPending={reinstate.isPending}
            onConfirm={() =>
              reinstate.mutate(
                { id: m.id, note: reinstateNote },
                {
                  onSuccess: (res) => {
                    setReinstateNote('');
                    done(res);
                  },
                  onError: failed(t('admin.reinstateFailed')),
                },
              )
            }
          >
            <p className="text-sm text-slate-700">{t('admin.reinstateBody', { name })}</p>
            <FormField label={t('admin.reinstateNote')} hint={t('admin.reinstateNoteHint')}>
              <Textarea
                rows={3}
                maxLength={REJECTION_REASON_MAX}
                value={reinstateNote}
                onChange={(e) => setReinstateNote(e.target.value)}
              />
            </FormField>
          </ConfirmDialog>
          <ConfirmDialog
            open={dialog === 'confirmNmls'}
            onOpenChange={(open) => setDialog(open ? 'confirmNmls' : null)}
            title={t('admin.confirmNmlsTitle')}
            confirmLabel={t('admin.confirmNmlsSubmit')}
            isPending={approve.isPending}
            onConfirm={() => onApprove(m, true)}
          >
            {m.nmlsAlsoUsedBy.map((other) => (
              <p key={other} className="text-sm text-slate-700">
                {t('admin.nmlsAlsoUsedBy', { name: other })}
              </p>
            ))}
            <p className="text-sm text-slate-700">{t('admin.confirmNmlsRecorded')}</p>
          </ConfirmDialog>
        </>
      ) : null}
      {m && isRejecting ? (
        <RejectDialog
          mxpert={{ id: m.id, name }}
          open={isRejecting}
          onOpenChange={setRejecting}
          onRejected={() => {
            setRejecting(false);
            onClose();
          }}
        />
      ) : null}
    </>
  );
  return { footer, dialogs };
}
