import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { maybeSignedIn } from '../../lib/session-hint.ts';
import { PublicLayoutFrame } from './public-layout.tsx';

/** Loaded only when a session may exist: anonymous visitors load no signed-in layout code. */
const SignedInAdaptiveLayout = lazy(() => import('./signed-in-adaptive-layout.tsx'));

/** The directory and profile pages: the consumer layout for consumers, the public one for everyone else. */
export default function AdaptiveLayout() {
  if (!maybeSignedIn()) {
    return (
      <PublicLayoutFrame>
        <Outlet />
      </PublicLayoutFrame>
    );
  }
  return (
    <Suspense fallback={<Spinner />}>
      <SignedInAdaptiveLayout />
    </Suspense>
  );
}
