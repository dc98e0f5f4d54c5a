import {
  adminSupportUpdateBody,
  labelOf,
  SUPPORT_NOTES_MAX,
  SUPPORT_STATUSES,
  SUPPORT_TOPICS,
  type SupportRequestItem,
  type SupportStatus,
  SUPPORT_INBOX_TEXT as T,
} from '@mx/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { ListStateConfig } from '../../../lib/list-state.ts';
import { schemaErrors } from '../../../lib/schema-errors.ts';
import { notify } from '../../../lib/toast.ts';
import { useListState, useSearchDraft } from '../../../lib/use-list-state.ts';
import { useSupportRequests, useUpdateSupportRequest } from '../api/admin-ops.ts';
import { withAdminTexts } from '../components/admin-texts.tsx';
import { SearchInput } from '../components/search-input.tsx';

const LIST_STATE: ListStateConfig<SupportStatus> = { tabs: SUPPORT_STATUSES, hasSearch: true };
const TAB_LABEL: Record<SupportStatus, string> = { open: T.tabOpen, closed: T.tabClosed };

/** /admin/support: the support form's messages, open and closed, 10 a page; notes, close and reopen (decision 066). */
function SupportInbox() {
  const { state, change } = useListState(LIST_STATE);
  const [search, setSearch] = useSearchDraft(state.search, (text) => change({ search: text }));
  const list = useSupportRequests({ page: state.page, status: state.tab, search: state.search });
  const [opened, setOpened] = useState<SupportRequestItem | null>(null);
  const counts = list.data?.counts;

  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{T.title}</h1>
        <p className="mt-1 text-slate-700">{T.subtitle}</p>
      </header>
      <SearchInput label={T.searchLabel} placeholder="Name or email" value={search} onChange={setSearch} />
      <Tabs
        label="Support requests by status"
        value={state.tab}
        onValueChange={(next) => change({ tab: next as SupportStatus })}
        items={SUPPORT_STATUSES.map((status) => ({
          value: status,
          label: counts ? `${TAB_LABEL[status]} (${counts[status]})` : TAB_LABEL[status],
          content:
            status !== state.tab ? null : list.isPending ? (
              <Spinner label="Loading support requests" className="py-8" />
            ) : list.isError ? (
              <Alert tone="error" className="mt-4">
                {errorMessage(list.error, 'Failed to load support requests. Please try again.')}
              </Alert>
            ) : (
              <Card className="mt-4 overflow-hidden">
                {list.data.requests.length === 0 ? (
                  <p className="p-5 text-sm text-slate-700">{status === 'open' ? T.emptyOpen : T.emptyClosed}</p>
                ) : (
                  <ul className="divide-y divide-slate-200" aria-label={`${TAB_LABEL[status]} support requests`}>
                    {list.data.requests.map((r) => (
                      <RequestRow key={r.id} request={r} onOpen={() => setOpened(r)} />
                    ))}
                  </ul>
                )}
                <Pagination
                  className="p-4"
                  label="Support request pages"
                  page={state.page}
                  totalPages={list.data.totalPages}
                  onPageChange={(p) => change({ page: p })}
                />
              </Card>
            ),
        }))}
      />
      {opened ? <RequestDialog key={opened.id} request={opened} onClose={() => setOpened(null)} onSaved={setOpened} /> : null}
    </section>
  );
}

function RequestRow({ request: r, onOpen }: { request: SupportRequestItem; onOpen(): void }) {
  return (
    <li className="flex flex-col gap-3 p-5 lg:flex-row lg:items-start lg:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-slate-900 wrap-anywhere">{r.name}</p>
        <p className="text-sm text-slate-700 wrap-anywhere">{r.email}</p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <Badge tone="neutral">{labelOf(SUPPORT_TOPICS, r.topic)}</Badge>
          <span>Sent {formatDateTime(r.createdAt)}</span>
          {r.adminNotes ? <Badge tone="brand">Has notes</Badge> : null}
        </p>
        <p className="line-clamp-2 text-sm text-slate-800 wrap-anywhere">{r.message}</p>
      </div>
      <Button size="sm" variant="outline" onClick={onOpen} aria-label={`Open the request from ${r.name}`} className="shrink-0">
        Open
      </Button>
    </li>
  );
}

/** One request in full: the message, the team's notes, close or reopen. */
function RequestDialog({
  request: r,
  onClose,
  onSaved,
}: {
  request: SupportRequestItem;
  onClose(): void;
  onSaved(item: SupportRequestItem): void;
}) {
  const [notes, setNotes] = useState(r.adminNotes ?? '');
  const update = useUpdateSupportRequest();
  // The request's own schema: the notes are checked as the server checks them.
  const notesError = schemaErrors(adminSupportUpdateBody, { adminNotes: notes })?.adminNotes;
  const tooLong = notesError !== undefined;
  const failed = (err: unknown) => notify.error(errorMessage(err, 'The action failed. Please try again.'));
  const saveNotes = () =>
    update.mutate(
      { id: r.id, adminNotes: notes },
      {
        onSuccess: (res) => {
          notify.success(res.message);
          onSaved(res.data);
        },
        onError: failed,
      },
    );
  const nextStatus: SupportStatus = r.status === 'open' ? 'closed' : 'open';
  const setStatus = () =>
    update.mutate(
      { id: r.id, status: nextStatus, adminNotes: notes },
      {
        onSuccess: (res) => {
          notify.success(res.message);
          onClose();
        },
        onError: failed,
      },
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={`Support request from ${r.name}`}
      footer={
        <>
          <Button variant="outline" onClick={saveNotes} disabled={tooLong || update.isPending}>
            {T.saveNotes}
          </Button>
          <Button
            variant={r.status === 'open' ? 'primary' : 'secondary'}
            onClick={setStatus}
            disabled={tooLong || update.isPending}
            isLoading={update.isPending}
          >
            {r.status === 'open' ? T.close : T.reopen}
          </Button>
        </>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-700">Reference</dt>
        <dd>{r.reference}</dd>
        <dt className="font-medium text-slate-700">E-mail</dt>
        <dd className="wrap-anywhere">
          <a className="text-brand-700 underline-offset-2 hover:underline" href={`mailto:${r.email}`}>
            {r.email}
          </a>
        </dd>
        <dt className="font-medium text-slate-700">Topic</dt>
        <dd>{labelOf(SUPPORT_TOPICS, r.topic)}</dd>
        <dt className="font-medium text-slate-700">Sent</dt>
        <dd>{formatDateTime(r.createdAt)}</dd>
        <dt className="font-medium text-slate-700">Status</dt>
        <dd>
          <Badge tone={r.status === 'open' ? 'warning' : 'success'}>{r.status === 'open' ? T.tabOpen : T.tabClosed}</Badge>
        </dd>
      </dl>
      <p className="mt-4 whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-sm text-slate-900 wrap-anywhere">{r.message}</p>
      <div className="mt-4">
        <FormField label={T.notesLabel} hint={`Seen by admins only. Up to ${SUPPORT_NOTES_MAX} characters.`} error={notesError}>
          <Textarea rows={4} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </FormField>
      </div>
    </Dialog>
  );
}

export default withAdminTexts(SupportInbox);
