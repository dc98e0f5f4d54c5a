import {
  ADMIN_OPS_TEXT,
  IDENTITY_FIELD_LABELS,
  IDENTITY_FIELDS,
  IDENTITY_IMAGE_FIELDS,
  type IdentityField,
  type ProfileChangeItem,
} from '@mx/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { useApproveChange, useDeclineChange, useProfileChanges } from '../api/admin-ops.ts';
import { ConfirmDialog, ReasonDialog } from './reason-dialog.tsx';

/** The dashboard's 'Changes to review': identity changes with old and new values side by side. */
export function ProfileChangesPanel({ page, onPageChange }: { page: number; onPageChange(page: number): void }) {
  const list = useProfileChanges(page);
  const approve = useApproveChange();
  const decline = useDeclineChange();
  const [declining, setDeclining] = useState<ProfileChangeItem | null>(null);
  const [confirming, setConfirming] = useState<ProfileChangeItem | null>(null);
  const failed = (err: unknown) =>
    notify.error(
      'Failed to decide this change. Please try again.',
      isApiError(err) ? (err.serverMessage ?? undefined) : undefined,
    );
  const onApprove = (c: ProfileChangeItem, confirmed = false) => {
    if (c.nmlsAlsoUsedBy.length > 0 && !confirmed) return setConfirming(c);
    approve.mutate(
      { id: c.id, confirmDuplicateNmls: confirmed },
      {
        onSuccess: (res) => {
          notify.success(res.message);
          setConfirming(null);
        },
        onError: failed,
      },
    );
  };

  if (list.isPending) return <Spinner label="Loading changes to review" />;
  if (list.isError)
    return (
      <Alert tone="error" className="m-5">
        {errorMessage(list.error, 'Failed to load changes. Please try again later.')}
      </Alert>
    );
  const { changes, totalPages } = list.data;
  return (
    <div>
      {changes.length === 0 ? (
        <p className="p-5 text-sm text-slate-700">{ADMIN_OPS_TEXT.noChanges}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {changes.map((c) => (
            <li key={c.id} className="space-y-3 p-5">
              <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
                <p className="font-semibold text-slate-900 wrap-anywhere">{c.name}</p>
                <p className="text-xs text-slate-600">Asked on {formatDate(c.createdAt)}</p>
              </div>
              <table className="w-full table-fixed text-left text-sm">
                <caption className="sr-only">Change of {c.name}</caption>
                <thead>
                  <tr className="text-xs text-slate-600">
                    <th scope="col" className="w-1/4 py-1 font-medium">
                      Field
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      Approved
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      New
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {IDENTITY_FIELDS.map((f) => (
                    <tr key={f} className={c.oldValues[f] !== c.newValues[f] ? 'font-semibold text-slate-900' : 'text-slate-700'}>
                      <th scope="row" className="py-1 pr-2 font-normal">
                        {IDENTITY_FIELD_LABELS[f]}
                      </th>
                      <td className="py-1 pr-2 wrap-anywhere">
                        <IdentityValue field={f} value={c.oldValues[f]} />
                      </td>
                      <td className="py-1 wrap-anywhere">
                        <IdentityValue field={f} value={c.newValues[f]} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {c.nmlsAlsoUsedBy.map((other) => (
                <Alert key={other} tone="warning">
                  {ADMIN_OPS_TEXT.nmlsAlsoUsedBy(other)}
                </Alert>
              ))}
              <div className="flex flex-wrap gap-2">
                <Button size="sm" onClick={() => onApprove(c)} isLoading={approve.isPending && approve.variables?.id === c.id}>
                  Approve change
                </Button>
                <Button size="sm" variant="danger" onClick={() => setDeclining(c)}>
                  Decline
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        className="p-4"
        label="Changes to review pages"
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
      />
      <ReasonDialog
        open={declining !== null}
        onOpenChange={(open) => !open && setDeclining(null)}
        title={`Decline the change of ${declining?.name ?? ''}`}
        warning="The profile keeps its approved values; the professional is e-mailed your reason."
        label="Reason for declining"
        submitLabel="Decline change"
        isPending={decline.isPending}
        onSubmit={(reason) =>
          declining &&
          decline.mutate(
            { id: declining.id, reason },
            {
              onSuccess: (res) => {
                notify.success(res.message);
                setDeclining(null);
              },
              onError: failed,
            },
          )
        }
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Approve a second listing for this NMLS ID?"
        confirmLabel="Approve anyway"
        isPending={approve.isPending}
        onConfirm={() => confirming && onApprove(confirming, true)}
      >
        {confirming?.nmlsAlsoUsedBy.map((other) => (
          <p key={other} className="text-sm text-slate-700">
            {ADMIN_OPS_TEXT.nmlsAlsoUsedBy(other)}
          </p>
        ))}
      </ConfirmDialog>
    </div>
  );
}

/** A value of the comparison: an image is shown (a new one from the admins-only folder), text as it is. */
function IdentityValue({ field, value }: { field: IdentityField; value: string | null }) {
  if (!value) return <>—</>;
  if ((IDENTITY_IMAGE_FIELDS as readonly string[]).includes(field)) {
    return <img src={value} alt={IDENTITY_FIELD_LABELS[field]} className="size-16 rounded-md object-cover" />;
  }
  return <>{value}</>;
}
