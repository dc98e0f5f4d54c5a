import type { AdminMxpertRow, PendingTab } from '@mx/contract';
import { CheckCircle2, FileText, MessageSquare, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatTile } from '../../../components/ui/stat-tile.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAdminStats } from '../api/admin-stats.ts';
import { usePendingMxperts } from '../api/pending-mxperts.ts';
import { MxpertDetailModal } from '../components/mxpert-detail-modal.tsx';
import { MxpertTable } from '../components/mxpert-table.tsx';
import { RecentActivities } from '../components/recent-activities.tsx';
import { SearchInput } from '../components/search-input.tsx';

const TABS: { value: PendingTab; label: string }[] = [
  { value: 'pending_completed', label: 'Approval Pending (Onboard Complete)' },
  { value: 'pending_incomplete', label: 'Onboard Pending' },
];

export default function AdminDashboardPage() {
  const stats = useAdminStats();
  const [tab, setTab] = useState<PendingTab>('pending_completed');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim());
  const list = usePendingMxperts({ status: tab, page, search: debouncedSearch });
  const totalPages = list.data?.totalPages ?? 0;
  // After a decision empties the last page, show the page before it.
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages]);

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-slate-900">Admin Dashboard</h1>

      {stats.isError ? (
        <Alert tone="error">{errorMessage(stats.error, 'Failed to load dashboard data. Please try again later')}</Alert>
      ) : null}
      <section aria-label="Overview" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatTile label="Total MortgageXperts" value={stats.data?.totalMxperts} icon={Users} />
        <StatTile label="Active MortgageXperts" value={stats.data?.activeMxperts} icon={CheckCircle2} />
        <StatTile label="Total Messages" value={stats.data?.totalMessages} icon={MessageSquare} />
        <StatTile label="Requests" value={stats.data?.totalCOPRequests} icon={FileText} />
      </section>

      <div className="grid gap-6 2xl:grid-cols-3">
        <Card className="overflow-hidden 2xl:col-span-2">
          <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
            <h2 className="text-lg font-semibold text-slate-900">New MortgageXperts</h2>
            <SearchInput
              label="Search new MortgageXperts"
              placeholder="Name, email, NMLS ID or company"
              value={search}
              onChange={(value) => {
                setSearch(value);
                setPage(1);
              }}
            />
          </div>
          <Tabs
            inCard
            label="Professionals awaiting review"
            value={tab}
            onValueChange={(value) => {
              setTab(value as PendingTab);
              setPage(1);
            }}
            items={TABS.map((t) => ({
              value: t.value,
              label: t.label,
              content: list.isPending ? (
                <Spinner label="Loading MortgageXperts" />
              ) : list.isError ? (
                <Alert tone="error" className="m-5">
                  {errorMessage(list.error, 'Failed to load MortgageXperts. Please try again later.')}
                </Alert>
              ) : (
                <>
                  <MxpertTable
                    variant="pending"
                    caption={t.label}
                    mxperts={list.data.mxperts}
                    onView={(m: AdminMxpertRow) => setViewing(m.id)}
                  />
                  <Pagination
                    className="p-4"
                    label="New MortgageXperts pages"
                    page={page}
                    totalPages={list.data.totalPages}
                    onPageChange={setPage}
                  />
                </>
              ),
            }))}
          />
        </Card>
        <RecentActivities />
      </div>

      <MxpertDetailModal mxpertId={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
