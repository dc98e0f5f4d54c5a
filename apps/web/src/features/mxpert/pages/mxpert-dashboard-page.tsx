import { HELP_TYPES, INBOX_TEXT, labelOf, MORTGAGE_PROCESSES } from '@mx/contract';
import { ACCOUNT_TEXT } from '@mx/contract/account-texts';
import { paths } from '@mx/contract/paths';
import { ClipboardList, FileText, Inbox, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { StatTile } from '../../../components/ui/stat-tile.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { formatDate } from '../../../lib/format.ts';
import { UnreadSummary } from '../../conversations/components/unread-summary.tsx';
import { PlansTile } from '../../plans/mxpert/components/plans-tile.tsx';
import { useMxpertReviews } from '../../reviews/api/reviews.ts';
import { useDashboardStats, useRecentCopRequests, useRecentMessages } from '../api/dashboard.ts';
import { OnboardingStatus } from '../components/onboarding-status.tsx';
import { RecentList } from '../components/recent-list.tsx';
import { ResponseTimePanel } from '../components/response-time-panel.tsx';

const statusBadge = (status: 'open' | 'closed') =>
  status === 'open' ? <Badge tone="success">Active</Badge> : <Badge tone="neutral">Closed</Badge>;

export default function MxpertDashboardPage() {
  const { user } = useAuth();
  const stats = useDashboardStats();
  const messages = useRecentMessages();
  const requests = useRecentCopRequests();
  const reviews = useMxpertReviews(1);

  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
        {/* The account's name: the sign-up name until approval, then the full name the admin approved. */}
        <p className="mt-1 text-slate-700">Welcome, {user?.name}.</p>
      </header>

      {user?.mxpert ? <OnboardingStatus mxpert={user.mxpert} /> : null}
      <UnreadSummary side="mxpert" links={{ messages: paths.mxpert.messages, requests: paths.mxpert.copRequests }} />
      {user?.mxpert?.listingPaused ? (
        <Alert tone="warning" title="Your listing is paused">
          {ACCOUNT_TEXT.listingPaused}{' '}
          <Link to={paths.mxpert.settings} className="font-semibold underline">
            Resume it in Settings
          </Link>
        </Alert>
      ) : null}

      {stats.isError ? <Alert tone="error">{INBOX_TEXT.dashboardFailed}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        <StatTile
          label="New COP Requests"
          value={stats.data?.newCOPRequests}
          icon={ClipboardList}
          to={paths.mxpert.copRequests}
        />
        <StatTile label="New Messages" value={stats.data?.newMessages} icon={MessageSquare} to={paths.mxpert.messages} />
        <StatTile label="Total COP Requests" value={stats.data?.totalCOPRequests} icon={FileText} to={paths.mxpert.copRequests} />
        <StatTile label="Total Messages" value={stats.data?.totalMessages} icon={Inbox} to={paths.mxpert.messages} />
        <PlansTile />
      </div>

      {stats.isError ? null : <ResponseTimePanel figures={stats.data?.responseTime} />}

      <div className="grid gap-6 lg:grid-cols-2">
        <RecentList
          title="Recent Messages"
          to={paths.mxpert.messages}
          isPending={messages.isPending}
          error={messages.isError ? INBOX_TEXT.recentMessagesFailed : null}
          emptyText="No messages yet."
          items={messages.data?.map((m) => ({
            id: m.id,
            title: `${m.firstName} ${m.lastName}`,
            detail: `${labelOf(HELP_TYPES, m.helpType)} · ${formatDate(m.createdAt)}`,
            badge: statusBadge(m.status),
          }))}
        />
        <RecentList
          title="Recent COP Requests"
          to={paths.mxpert.copRequests}
          isPending={requests.isPending}
          error={requests.isError ? INBOX_TEXT.recentRequestsFailed : null}
          emptyText="No requests yet."
          items={requests.data?.map((r) => ({
            id: r.id,
            title: `${r.firstName} ${r.lastName}`,
            detail: `${labelOf(MORTGAGE_PROCESSES, r.mortgageProcess)} · ${formatDate(r.createdAt)}`,
            badge: statusBadge(r.status),
          }))}
        />
        <RecentList
          title="New Reviews"
          to={paths.mxpert.reviews}
          isPending={reviews.isPending}
          error={reviews.isError ? 'Failed to load your reviews' : null}
          emptyText="No reviews yet."
          items={reviews.data?.reviews.slice(0, 5).map((r) => ({
            id: r.id,
            title: r.authorName,
            detail: `${r.rating} out of 5 stars · ${formatDate(r.createdAt)}`,
            badge: r.status === 'hidden' ? <Badge tone="neutral">Hidden</Badge> : r.reply ? null : <Badge>New</Badge>,
          }))}
        />
      </div>
    </section>
  );
}
