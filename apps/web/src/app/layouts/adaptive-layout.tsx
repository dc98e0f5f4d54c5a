import { Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { ConsumerShell } from './consumer-layout.tsx';
import { PublicLayoutFrame } from './public-layout.tsx';

/** The directory and profile pages: the consumer layout for consumers, the public one for everyone else. */
export default function AdaptiveLayout() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Spinner />;
  if (user?.role === 'CONSUMER') {
    return (
      <ConsumerShell>
        <Outlet />
      </ConsumerShell>
    );
  }
  return (
    <PublicLayoutFrame>
      <Outlet />
    </PublicLayoutFrame>
  );
}
