import type { MessageId } from '@mx/contract/i18n/catalogues';
import { paths } from '@mx/contract/paths';
import { ClipboardList, FileText, Inbox, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { UnreadSummary } from '../../../components/conversations/unread-summary.tsx';
import { MxpertPlansTile } from '../../../components/plans/mxpert-plans-tile.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { StatTile } from '../../../components/ui/stat-tile.tsx';
import { useMxpertReviews } from '../../../lib/api/reviews.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { useDashboardStats, useRecentCopRequests, useRecentMessages } from '../api/dashboard.ts';
import { OnboardingStatus } from '../components/onboarding-status.tsx';
import { RecentList } from '../components/recent-list.tsx';
import { ResponseTimePanel } from '../components/response-time-panel.tsx';

/** The dashboard's figures, each a tile linking to its inbox. */
const STAT_TILES = [
  { label: 'mxpert.statNewRequests', figure: 'newCOPRequests', icon: ClipboardList, to: paths.mxpert.copRequests },
  { label: 'mxpert.statNewMessages', figure: 'newMessages', icon: MessageSquare, to: paths.mxpert.messages },
  { label: 'mxpert.statTotalRequests', figure: 'totalCOPRequests', icon: FileText, to: paths.mxpert.copRequests },
  { label: 'mxpert.statTotalMessages', figure: 'totalMessages', icon: Inbox, to: paths.mxpert.messages },
] as const;

export default function MxpertDashboardPage() {
  const ready = useNamespaces(['mxpert', 'leads']);
  const t = useT();
  const statusBadge = (status: 'open' | 'closed') =>
    status === 'open' ? (
      <Badge tone="success">{t('mxpert.statusActive')}</Badge>
    ) : (
      <Badge tone="neutral">{t('mxpert.statusClosed')}</Badge>
    );
  const { user } = useAuth();
  const stats = useDashboardStats();
  const messages = useRecentMessages();
  const requests = useRecentCopRequests();
  const reviews = useMxpertReviews(1);

  if (!ready) return null;
  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('mxpert.dashboardTitle')}</h1>
        {/* The account's name: the sign-up name until approval, then the full name the admin approved. */}
        <p className="mt-1 text-slate-700">{t('mxpert.welcome', { name: user?.name })}</p>
      </header>

      {user?.mxpert ? <OnboardingStatus mxpert={user.mxpert} /> : null}
      <UnreadSummary side="mxpert" links={{ messages: paths.mxpert.messages, requests: paths.mxpert.copRequests }} />
      {user?.mxpert?.listingPaused ? (
        <Alert tone="warning" title={t('mxpert.listingPausedTitle')}>
          {t('mxpert.listingPaused')}{' '}
          <Link to={paths.mxpert.settings} className="font-semibold underline">
            {t('mxpert.resumeInSettings')}
          </Link>
        </Alert>
      ) : null}

      {stats.isError ? <Alert tone="error">{t('mxpert.dashboardFailed')}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {STAT_TILES.map((tile) => (
          <StatTile key={tile.label} label={t(tile.label)} value={stats.data?.[tile.figure]} icon={tile.icon} to={tile.to} />
        ))}
        <MxpertPlansTile />
      </div>

      {stats.isError ? null : <ResponseTimePanel figures={stats.data?.responseTime} />}

      <div className="grid gap-6 lg:grid-cols-2">
        <RecentList
          title={t('mxpert.recentMessages')}
          to={paths.mxpert.messages}
          isPending={messages.isPending}
          error={messages.isError ? t('mxpert.recentMessagesFailed') : null}
          emptyText={t('mxpert.noMessages')}
          items={messages.data?.map((m) => ({
            id: m.id,
            title: `${m.firstName} ${m.lastName}`,
            detail: `${t(`options.helpType.${m.helpType}` as MessageId)} · ${formatDate(m.createdAt)}`,
            badge: statusBadge(m.status),
          }))}
        />
        <RecentList
          title={t('mxpert.recentRequests')}
          to={paths.mxpert.copRequests}
          isPending={requests.isPending}
          error={requests.isError ? t('mxpert.recentRequestsFailed') : null}
          emptyText={t('mxpert.noRequests')}
          items={requests.data?.map((r) => ({
            id: r.id,
            title: `${r.firstName} ${r.lastName}`,
            detail: `${t(`leads.process.${r.mortgageProcess}` as MessageId)} · ${formatDate(r.createdAt)}`,
            badge: statusBadge(r.status),
          }))}
        />
        <RecentList
          title={t('mxpert.newReviews')}
          to={paths.mxpert.reviews}
          isPending={reviews.isPending}
          error={reviews.isError ? t('mxpert.reviewsFailed') : null}
          emptyText={t('mxpert.noReviews')}
          items={reviews.data?.reviews.slice(0, 5).map((r) => ({
            id: r.id,
            title: r.authorName,
            detail: `${t('mxpert.reviewStars', { rating: r.rating })} · ${formatDate(r.createdAt)}`,
            badge:
              r.status === 'hidden' ? (
                <Badge tone="neutral">{t('mxpert.reviewHidden')}</Badge>
              ) : r.reply ? null : (
                <Badge>{t('mxpert.reviewNew')}</Badge>
              ),
          }))}
        />
      </div>
    </section>
  );
}
