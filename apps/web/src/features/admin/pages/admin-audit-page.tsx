import { AUDIT_ACTIONS } from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DownloadLink } from '../../../components/ui/download-link.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { ALL } from '../../../lib/list-state.ts';
import { type AuditParams, useAudit } from '../api/admin-ops.ts';
import { toQueryString } from '../api/query-string.ts';
import { withAdminTexts } from '../components/admin-texts.tsx';

/** Every admin action with the admin, the time, the target and the reason; filters by action, admin and dates. */
function AuditTrail() {
  const t = useT();
  /** An action's label; a code the catalogue does not know shows as it is. */
  const actionLabel = (code: string) => {
    const id = `admin.audit.${code}` as MessageId;
    const label = t(id);
    return label === id ? code : label;
  };
  const [params, setParams] = useState<AuditParams>({ page: 1, action: ALL, adminId: ALL, from: '', to: '' });
  const set = (next: Partial<AuditParams>) => setParams((p) => ({ ...p, page: 1, ...next }));
  const list = useAudit(params);
  const { page: _page, ...filters } = params;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.auditTitle')}</h1>
        <p className="mt-1 text-slate-700">{t('admin.auditIntro')}</p>
      </div>
      {/* The two lists take twice a date's width, so their choices ('All admins') show whole on a desktop. */}
      <Card className="grid gap-3 p-5 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr]">
        <FormField label={t('admin.auditAction')}>
          <Select value={params.action} onChange={(e) => set({ action: e.target.value })}>
            <option value={ALL}>{t('admin.auditAllActions')}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a.code} value={a.code}>
                {actionLabel(a.code)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('admin.auditAdmin')}>
          <Select value={params.adminId} onChange={(e) => set({ adminId: e.target.value })}>
            <option value={ALL}>{t('admin.auditAllAdmins')}</option>
            {(list.data?.admins ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('admin.auditFrom')}>
          <Input type="date" value={params.from} onChange={(e) => set({ from: e.target.value })} />
        </FormField>
        <FormField label={t('admin.auditTo')}>
          <Input type="date" value={params.to} onChange={(e) => set({ to: e.target.value })} />
        </FormField>
      </Card>
      {list.isPending ? (
        <Spinner label={t('admin.auditLoading')} />
      ) : list.isError ? (
        <Alert tone="error">{errorMessage(list.error, t('admin.auditFailed'))}</Alert>
      ) : (
        <Card className="overflow-hidden">
          <div className="flex flex-col gap-2 p-5 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm font-medium text-slate-800" role="status">
              {t('admin.auditCount', { count: list.data.totalCount })}
            </p>
            <DownloadLink href={`/api/admin/audit.csv${toQueryString(filters)}`} />
          </div>
          {list.data.entries.length === 0 ? (
            <p className="px-5 pb-5 text-sm text-slate-700">{t('admin.auditNone')}</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {list.data.entries.map((e) => (
                <li key={e.id} className="space-y-1 p-5">
                  <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                    <span className="font-semibold text-slate-900">{actionLabel(e.action)}</span>
                    <span className="text-slate-700 wrap-anywhere">{e.targetName ?? e.targetId}</span>
                  </p>
                  <p className="text-xs text-slate-600">
                    {t('admin.auditWhenBy', {
                      when: formatDateTime(e.createdAt),
                      name: e.actorName ?? t('admin.auditDeletedAdmin'),
                    })}
                  </p>
                  {e.reason ? <p className="text-sm whitespace-pre-line text-slate-700 wrap-anywhere">{e.reason}</p> : null}
                </li>
              ))}
            </ul>
          )}
          <Pagination
            className="p-4"
            label={t('admin.auditPages')}
            page={params.page}
            totalPages={list.data.totalPages}
            onPageChange={(p) => setParams((prev) => ({ ...prev, page: p }))}
          />
        </Card>
      )}
    </div>
  );
}

export default withAdminTexts(AuditTrail);
