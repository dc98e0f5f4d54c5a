import { LEAD_STATUSES, type LeadStatus } from '@mx/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useT } from '../../../lib/i18n.tsx';
import type { ListStateConfig } from '../../../lib/list-state.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { UnclaimedPanel } from './unclaimed-panel.tsx';

export interface SentListPageProps<Item> {
  title: string;
  intro: string;
  /** The list of one status. */
  useList(status: LeadStatus): UseQueryResult<Item[]>;
  renderItem(item: Item): ReactNode;
  keyOf(item: Item): string;
  empty: Record<LeadStatus, string>;
  failed: string;
}

/** The tab lives in the URL (?tab=closed); there is no page: the newest 30 of each, no pager. */
const LIST_STATE: ListStateConfig<LeadStatus> = { tabs: LEAD_STATUSES };

/** My Messages and My Requests: tabs Active and Closed, the newest 30 of each. */
export function SentListPage<Item>(props: SentListPageProps<Item>) {
  const { state, change } = useListState(LIST_STATE);
  const t = useT();
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">{props.title}</h1>
      <p className="mt-1 text-slate-700">{props.intro}</p>
      <UnclaimedPanel className="mt-6" />
      <div className="mt-6">
        <Tabs
          label={props.title}
          value={state.tab}
          onValueChange={(v) => change({ tab: v as LeadStatus })}
          items={[
            { value: 'open', label: t('consumer.tabActive'), content: <SentList {...props} status="open" /> },
            { value: 'closed', label: t('consumer.tabClosed'), content: <SentList {...props} status="closed" /> },
          ]}
        />
      </div>
    </section>
  );
}

function SentList<Item>({ status, useList, renderItem, keyOf, empty, failed }: SentListPageProps<Item> & { status: LeadStatus }) {
  const list = useList(status);
  if (list.isPending) return <Spinner />;
  if (list.isError) return <Alert tone="error">{failed}</Alert>;
  if (list.data.length === 0) return <p className="py-10 text-center text-slate-700">{empty[status]}</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {list.data.map((item) => (
        <li key={keyOf(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
