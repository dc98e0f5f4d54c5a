import type { ReactNode } from 'react';
import { LinkButton } from '../../components/ui/button.tsx';
import { homeOf, useAuth } from '../../lib/auth.tsx';

/** The public header's action for a visitor who may be signed in: their dashboard, once the session is confirmed. */
export default function SignedInActions({ guest }: { guest: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading || !user) return guest;
  return (
    <LinkButton to={homeOf(user.role)} size="sm">
      My dashboard
    </LinkButton>
  );
}
