import { paths } from '@mx/contract/paths';
import { ClipboardList, Inbox, MessageSquare, MessageSquareDot } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { UnreadSummary } from '../../../components/conversations/unread-summary.tsx';
import { PlaceSearchBox } from '../../../components/places/place-search-box.tsx';
import { ConsumerPlansTile } from '../../../components/plans/consumer-plans-tile.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatTile } from '../../../components/ui/stat-tile.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { useConsumerDashboard } from '../api/get-consumer-dashboard.ts';
import { SentMessageCard, SentRequestCard } from '../components/sent-cards.tsx';
import { UnclaimedPanel } from '../components/unclaimed-panel.tsx';

/** The consumer dashboard: place search, four counts, recent messages and requests. */
export default function ConsumerDashboardPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const dashboard = useConsumerDashboard();
  const ready = useNamespaces(['consumer', 'conversations']);
  const t = useT();
  if (!ready) return <Spinner />;

  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">{t('consumer.welcome', { name: user?.firstName ?? '' })}</h1>
      <p className="mt-1 text-slate-700">{t('consumer.findIntro')}</p>
      <div className="mt-4">
        <UnreadSummary side="consumer" links={{ messages: paths.consumer.messages, requests: paths.consumer.requests }} />
      </div>
      <UnclaimedPanel className="mt-6" />
      <div className="mt-6 max-w-2xl">
        <PlaceSearchBox
          size="md"
          label={t('consumer.placeLabel')}
          placeholder={t('consumer.placePlaceholder')}
          onSearch={(text) => navigate(paths.directorySearch(text))}
        />
      </div>

      {dashboard.isPending ? (
        <Spinner label={t('consumer.loadingDashboard')} />
      ) : dashboard.isError ? (
        <Alert tone="error" className="mt-8">
          {t('consumer.dashboardFailed')}
        </Alert>
      ) : (
        <>
          <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
            <StatTile inList icon={MessageSquare} label={t('consumer.messagesSent')} value={dashboard.data.stats.totalMessages} />
            <StatTile
              inList
              icon={MessageSquareDot}
              label={t('consumer.activeMessages')}
              value={dashboard.data.stats.activeMessages}
            />
            <StatTile inList icon={ClipboardList} label={t('consumer.planRequests')} value={dashboard.data.stats.totalRequests} />
            <StatTile inList icon={Inbox} label={t('consumer.activeRequests')} value={dashboard.data.stats.activeRequests} />
          </dl>
          <ConsumerPlansTile />
          <div className="mt-10 grid gap-10 xl:grid-cols-2">
            <Recent title={t('consumer.recentMessages')} href={paths.consumer.messages} empty={t('consumer.noMessagesYet')}>
              {dashboard.data.recentMessages.map((m) => (
                <li key={m.id}>
                  <SentMessageCard message={m} />
                </li>
              ))}
            </Recent>
            <Recent title={t('consumer.recentRequests')} href={paths.consumer.requests} empty={t('consumer.noRequestsYet')}>
              {dashboard.data.recentRequests.map((r) => (
                <li key={r.id}>
                  <SentRequestCard request={r} />
                </li>
              ))}
            </Recent>
          </div>
        </>
      )}
    </section>
  );
}

function Recent({ title, href, empty, children }: { title: string; href: string; empty: string; children: ReactNode[] }) {
  const t = useT();
  return (
    <section aria-label={title}>
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <Link to={href} className="text-sm font-medium text-brand-700 hover:underline">
          {t('consumer.viewAll')}
        </Link>
      </div>
      {children.length === 0 ? (
        <p className="mt-4 rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-1">{children}</ul>
      )}
    </section>
  );
}
