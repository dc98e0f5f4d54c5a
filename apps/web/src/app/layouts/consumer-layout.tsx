import { paths } from '@mx/contract/paths';
import { LogOut, Settings } from 'lucide-react';
import { Outlet, useNavigate } from 'react-router';
import { UserMenu, UserMenuItem } from '../../components/ui/user-menu.tsx';
import { useLiveConversations, useUnread } from '../../features/conversations/api/conversations.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { useLiveEventStream } from '../../lib/live-events.ts';
import { useLogout } from '../use-logout.ts';
import { AreaHeader } from './area-header.tsx';

export function ConsumerShell({ children }: { children: React.ReactNode }) {
  const { user } = useAuth();
  const logout = useLogout(paths.signIn);
  const unread = useUnread('consumer');
  useLiveEventStream();
  useLiveConversations('consumer');
  const nav = [
    { to: paths.consumer.dashboard, label: 'Dashboard' },
    { to: paths.consumer.messages, label: 'My Messages', unread: unread.messages.count },
    { to: paths.consumer.requests, label: 'My Requests', unread: unread.requests.count },
    { to: paths.consumer.plans, label: 'My Plans' },
  ];
  const navigate = useNavigate();
  return (
    <div className="flex min-h-screen flex-col">
      <AreaHeader
        home={paths.consumer.dashboard}
        nav={nav}
        tools={
          user ? (
            <>
              <NotificationBell source="consumer" />
              <UserMenu name={user.name} subtitle="Consumer Account">
                <UserMenuItem onSelect={() => navigate(paths.consumer.settings)}>
                  <Settings className="size-4" aria-hidden="true" /> Settings
                </UserMenuItem>
                <UserMenuItem onSelect={logout}>
                  <LogOut className="size-4" aria-hidden="true" /> Sign Out
                </UserMenuItem>
              </UserMenu>
            </>
          ) : null
        }
      />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        {children}
      </main>
    </div>
  );
}

export default function ConsumerLayout() {
  return (
    <ConsumerShell>
      <Outlet />
    </ConsumerShell>
  );
}
