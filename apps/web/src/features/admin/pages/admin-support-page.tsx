import {
  adminSupportUpdateBody,
  SUPPORT_NOTES_MAX,
  SUPPORT_STATUSES,
  type SupportRequestItem,
  type SupportStatus,
} from '@mx/contract';
import type { MessageIdIn } from '@mx/contract/i18n/catalogues';
import { useState } from 'react';
import { SearchInput } from '../../../components/forms/search-input.tsx';
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
import { useT } from '../../../lib/i18n.tsx';
import type { ListStateConfig } from '../../../lib/list-state.ts';
import { schemaErrors } from '../../../lib/schema-errors.ts';
import { notify } from '../../../lib/toast.ts';
import { useListState, useSearchDraft } from '../../../lib/use-list-state.ts';
import { useSupportRequests, useUpdateSupportRequest } from '../api/admin-ops.ts';
import { useSentence, withAdminTexts } from '../components/admin-texts.tsx';

const LIST_STATE: ListStateConfig<SupportStatus> = { tabs: SUPPORT_STATUSES, hasSearch: true };
/** Each status's tab, its count and its list (keys of the `admin` texts). */
const STATUS_TEXT = {
  open: {
    tab: 'admin.supportOpen',
    count: 'admin.supportOpenCount',
    list: 'admin.supportListOpen',
    empty: 'admin.supportEmptyOpen',
  },
  closed: {
    tab: 'admin.supportClosed',
    count: 'admin.supportClosedCount',
    list: 'admin.supportListClosed',
    empty: 'admin.supportEmptyClosed',
  },
} as const satisfies Record<SupportStatus, Record<string, MessageIdIn<'admin'>>>;

/** A topic's label in the page's language. */
const topicKey = (topic: string) => `admin.topic.${topic}` as MessageIdIn<'admin'>;

/** /admin/support: the support form's messages, open and closed, 10 a page; notes, close and reopen (decision 066). */
function SupportInbox() {
  const t = useT();
  const { state, change } = useListState(LIST_STATE);
  const [search, setSearch] = useSearchDraft(state.search, (text) => change({ search: text }));
  const list = useSupportRequests({ page: state.page, status: state.tab, search: state.search });
  const [opened, setOpened] = useState<SupportRequestItem | null>(null);
  const counts = list.data?.counts;

  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.supportTitle')}</h1>
        <p className="mt-1 text-slate-700">{t('admin.supportIntro')}</p>
      </header>
      <SearchInput
        label={t('admin.supportSearch')}
        placeholder={t('admin.supportSearchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      <Tabs
        label={t('admin.supportTabs')}
        value={state.tab}
        onValueChange={(next) => change({ tab: next as SupportStatus })}
        items={SUPPORT_STATUSES.map((status) => ({
          value: status,
          label: counts ? t(STATUS_TEXT[status].count, { count: counts[status] }) : t(STATUS_TEXT[status].tab),
          content:
            status !== state.tab ? null : list.isPending ? (
              <Spinner label={t('admin.supportLoading')} className="py-8" />
            ) : list.isError ? (
              <Alert tone="error" className="mt-4">
                {errorMessage(list.error, t('admin.supportFailed'))}
              </Alert>
            ) : (
              <Card className="mt-4 overflow-hidden">
                {list.data.requests.length === 0 ? (
                  <p className="p-5 text-sm text-slate-700">{t(STATUS_TEXT[status].empty)}</p>
                ) : (
                  <ul className="divide-y divide-slate-200" aria-label={t(STATUS_TEXT[status].list)}>
                    {list.data.requests.map((r) => (
                      <RequestRow key={r.id} request={r} onOpen={() => setOpened(r)} />
                    ))}
                  </ul>
                )}
                <Pagination
                  className="p-4"
                  label={t('admin.supportPages')}
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
  const t = useT();
  return (
    <li className="flex flex-col gap-3 p-5 lg:flex-row lg:items-start lg:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-slate-900 wrap-anywhere">{r.name}</p>
        <p className="text-sm text-slate-700 wrap-anywhere">{r.email}</p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <Badge tone="neutral">{t(topicKey(r.topic))}</Badge>
          <span>{t('admin.supportSent', { when: formatDateTime(r.createdAt) })}</span>
          {r.adminNotes ? <Badge tone="brand">{t('admin.supportHasNotes')}</Badge> : null}
        </p>
        <p className="line-clamp-2 text-sm text-slate-800 wrap-anywhere">{r.message}</p>
      </div>
      <Button
        size="sm"
        variant="outline"
        onClick={onOpen}
        aria-label={t('admin.supportOpenFrom', { name: r.name })}
        className="shrink-0"
      >
        {t('admin.supportOpenRequest')}
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
  const t = useT();
  const sentence = useSentence();
  const [notes, setNotes] = useState(r.adminNotes ?? '');
  const update = useUpdateSupportRequest();
  // The request's own schema: the notes are checked as the server checks them.
  const notesError = sentence(schemaErrors(adminSupportUpdateBody, { adminNotes: notes })?.adminNotes);
  const tooLong = notesError !== undefined;
  const failed = (err: unknown) => notify.error(errorMessage(err, t('admin.supportActionFailed')));
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
      title={t('admin.supportDialogTitle', { name: r.name })}
      footer={
        <>
          <Button variant="outline" onClick={saveNotes} disabled={tooLong || update.isPending}>
            {t('admin.supportSaveNotes')}
          </Button>
          <Button
            variant={r.status === 'open' ? 'primary' : 'secondary'}
            onClick={setStatus}
            disabled={tooLong || update.isPending}
            isLoading={update.isPending}
          >
            {r.status === 'open' ? t('admin.supportCloseRequest') : t('admin.supportReopenRequest')}
          </Button>
        </>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-700">{t('admin.supportReference')}</dt>
        <dd>{r.reference}</dd>
        <dt className="font-medium text-slate-700">{t('admin.supportEmail')}</dt>
        <dd className="wrap-anywhere">
          <a className="text-brand-700 underline-offset-2 hover:underline" href={`mailto:${r.email}`}>
            {r.email}
          </a>
        </dd>
        <dt className="font-medium text-slate-700">{t('admin.supportTopic')}</dt>
        <dd>{t(topicKey(r.topic))}</dd>
        <dt className="font-medium text-slate-700">{t('admin.supportSentLabel')}</dt>
        <dd>{formatDateTime(r.createdAt)}</dd>
        <dt className="font-medium text-slate-700">{t('admin.supportStatus')}</dt>
        <dd>
          <Badge tone={r.status === 'open' ? 'warning' : 'success'}>{t(STATUS_TEXT[r.status].tab)}</Badge>
        </dd>
      </dl>
      <p className="mt-4 whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-sm text-slate-900 wrap-anywhere">{r.message}</p>
      <div className="mt-4">
        <FormField
          label={t('admin.supportNotes')}
          hint={t('admin.supportNotesHint', { max: SUPPORT_NOTES_MAX })}
          error={notesError}
        >
          <Textarea rows={4} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </FormField>
      </div>
    </Dialog>
  );
}

export default withAdminTexts(SupportInbox);
