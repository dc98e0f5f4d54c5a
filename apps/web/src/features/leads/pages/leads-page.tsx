import { LEAD_FILTERS, type LeadFilter, type LeadRow } from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import { paths } from '@mx/contract/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { SearchInput } from '../../../components/forms/search-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useUnread } from '../../../lib/api/conversations.ts';
import { formatDateTime, formatRelative } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import type { ListStateConfig } from '../../../lib/list-state.ts';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { useListState, useSearchDraft } from '../../../lib/use-list-state.ts';
import { useLeadsPage } from '../api/leads.ts';

/** The filter is the tab; search and page live in the URL too: ?tab=needs-reply&search=ana&page=2. */
const LIST_STATE: ListStateConfig<LeadFilter> = { tabs: LEAD_FILTERS, hasSearch: true };

const conversationOf = (lead: LeadRow) =>
  lead.kind === 'message' ? paths.conversation.mxpertMessage(lead.id) : paths.conversation.mxpertCopRequest(lead.id);

type T = ReturnType<typeof useT>;

/** Each filter's tab label and its empty list's sentence. */
const FILTER_TEXTS = {
  all: { label: 'leads.filterAll', empty: 'leads.emptyAll' },
  'needs-reply': { label: 'leads.filterNeedsReply', empty: 'leads.emptyNeedsReply' },
  open: { label: 'leads.filterOpen', empty: 'leads.emptyOpen' },
  closed: { label: 'leads.filterClosed', empty: 'leads.emptyClosed' },
} as const satisfies Record<LeadFilter, { label: MessageId; empty: MessageId }>;

function previewOf(t: T, lead: LeadRow): string {
  const text = lead.lastEntry.preview ?? t('leads.copRequestPreview', { process: t(`leads.process.${lead.topic}` as MessageId) });
  return lead.lastEntry.from === 'mxpert' ? t('leads.you', { text }) : text;
}

/** /mxpert/leads: the professional's messages and COP requests in one list, newest activity first. */
export default function LeadsPage() {
  const ready = useNamespaces(['leads']);
  const t = useT();
  const { state, change } = useListState(LIST_STATE);
  const [search, setSearch] = useSearchDraft(state.search, (text) => change({ search: text }));
  const filter = state.tab;
  const query = useLeadsPage(filter, state.search, state.page);
  const data = query.data;

  // A client's reply (the unread count moves) brings its lead to the top.
  const unreadTotal = useUnread('mxpert').total;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (unreadTotal > 0) void queryClient.invalidateQueries({ queryKey: ['dashboard', 'leads'] });
  }, [unreadTotal, queryClient]);

  const isEmpty = !query.isPending && !query.isError && data?.leads.length === 0;
  if (!ready) return null;
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('leads.leadsTitle')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('leads.leadsIntro')}</p>
        </div>
        <SearchInput
          label={t('leads.searchLabel')}
          placeholder={t('leads.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
      </div>
      <Card className="overflow-hidden">
        <Tabs
          label={t('leads.leadsTitle')}
          inCard
          value={filter}
          onValueChange={(tab) => change({ tab: tab as LeadFilter })}
          items={LEAD_FILTERS.map((tab) => ({
            value: tab,
            label: (
              <>
                {t(FILTER_TEXTS[tab].label)}
                <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                  {data ? data.counts[tab] : '–'}
                </span>
              </>
            ),
            content:
              tab === filter ? (
                <div>
                  {query.isError ? (
                    <div className="p-4">
                      <Alert tone="error">{t('leads.leadsFailed')}</Alert>
                    </div>
                  ) : null}
                  {query.isPending ? <p className="px-4 py-10 text-center text-slate-600">{t('leads.loading')}</p> : null}
                  {isEmpty ? (
                    <p className="px-4 py-10 text-center text-slate-600">
                      {state.search ? t('leads.noMatch', { query: state.search }) : t(FILTER_TEXTS[tab].empty)}
                    </p>
                  ) : null}
                  {data && data.leads.length > 0 ? (
                    <ul aria-label={t(FILTER_TEXTS[tab].label)} className="divide-y divide-slate-100">
                      {data.leads.map((lead) => (
                        <li key={`${lead.kind}:${lead.id}`}>
                          <LeadLine lead={lead} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              ) : null,
          }))}
        />
      </Card>
      <Pagination page={state.page} totalPages={data?.totalPages ?? 1} onPageChange={(page) => change({ page })} />
    </section>
  );
}

function LeadLine({ lead }: { lead: LeadRow }) {
  const t = useT();
  const name = `${lead.firstName} ${lead.lastName}`;
  const { pathname, search } = useLocation();
  return (
    <Link
      to={conversationOf(lead)}
      // The conversation's back link returns to this list, with its tab, search and page.
      state={{ backTo: `${pathname}${search}` }}
      className={cn('block px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50', lead.unread && 'bg-brand-50/60')}
      data-unread={lead.unread || undefined}
    >
      <span className="flex items-baseline justify-between gap-3">
        <span className={cn('flex min-w-0 items-center gap-2 text-sm text-slate-900', lead.unread ? 'font-bold' : 'font-medium')}>
          {lead.unread ? (
            <>
              <span className="size-2 shrink-0 rounded-full bg-brand-700" aria-hidden="true" />
              <span className="sr-only">{t('leads.unreadLabel')}:</span>
            </>
          ) : null}
          <span className="truncate">{name}</span>
        </span>
        <time
          dateTime={lead.lastActivityAt}
          title={formatDateTime(lead.lastActivityAt)}
          className="shrink-0 text-xs text-slate-600"
        >
          {formatRelative(lead.lastActivityAt)}
        </time>
      </span>
      <span className="mt-1 flex flex-wrap items-center gap-1.5">
        <Badge tone={lead.kind === 'message' ? 'brand' : 'purple'}>
          {t(lead.kind === 'message' ? 'leads.kindMessage' : 'leads.kindCopRequest')}
        </Badge>
        {lead.needsReply ? <Badge tone="warning">{t('leads.needsReply')}</Badge> : null}
        {lead.status === 'closed' ? <Badge tone="neutral">{t('leads.closed')}</Badge> : null}
      </span>
      <span className="mt-1 line-clamp-2 text-sm wrap-anywhere text-slate-700">{previewOf(t, lead)}</span>
    </Link>
  );
}
