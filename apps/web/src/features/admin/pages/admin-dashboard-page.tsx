import { type AdminMxpertRow, PENDING_TABS, type PendingTab } from '@mx/contract';
import type { MessageIdIn } from '@mx/contract/i18n/catalogues';
import { CheckCircle2, FileText, MessageSquare, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SearchInput } from '../../../components/forms/search-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatTile } from '../../../components/ui/stat-tile.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import type { ListStateConfig } from '../../../lib/list-state.ts';
import { useListState, useSearchDraft } from '../../../lib/use-list-state.ts';
import { useAdminStats } from '../api/admin-stats.ts';
import { usePendingMxperts } from '../api/pending-mxperts.ts';
import { withAdminTexts } from '../components/admin-texts.tsx';
import { MxpertDetailModal } from '../components/mxpert-detail-modal.tsx';
import { MxpertTable } from '../components/mxpert-table.tsx';
import { ProfileChangesPanel } from '../components/profile-changes-panel.tsx';
import { RecentActivities } from '../components/recent-activities.tsx';

type DashboardTab = PendingTab | 'changes';
const CHANGES_TAB = 'changes';
const TABS: { value: PendingTab; label: MessageIdIn<'admin'> }[] = [
  { value: 'pending_completed', label: 'admin.tabPendingCompleted' },
  { value: 'pending_incomplete', label: 'admin.tabPendingIncomplete' },
];

/** The tab, its page and the search live in the URL: ?tab=pending_incomplete&search=…&page=2. */
const LIST_STATE: ListStateConfig<DashboardTab> = { tabs: [...PENDING_TABS, CHANGES_TAB], hasSearch: true };

function Dashboard() {
  const t = useT();
  const stats = useAdminStats();
  const { state, change } = useListState(LIST_STATE);
  const { tab, page } = state;
  const [search, setSearch] = useSearchDraft(state.search, (text) => change({ search: text }));
  const [viewing, setViewing] = useState<string | null>(null);
  const list = usePendingMxperts({ status: tab === CHANGES_TAB ? 'pending_completed' : tab, page, search: state.search });
  // The answer for this very state, not the previous one kept on screen while it loads.
  const totalPages = list.isPlaceholderData ? 0 : (list.data?.totalPages ?? 0);
  // After a decision empties the last page (or an old link names a page past it), show the last page.
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) change({ page: totalPages }, { replace: true });
  }, [page, totalPages, change]);

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.dashboardTitle')}</h1>

      {stats.isError ? <Alert tone="error">{errorMessage(stats.error, t('admin.dashboardFailed'))}</Alert> : null}
      <section aria-label={t('admin.overview')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatTile label={t('admin.totalMxperts')} value={stats.data?.totalMxperts} icon={Users} />
        <StatTile label={t('admin.activeMxperts')} value={stats.data?.activeMxperts} icon={CheckCircle2} />
        <StatTile label={t('admin.totalMessagesTile')} value={stats.data?.totalMessages} icon={MessageSquare} />
        <StatTile label={t('admin.requestsTile')} value={stats.data?.totalCOPRequests} icon={FileText} />
      </section>

      <div className="grid gap-6 2xl:grid-cols-3">
        <Card className="overflow-hidden 2xl:col-span-2">
          {/* The heading in line with the search box, its hint below them. */}
          <div className="flex flex-col gap-3 p-5 lg:flex-row lg:items-start lg:justify-between">
            <h2 className="text-lg font-semibold text-slate-900 lg:mt-2">{t('admin.newMxperts')}</h2>
            <SearchInput label={t('admin.searchNew')} hint={t('admin.searchHint')} value={search} onChange={setSearch} />
          </div>
          <Tabs
            inCard
            label={t('admin.awaitingReview')}
            value={tab}
            onValueChange={(value) => change({ tab: value as DashboardTab })}
            items={[
              ...TABS.map((tab) => ({
                value: tab.value,
                label: t(tab.label),
                content: list.isPending ? (
                  <Spinner label={t('admin.listLoading')} />
                ) : list.isError ? (
                  <Alert tone="error" className="m-5">
                    {errorMessage(list.error, t('admin.pendingFailed'))}
                  </Alert>
                ) : (
                  <>
                    <MxpertTable
                      variant="pending"
                      caption={t(tab.label)}
                      mxperts={list.data.mxperts}
                      onView={(m: AdminMxpertRow) => setViewing(m.id)}
                    />
                    <Pagination
                      className="p-4"
                      label={t('admin.newPages')}
                      page={page}
                      totalPages={list.data.totalPages}
                      onPageChange={(p) => change({ page: p })}
                    />
                  </>
                ),
              })),
              {
                value: CHANGES_TAB,
                label: t('admin.tabChanges'),
                content: <ProfileChangesPanel page={page} onPageChange={(p) => change({ page: p })} />,
              },
            ]}
          />
        </Card>
        <RecentActivities />
      </div>

      <MxpertDetailModal mxpertId={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}

export default withAdminTexts(Dashboard);
