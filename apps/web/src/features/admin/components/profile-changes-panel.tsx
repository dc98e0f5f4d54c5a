import { IDENTITY_FIELDS, IDENTITY_IMAGE_FIELDS, type IdentityField, type ProfileChangeItem } from '@mx/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TableHead } from '../../../components/ui/table-head.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { notify } from '../../../lib/toast.ts';
import { useApproveChange, useDeclineChange, useProfileChanges } from '../api/admin-ops.ts';
import { ConfirmDialog, ReasonDialog } from './reason-dialog.tsx';

/** The dashboard's 'Changes to review': identity changes with old and new values side by side. */
export function ProfileChangesPanel({ page, onPageChange }: { page: number; onPageChange(page: number): void }) {
  const t = useT();
  const list = useProfileChanges(page);
  const approve = useApproveChange();
  const decline = useDeclineChange();
  const [declining, setDeclining] = useState<ProfileChangeItem | null>(null);
  const [confirming, setConfirming] = useState<ProfileChangeItem | null>(null);
  const failed = (err: unknown) =>
    notify.error(t('admin.changeFailed'), isApiError(err) ? (err.serverMessage ?? undefined) : undefined);
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

  if (list.isPending) return <Spinner label={t('admin.changesLoading')} />;
  if (list.isError)
    return (
      <Alert tone="error" className="m-5">
        {errorMessage(list.error, t('admin.changesFailed'))}
      </Alert>
    );
  const { changes, totalPages } = list.data;
  return (
    <div>
      {changes.length === 0 ? (
        <p className="p-5 text-sm text-slate-700">{t('admin.changesNone')}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {changes.map((c) => (
            <li key={c.id} className="space-y-3 p-5">
              <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
                <p className="font-semibold text-slate-900 wrap-anywhere">{c.name}</p>
                <p className="text-xs text-slate-600">{t('admin.changeAskedOn', { date: formatDate(c.createdAt) })}</p>
              </div>
              <table className="w-full table-fixed text-left text-sm">
                <caption className="sr-only">{t('admin.changeOf', { name: c.name })}</caption>
                <TableHead
                  headings={[
                    [t('admin.changeField'), 'w-1/4 py-1 font-medium'],
                    t('admin.changeApprovedValue'),
                    t('admin.changeNewValue'),
                  ]}
                  className="text-xs text-slate-600"
                  cellClassName="py-1 font-medium"
                />
                <tbody>
                  {IDENTITY_FIELDS.map((f) => (
                    <tr key={f} className={c.oldValues[f] !== c.newValues[f] ? 'font-semibold text-slate-900' : 'text-slate-700'}>
                      <th scope="row" className="py-1 pr-2 font-normal">
                        {t(`admin.identity.${f}`)}
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
                  {t('admin.nmlsAlsoUsedBy', { name: other })}
                </Alert>
              ))}
              <div className="flex flex-wrap gap-2">
                <Button size="sm" onClick={() => onApprove(c)} isLoading={approve.isPending && approve.variables?.id === c.id}>
                  {t('admin.changeApprove')}
                </Button>
                <Button size="sm" variant="danger" onClick={() => setDeclining(c)}>
                  {t('admin.changeDecline')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        className="p-4"
        label={t('admin.changesPages')}
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
      />
      <ReasonDialog
        open={declining !== null}
        onOpenChange={(open) => !open && setDeclining(null)}
        title={t('admin.changeDeclineTitle', { name: declining?.name ?? '' })}
        warning={t('admin.changeDeclineWarning')}
        label={t('admin.changeDeclineReason')}
        submitLabel={t('admin.changeDeclineSubmit')}
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
        title={t('admin.confirmNmlsTitle')}
        confirmLabel={t('admin.confirmNmlsSubmit')}
        isPending={approve.isPending}
        onConfirm={() => confirming && onApprove(confirming, true)}
      >
        {confirming?.nmlsAlsoUsedBy.map((other) => (
          <p key={other} className="text-sm text-slate-700">
            {t('admin.nmlsAlsoUsedBy', { name: other })}
          </p>
        ))}
      </ConfirmDialog>
    </div>
  );
}

/** A value of the comparison: an image is shown (a new one from the admins-only folder), text as it is. */
function IdentityValue({ field, value }: { field: IdentityField; value: string | null }) {
  const t = useT();
  if (!value) return <>—</>;
  if ((IDENTITY_IMAGE_FIELDS as readonly string[]).includes(field)) {
    return <img src={value} alt={t(`admin.identity.${field}`)} className="size-16 rounded-md object-cover" />;
  }
  return <>{value}</>;
}
