import { ADMIN_OPS_TEXT, ADMIN_TEXT, REJECTION_REASON_MAX } from '@mx/contract';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
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
  const approve = useApproveWithConfirmation();
  const suspend = useSuspendMxpert();
  const reinstate = useReinstateMxpert();
  const [dialog, setDialog] = useState<null | 'reject' | 'suspend' | 'reinstate' | 'confirmNmls'>(null);
  const [reinstateNote, setReinstateNote] = useState('');
  const isRejecting = dialog === 'reject';
  const setRejecting = (open: boolean) => setDialog(open ? 'reject' : null);
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
      { onSuccess: done, onError: failed(ADMIN_TEXT.approveFailed) },
    );
  };

  const isPending = m?.approvalStatus === 'pending';
  const statusActions =
    m?.approvalStatus === 'approved' ? (
      <Button variant="danger" onClick={() => setDialog('suspend')}>
        Suspend
      </Button>
    ) : m?.approvalStatus === 'suspended' ? (
      <Button onClick={() => setDialog('reinstate')}>Reinstate</Button>
    ) : null;
  const footer =
    m && isPending ? (
      <>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button variant="danger" onClick={() => setRejecting(true)} disabled={approve.isPending}>
          Reject
        </Button>
        {m.onboardCompleted ? (
          <Button onClick={() => onApprove(m)} isLoading={approve.isPending}>
            Approve
          </Button>
        ) : null}
      </>
    ) : (
      <>
        <Button variant="outline" onClick={onClose}>
          Close
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
            title={`Suspend ${name}`}
            warning="Suspending takes this professional out of the directory at once, refuses new leads, ends their sessions and e-mails them your reason. They can still sign in to read their leads."
            label="Reason for suspension"
            submitLabel="Suspend MortgageXpert"
            isPending={suspend.isPending}
            onSubmit={(reason) =>
              suspend.mutate({ id: m.id, reason }, { onSuccess: done, onError: failed('Failed to suspend. Please try again.') })
            }
          />
          <ConfirmDialog
            open={dialog === 'reinstate'}
            onOpenChange={(open) => {
              setDialog(open ? 'reinstate' : null);
              if (!open) setReinstateNote('');
            }}
            title={`Reinstate ${name}`}
            confirmLabel="Reinstate MortgageXpert"
            isPending={reinstate.isPending}
            onConfirm={() =>
              reinstate.mutate(
                { id: m.id, note: reinstateNote },
                {
                  onSuccess: (res) => {
                    setReinstateNote('');
                    done(res);
                  },
                  onError: failed('Failed to reinstate. Please try again.'),
                },
              )
            }
          >
            <p className="text-sm text-slate-700">{name} will be listed in the directory again and told by e-mail.</p>
            <FormField label="Note to the MortgageXpert (optional)" hint="Sent with the e-mail.">
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
            title="Approve a second listing for this NMLS ID?"
            confirmLabel="Approve anyway"
            isPending={approve.isPending}
            onConfirm={() => onApprove(m, true)}
          >
            {m.nmlsAlsoUsedBy.map((other) => (
              <p key={other} className="text-sm text-slate-700">
                {ADMIN_OPS_TEXT.nmlsAlsoUsedBy(other)}
              </p>
            ))}
            <p className="text-sm text-slate-700">Your confirmation is recorded with the approval.</p>
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
