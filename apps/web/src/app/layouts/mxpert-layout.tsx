import { paths } from '@mx/contract/paths';
import { LogOut, Settings, UserRound } from 'lucide-react';
import { Outlet, useNavigate } from 'react-router';
import { UserMenu, UserMenuItem } from '../../components/ui/user-menu.tsx';
import { useLiveConversations, useUnread } from '../../features/conversations/api/conversations.ts';
import { SuspensionBanner } from '../../features/mxpert/components/suspension-banner.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { useLiveEventStream } from '../../lib/live-events.ts';
import { useLogout } from '../use-logout.ts';
import { AreaHeader } from './area-header.tsx';

export default function MxpertLayout() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const logout = useLogout(paths.signIn);
  const isOnboarded = user?.mxpert?.onboardCompleted ?? false;
  const unread = useUnread('mxpert');
  useLiveEventStream();
  useLiveConversations('mxpert');
  const nav = [
    { to: paths.mxpert.dashboard, label: 'Dashboard' },
    { to: paths.mxpert.leads, label: 'Leads', unread: unread.total },
    { to: paths.mxpert.messages, label: 'Messages', unread: unread.messages.count },
    { to: paths.mxpert.copRequests, label: 'Requests', unread: unread.requests.count },
    { to: paths.mxpert.plans, label: 'Plans' },
    { to: paths.mxpert.reviews, label: 'Reviews' },
  ];
  return (
    <div className="flex min-h-screen flex-col">
      <AreaHeader
        home={paths.mxpert.dashboard}
        nav={nav}
        tools={
          user ? (
            <>
              <NotificationBell source="mxpert" />
              <UserMenu name={user.name} subtitle="MortgageXpert">
                {isOnboarded ? (
                  <UserMenuItem onSelect={() => navigate(paths.mxpert.profile)}>
                    <UserRound className="size-4" aria-hidden="true" /> Profile
                  </UserMenuItem>
                ) : null}
                <UserMenuItem onSelect={() => navigate(paths.mxpert.settings)}>
                  <Settings className="size-4" aria-hidden="true" /> Settings
                </UserMenuItem>
                <UserMenuItem onSelect={logout}>
                  <LogOut className="size-4" aria-hidden="true" /> Logout
                </UserMenuItem>
              </UserMenu>
            </>
          ) : null
        }
      />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        {user?.mxpert?.approvalStatus === 'suspended' ? <SuspensionBanner /> : null}
        <Outlet />
      </main>
    </div>
  );
}
