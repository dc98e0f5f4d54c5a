import { paths } from '@mx/contract/paths';
import { LogOut, Settings } from 'lucide-react';
import { Outlet, useNavigate } from 'react-router';
import { UserMenu, UserMenuItem } from '../../components/ui/user-menu.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { useLiveConversations, useUnread } from '../../lib/api/conversations.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useLiveEventStream } from '../../lib/live-events.ts';
import { useLogout } from '../use-logout.ts';
import { AreaHeader } from './area-header.tsx';
import { withAreaTexts } from './area-texts.tsx';

// The area's header and the texts its pages share.
export const ConsumerShell = withAreaTexts(['areas'], function ConsumerShell({ children }: { children: React.ReactNode }) {
  const t = useT();
  const { user } = useAuth();
  const logout = useLogout(paths.signIn, t('areas.logoutFailed'));
  const unread = useUnread('consumer');
  useLiveEventStream();
  useLiveConversations('consumer');
  const nav = [
    { to: paths.consumer.dashboard, label: t('areas.consumerNavDashboard') },
    { to: paths.consumer.messages, label: t('areas.consumerNavMessages'), unread: unread.messages.count },
    { to: paths.consumer.requests, label: t('areas.consumerNavRequests'), unread: unread.requests.count },
    { to: paths.consumer.plans, label: t('areas.consumerNavPlans') },
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
              <UserMenu
                name={user.name}
                subtitle={t('areas.consumerRole')}
                label={t('areas.menuLabel', { name: user.name, role: t('areas.consumerRole') })}
              >
                <UserMenuItem onSelect={() => navigate(paths.consumer.settings)}>
                  <Settings className="size-4" aria-hidden="true" /> {t('areas.menuSettings')}
                </UserMenuItem>
                <UserMenuItem onSelect={logout}>
                  <LogOut className="size-4" aria-hidden="true" /> {t('areas.consumerSignOut')}
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
});

export default function ConsumerLayout() {
  return (
    <ConsumerShell>
      <Outlet />
    </ConsumerShell>
  );
}
