import { paths } from '@mx/contract/paths';
import { LogOut, Settings, UserRound } from 'lucide-react';
import { Outlet, useNavigate } from 'react-router';
import { UserMenu, UserMenuItem } from '../../components/ui/user-menu.tsx';
import { SuspensionBanner } from '../../features/mxpert/components/suspension-banner.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { useLiveConversations, useUnread } from '../../lib/api/conversations.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useLiveEventStream } from '../../lib/live-events.ts';
import { useLogout } from '../use-logout.ts';
import { AreaHeader } from './area-header.tsx';
import { withAreaTexts } from './area-texts.tsx';

// The area's own texts: its navigation and the pages of the dashboard, the profile and the inboxes.
export default withAreaTexts(['areas', 'mxpert', 'leads'], function MxpertLayout() {
  const t = useT();
  const { user } = useAuth();
  const navigate = useNavigate();
  const logout = useLogout(paths.signIn, t('areas.logoutFailed'));
  const isOnboarded = user?.mxpert?.onboardCompleted ?? false;
  const unread = useUnread('mxpert');
  useLiveEventStream();
  useLiveConversations('mxpert');
  const nav = [
    { to: paths.mxpert.dashboard, label: t('mxpert.navDashboard') },
    { to: paths.mxpert.leads, label: t('mxpert.navLeads'), unread: unread.total },
    { to: paths.mxpert.messages, label: t('mxpert.navMessages'), unread: unread.messages.count },
    { to: paths.mxpert.copRequests, label: t('mxpert.navRequests'), unread: unread.requests.count },
    { to: paths.mxpert.plans, label: t('mxpert.navPlans') },
    { to: paths.mxpert.reviews, label: t('mxpert.navReviews') },
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
              <UserMenu
                name={user.name}
                subtitle={t('mxpert.menuRole')}
                label={t('areas.menuLabel', { name: user.name, role: t('mxpert.menuRole') })}
              >
                {isOnboarded ? (
                  <UserMenuItem onSelect={() => navigate(paths.mxpert.profile)}>
                    <UserRound className="size-4" aria-hidden="true" /> {t('mxpert.menuProfile')}
                  </UserMenuItem>
                ) : null}
                <UserMenuItem onSelect={() => navigate(paths.mxpert.settings)}>
                  <Settings className="size-4" aria-hidden="true" /> {t('areas.menuSettings')}
                </UserMenuItem>
                <UserMenuItem onSelect={logout}>
                  <LogOut className="size-4" aria-hidden="true" /> {t('mxpert.menuLogout')}
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
});
