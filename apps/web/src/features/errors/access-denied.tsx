import { paths, signInReturningTo } from '@mx/contract/paths';
import { TEXT } from '@mx/contract/texts';
import { ShieldAlert } from 'lucide-react';
import { useLocation } from 'react-router';
import { LinkButton } from '../../components/ui/button.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

export type AccessDeniedProps = { reason: 'signed-out' } | { reason: 'wrong-role'; role: string };

/** The two guard screens: not signed in, and signed in with another role. */
export function AccessDenied(props: AccessDeniedProps) {
  // Its own title, not the title of the page it stands in for.
  usePageMeta(TEXT.accessDeniedTitle);
  // Sign In comes back to this page afterwards (a thread a reply e-mail links to, a plan, settings).
  const { pathname, search } = useLocation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <ShieldAlert className="size-14 text-red-700" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Access Denied</h1>
      {props.reason === 'signed-out' ? (
        <>
          <p className="mt-2 text-slate-700">Please sign in to view this page.</p>
          <LinkButton to={signInReturningTo(pathname + search)} className="mt-8">
            Sign In
          </LinkButton>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-700">You do not have permission to view this page.</p>
          <p className="mt-1 text-slate-700">
            Your role: <span className="font-semibold">{props.role}</span>
          </p>
          <LinkButton to={paths.home} className="mt-8">
            Go Home
          </LinkButton>
        </>
      )}
    </section>
  );
}
