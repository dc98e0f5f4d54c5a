import { paths } from '@mx/contract/paths';
import {
  BarChart3,
  Handshake,
  LayoutDashboard,
  LifeBuoy,
  LogOut,
  ScrollText,
  Settings,
  Star,
  UserCog,
  Users,
} from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { cn } from '../../components/ui/cn.ts';
import { UserMenu, UserMenuItem } from '../../components/ui/user-menu.tsx';
import { TwoFactorRequiredPage } from '../../features/account/components/two-factor-required.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useLiveEventStream } from '../../lib/live-events.ts';
import { useLogout } from '../use-logout.ts';
import { AreaHeader } from './area-header.tsx';
import { withAreaTexts } from './area-texts.tsx';

const SIDE_NAV = [
  { to: paths.admin.dashboard, label: 'areas.adminNavDashboard', icon: LayoutDashboard },
  { to: paths.admin.mortgagexperts, label: 'areas.adminNavMortgagexperts', icon: Users },
  { to: paths.admin.reports, label: 'areas.adminNavReports', icon: BarChart3 },
  { to: paths.admin.reviews, label: 'areas.adminNavReviews', icon: Star },
  { to: paths.admin.users, label: 'areas.adminNavAccounts', icon: UserCog },
  { to: paths.admin.audit, label: 'areas.adminNavAudit', icon: ScrollText },
  { to: paths.admin.partners, label: 'areas.adminNavPartners', icon: Handshake },
  { to: paths.admin.support, label: 'areas.adminNavSupport', icon: LifeBuoy },
  { to: paths.admin.settings, label: 'areas.adminNavSettings', icon: Settings },
] as const;

// The area's header and navigation, and the admin pages' texts.
export default withAreaTexts(['areas', 'admin'], function AdminLayout() {
  const t = useT();
  const { user } = useAuth();
  const logout = useLogout(paths.home, t('areas.adminLogoutFailed'));
  useLiveEventStream();
  return (
    <div className="flex min-h-screen flex-col">
      <AreaHeader
        home={paths.admin.dashboard}
        label={t('areas.adminBadge')}
        nav={[]}
        tools={
          user ? (
            <>
              <NotificationBell source="admin" />
              <UserMenu
                name={user.name}
                subtitle={t('areas.adminRole')}
                label={t('areas.menuLabel', { name: user.name, role: t('areas.adminRole') })}
              >
                <UserMenuItem onSelect={logout}>
                  <LogOut className="size-4" aria-hidden="true" /> {t('areas.adminLogout')}
                </UserMenuItem>
              </UserMenu>
            </>
          ) : null
        }
      />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col md:flex-row">
        <nav
          aria-label={t('areas.adminNavLabel')}
          className="shrink-0 border-b border-slate-200 bg-white md:w-56 md:border-b-0 md:border-r md:py-6"
        >
          <ul className="flex flex-wrap gap-1 px-2 py-2 md:flex-col md:flex-nowrap md:px-3 md:py-0">
            {SIDE_NAV.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium',
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                    )
                  }
                >
                  <Icon className="size-4 shrink-0" aria-hidden="true" /> {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1 px-4 py-8 sm:px-6">
          {/* The server refuses every admin route until then (docs/decisions/075): the set-up stands in for each page. */}
          {user?.twoFactor?.required ? <TwoFactorRequiredPage /> : <Outlet />}
        </main>
      </div>
    </div>
  );
});
