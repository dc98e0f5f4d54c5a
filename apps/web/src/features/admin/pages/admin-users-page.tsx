import { type AdminUserRow, ROLES, USER_STATUSES } from '@mx/contract';
import { useState } from 'react';
import { SearchInput } from '../../../components/forms/search-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { ALL, type ListStateConfig } from '../../../lib/list-state.ts';
import { notify } from '../../../lib/toast.ts';
import { useListState, useSearchDraft } from '../../../lib/use-list-state.ts';
import { useAdminUsers, useDeactivateUser, useReactivateUser, useResendVerification } from '../api/admin-ops.ts';
import { withAdminTexts } from '../components/admin-texts.tsx';
import { ReasonDialog } from '../components/reason-dialog.tsx';

type FilterKey = 'role' | 'status';
const LIST_STATE: ListStateConfig<string, FilterKey> = {
  hasSearch: true,
  filters: { role: ROLES, status: USER_STATUSES },
};
const STATUS_TONE: Record<AdminUserRow['status'], BadgeTone> = {
  active: 'success',
  deactivated: 'danger',
  unverified: 'warning',
};

/** Every account, 10 a page: search by name or e-mail, filter by role and status; deactivate, reactivate, resend. */
function Accounts() {
  const t = useT();
  const { state, change } = useListState(LIST_STATE);
  const [search, setSearch] = useSearchDraft(state.search, (text) => change({ search: text }));
  const list = useAdminUsers({ page: state.page, search: state.search, ...state.filters });
  const deactivate = useDeactivateUser();
  const reactivate = useReactivateUser();
  const resend = useResendVerification();
  const [deactivating, setDeactivating] = useState<AdminUserRow | null>(null);
  /** The server's sentence, in the admin's language. */
  const done = (res: { message: string }) => notify.success(res.message);
  const failed = (err: unknown) =>
    notify.error(t('admin.accountActionFailed'), isApiError(err) ? (err.serverMessage ?? undefined) : undefined);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.accountsTitle')}</h1>
        <p className="mt-1 text-slate-700">{t('admin.accountsIntro')}</p>
      </div>
      <Card className="space-y-4 p-5">
        <SearchInput
          label={t('admin.accountsSearch')}
          placeholder={t('admin.accountsSearchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t('admin.accountsRole')}>
            <Select value={state.filters.role} onChange={(e) => change({ filters: { role: e.target.value } })}>
              <option value={ALL}>{t('admin.accountsAllRoles')}</option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`admin.role.${r}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('admin.accountsStatus')}>
            <Select value={state.filters.status} onChange={(e) => change({ filters: { status: e.target.value } })}>
              <option value={ALL}>{t('admin.accountsAllStatuses')}</option>
              {USER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`admin.userStatus.${s}`)}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
      </Card>
      {list.isPending ? (
        <Spinner label={t('admin.accountsLoading')} />
      ) : list.isError ? (
        <Alert tone="error">{errorMessage(list.error, t('admin.accountsFailed'))}</Alert>
      ) : (
        <Card className="overflow-hidden">
          <p className="p-5 text-sm font-medium text-slate-800" role="status">
            {t('admin.accountsCount', { count: list.data.totalCount })}
          </p>
          {list.data.users.length === 0 ? (
            <p className="px-5 pb-5 text-sm text-slate-700">{t('admin.accountsNone')}</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {list.data.users.map((u) => (
                <li key={u.id} className="flex flex-col gap-3 p-5 lg:flex-row lg:items-center lg:justify-between">
                  <div className="min-w-0 space-y-1">
                    <p className="font-semibold text-slate-900 wrap-anywhere">{u.name}</p>
                    <p className="text-sm text-slate-700 wrap-anywhere">{u.email}</p>
                    <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                      <Badge tone="neutral">{t(`admin.role.${u.role}`)}</Badge>
                      <Badge tone={STATUS_TONE[u.status]}>{t(`admin.userStatus.${u.status}`)}</Badge>
                      <span>{t('admin.accountSignedUp', { date: formatDate(u.createdAt) })}</span>
                      <span>
                        {t('admin.accountLastSignIn', {
                          when: u.lastSignInAt ? formatDateTime(u.lastSignInAt) : t('admin.accountNever'),
                        })}
                      </span>
                    </p>
                    {u.deactivationReason ? (
                      <p className="text-xs text-red-800">{t('admin.accountReason', { reason: u.deactivationReason })}</p>
                    ) : null}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {u.status === 'unverified' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() =>
                          resend.mutate(
                            { id: u.id },
                            {
                              onSuccess: done,
                              onError: failed,
                            },
                          )
                        }
                      >
                        {t('admin.accountResend')}
                      </Button>
                    ) : null}
                    {u.role === 'CONSUMER' && u.status !== 'deactivated' ? (
                      <Button size="sm" variant="danger" onClick={() => setDeactivating(u)}>
                        {t('admin.accountDeactivate')}
                      </Button>
                    ) : null}
                    {u.role === 'CONSUMER' && u.status === 'deactivated' ? (
                      <Button size="sm" onClick={() => reactivate.mutate({ id: u.id }, { onSuccess: done, onError: failed })}>
                        {t('admin.accountReactivate')}
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pagination
            className="p-4"
            label={t('admin.accountsPages')}
            page={state.page}
            totalPages={list.data.totalPages}
            onPageChange={(p) => change({ page: p })}
          />
        </Card>
      )}
      <ReasonDialog
        open={deactivating !== null}
        onOpenChange={(open) => !open && setDeactivating(null)}
        title={t('admin.deactivateTitle', { name: deactivating?.name ?? '' })}
        warning={t('admin.deactivateWarning')}
        label={t('admin.deactivateReason')}
        submitLabel={t('admin.deactivateSubmit')}
        isPending={deactivate.isPending}
        onSubmit={(reason) =>
          deactivating &&
          deactivate.mutate(
            { id: deactivating.id, reason },
            {
              onSuccess: (res) => {
                done(res);
                setDeactivating(null);
              },
              onError: failed,
            },
          )
        }
      />
    </div>
  );
}

export default withAdminTexts(Accounts);
