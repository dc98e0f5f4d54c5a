import type { Role } from '@mx/contract';
import { Outlet } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { AccessDenied } from '../features/errors/access-denied.tsx';
import { useAuth } from '../lib/auth.tsx';
import { PublicLayoutFrame } from './layouts/public-layout.tsx';

/**
 * Shows its child routes to the allowed roles only (an empty list: any signed-in user). It only
 * hides: the server enforces every rule on its own.
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Spinner />;
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
