import type { Role } from '@mx/contract';
import { isLocale } from '@mx/contract/i18n/locale';
import { signInReturningTo, signsInDirectly } from '@mx/contract/paths';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { AccessDenied } from '../features/errors/access-denied.tsx';
import { useAuth } from '../lib/auth.tsx';
import { usePreferredLocale } from '../lib/i18n.tsx';
import { PublicLayoutFrame } from './layouts/public-layout.tsx';

/**
 * Shows its child routes to the allowed roles only (an empty list: any signed-in user). It only
 * hides: the server enforces every rule on its own. Signed out, the guard screen's Sign In returns
 * to the page afterwards; a client's plan (an e-mail links to it) goes to sign-in at once. Signed in,
 * the pages are in the user's preferred language.
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { user, isLoading } = useAuth();
  const { pathname, search } = useLocation();
  // Signed-in pages speak the user's language.
  usePreferredLocale(user && isLocale(user.locale) ? user.locale : null);
  if (isLoading) return <Spinner />;
  // A page an e-mail links to (a client's plan) signs in first and comes back.
  if (!user && signsInDirectly(pathname)) return <Navigate to={signInReturningTo(pathname + search)} replace />;
  if (!user) {
    return (
      <PublicLayoutFrame>
        <AccessDenied reason="signed-out" />
      </PublicLayoutFrame>
    );
  }
  if (roles.length > 0 && !roles.includes(user.role)) {
    return (
      <PublicLayoutFrame>
        <AccessDenied reason="wrong-role" role={user.role} />
      </PublicLayoutFrame>
    );
  }
  return <Outlet />;
}
