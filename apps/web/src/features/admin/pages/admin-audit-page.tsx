import { ADMIN_OPS_TEXT, AUDIT_ACTIONS, auditActionLabel } from '@mx/contract';
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
import { ALL } from '../../../lib/list-state.ts';
import { type AuditParams, useAudit } from '../api/admin-ops.ts';
import { toQueryString } from '../api/query-string.ts';
import { withAdminTexts } from '../components/admin-texts.tsx';

/** Every admin action with the admin, the time, the target and the reason; filters by action, admin and dates. */
function AuditTrail() {
  const [params, setParams] = useState<AuditParams>({ page: 1, action: ALL, adminId: ALL, from: '', to: '' });
  const set = (next: Partial<AuditParams>) => setParams((p) => ({ ...p, page: 1, ...next }));
  const list = useAudit(params);
  const { page: _page, ...filters } = params;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Audit trail</h1>
        <p className="mt-1 text-slate-700">
          Every admin action, and the leads and accounts professionals and their owners delete, newest first.
        </p>
      </div>
      <Card className="grid gap-3 p-5 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label="Action">
          <Select value={params.action} onChange={(e) => set({ action: e.target.value })}>
            <option value={ALL}>All actions</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a.code} value={a.code}>
                {a.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Admin">
          <Select value={params.adminId} onChange={(e) => set({ adminId: e.target.value })}>
            <option value={ALL}>All admins</option>
            {(list.data?.admins ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="From">
          <Input type="date" value={params.from} onChange={(e) => set({ from: e.target.value })} />
        </FormField>
        <FormField label="To">
          <Input type="date" value={params.to} onChange={(e) => set({ to: e.target.value })} />
        </FormField>
      </Card>
      {list.isPending ? (
        <Spinner label="Loading the audit trail" />
      ) : list.isError ? (
        <Alert tone="error">{errorMessage(list.error, 'Failed to load the audit trail. Please try again.')}</Alert>
      ) : (
        <Card className="overflow-hidden">
          <div className="flex flex-col gap-2 p-5 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm font-medium text-slate-800" role="status">
              {list.data.totalCount} {list.data.totalCount === 1 ? 'action' : 'actions'} found
            </p>
            <DownloadLink href={`/api/admin/audit.csv${toQueryString(filters)}`} />
          </div>
          {list.data.entries.length === 0 ? (
            <p className="px-5 pb-5 text-sm text-slate-700">{ADMIN_OPS_TEXT.noAudit}</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {list.data.entries.map((e) => (
                <li key={e.id} className="space-y-1 p-5">
                  <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                    <span className="font-semibold text-slate-900">{auditActionLabel(e.action)}</span>
                    <span className="text-slate-700 wrap-anywhere">{e.targetName ?? e.targetId}</span>
                  </p>
                  <p className="text-xs text-slate-600">
                    {formatDateTime(e.createdAt)} · by {e.actorName ?? 'a deleted admin'}
                  </p>
                  {e.reason ? <p className="text-sm whitespace-pre-line text-slate-700 wrap-anywhere">{e.reason}</p> : null}
                </li>
              ))}
            </ul>
          )}
          <Pagination
            className="p-4"
            label="Audit trail pages"
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
