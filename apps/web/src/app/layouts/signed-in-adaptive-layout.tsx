import { Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { ConsumerShell } from './consumer-layout.tsx';
import { PublicLayoutFrame } from './public-layout.tsx';

/** For a visitor who may be signed in: the consumer layout once the session shows a consumer. */
export default function SignedInAdaptiveLayout() {
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
