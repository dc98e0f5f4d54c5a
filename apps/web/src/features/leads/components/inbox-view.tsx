import type { LeadStatus } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useT } from '../../../lib/i18n.tsx';

const SKELETONS = 6;

export interface InboxViewProps<Item> {
  title: string;
  tabLabels: Record<LeadStatus, string>;
  status: LeadStatus;
  onStatusChange(status: LeadStatus): void;
  counts: Record<LeadStatus, number> | undefined;
  items: Item[] | undefined;
  isPending: boolean;
  error: string | null;
  emptyText: Record<LeadStatus, string>;
  emptyPageText: string;
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  renderItem(item: Item): ReactNode;
  itemKey(item: Item): string;
  /** Unread replies in this inbox (the cards holding them are marked). */
  unreadCount?: number;
}

/** The way to the one list of messages and COP requests, beside each inbox's title. */
function LeadsLink() {
  const t = useT();
  return (
    <Link to={paths.mxpert.leads} className="ml-auto text-sm font-medium text-brand-700 hover:underline">
      {t('leads.openLeads')}
    </Link>
  );
}

function CardSkeleton() {
  return (
    <div className="animate-pulse rounded-xl border border-slate-200 bg-white p-5" aria-hidden="true">
      <div className="h-4 w-2/3 rounded bg-slate-200" />
      <div className="mt-3 h-5 w-24 rounded-full bg-slate-200" />
      <div className="mt-5 space-y-2">
        <div className="h-3 w-full rounded bg-slate-200" />
        <div className="h-3 w-5/6 rounded bg-slate-200" />
        <div className="h-3 w-4/6 rounded bg-slate-200" />
      </div>
      <div className="mt-6 h-8 w-40 rounded bg-slate-200" />
    </div>
  );
}

/** An inbox page: the Active and Closed tabs with counts, a grid of 1, 2 or 3 columns, and the pager. */
export function InboxView<Item>(props: InboxViewProps<Item>) {
  const { title, tabLabels, status, onStatusChange, counts, items, isPending, error, page, totalPages, onPageChange } = props;
  const tabs: LeadStatus[] = ['open', 'closed'];
  const t = useT();
  const isEmpty = !isPending && !error && items?.length === 0;
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {props.unreadCount ? (
          <Badge tone="brand" className="bg-brand-700 text-white ring-brand-700">
            {t('leads.unread', { count: props.unreadCount })}
          </Badge>
        ) : null}
        <LeadsLink />
      </div>
      <Tabs
        label={title}
        value={status}
        onValueChange={(v) => onStatusChange(v as LeadStatus)}
        items={tabs.map((tab) => ({
          value: tab,
          label: (
            <>
              {tabLabels[tab]}
              <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {counts ? counts[tab] : '–'}
              </span>
            </>
          ),
          content:
            tab === status ? (
              <div className="space-y-6">
                {error ? <Alert tone="error">{error}</Alert> : null}
                {isEmpty ? (
                  <p className="py-10 text-center text-slate-600">{page > 1 ? props.emptyPageText : props.emptyText[tab]}</p>
                ) : null}
                {isPending || (items && items.length > 0) ? (
                  <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3" aria-busy={isPending || undefined}>
                    {isPending
                      ? Array.from({ length: SKELETONS }, (_, i) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                          <li key={i} data-testid="card-skeleton">
                            <CardSkeleton />
                          </li>
                        ))
                      : items?.map((item) => (
                          <li key={props.itemKey(item)} className="flex">
                            <div className="w-full">{props.renderItem(item)}</div>
                          </li>
                        ))}
                  </ul>
                ) : null}
                <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
              </div>
            ) : null,
        }))}
      />
    </section>
  );
}
