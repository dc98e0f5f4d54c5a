import { useNavigate } from 'react-router';
import { useAuth } from '../lib/auth.tsx';
import { notify } from '../lib/toast.ts';

/** Logs out and goes where the layout says; a failure shows the layout's message. */
export function useLogout(destination: string, failureMessage: string): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
      navigate(destination, { replace: true });
    } catch {
      notify.error(failureMessage);
    }
  };
}
