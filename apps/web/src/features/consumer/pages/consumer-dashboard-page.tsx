import { paths } from '@mx/contract/paths';
import { ClipboardList, Inbox, MessageSquare, MessageSquareDot } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { PlaceSearchBox } from '../../places/components/place-search-box.tsx';
import { useConsumerDashboard } from '../api/get-consumer-dashboard.ts';
import { SentMessageCard, SentRequestCard } from '../components/sent-cards.tsx';

/** The consumer dashboard (spec section 2): place search, four counts, recent messages and requests. */
export default function ConsumerDashboardPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const dashboard = useConsumerDashboard();

  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">Welcome, {user?.firstName}</h1>
      <p className="mt-1 text-slate-700">Find a MortgageXpert by ZIP code, city or state.</p>
      <div className="mt-6 max-w-2xl">
        <PlaceSearchBox
          size="md"
          label="ZIP code, city or state"
          placeholder="Enter a ZIP code, city or state"
          onSearch={(text) => navigate(`${paths.directory}?search=${encodeURIComponent(text)}`)}
        />
      </div>

      {dashboard.isPending ? (
        <Spinner label="Loading your dashboard" />
      ) : dashboard.isError ? (
        <Alert tone="error" className="mt-8">
          Failed to load dashboard data. Please try again later
        </Alert>
      ) : (
        <>
          <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
            <StatCard icon={<MessageSquare />} label="Messages sent" value={dashboard.data.stats.totalMessages} />
            <StatCard icon={<MessageSquareDot />} label="Active messages" value={dashboard.data.stats.activeMessages} />
            <StatCard icon={<ClipboardList />} label="Plan requests" value={dashboard.data.stats.totalRequests} />
            <StatCard icon={<Inbox />} label="Active requests" value={dashboard.data.stats.activeRequests} />
          </dl>
          <div className="mt-10 grid gap-10 xl:grid-cols-2">
            <Recent title="Recent messages" href={paths.consumer.messages} empty="You have not sent any messages yet.">
              {dashboard.data.recentMessages.map((m) => (
                <li key={m.id}>
                  <SentMessageCard message={m} />
                </li>
              ))}
            </Recent>
            <Recent
              title="Recent optimization requests"
              href={paths.consumer.requests}
              empty="You have not asked for a Credit Optimization Plan yet."
            >
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

function StatCard({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    // The card is the dl's group of one dt and one dd (a dl allows nothing deeper); the icon sits in the dt.
    <Card className="relative flex min-h-[5.25rem] flex-col justify-center py-5 pl-16 pr-3 sm:pl-20 sm:pr-5">
      <dt className="text-sm text-slate-700">
        <span
          className="absolute left-3 top-1/2 flex size-11 sm:left-5 -translate-y-1/2 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&>svg]:size-5"
          aria-hidden="true"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-2xl font-bold text-slate-900">{value}</dd>
    </Card>
  );
}

function Recent({ title, href, empty, children }: { title: string; href: string; empty: string; children: ReactNode[] }) {
  return (
    <section aria-label={title}>
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <Link to={href} className="text-sm font-medium text-brand-700 hover:underline">
          View all
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
