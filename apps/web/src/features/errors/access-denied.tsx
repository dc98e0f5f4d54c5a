import { paths, signInReturningTo } from '@mx/contract/paths';
import { ShieldAlert } from 'lucide-react';
import { useLocation } from 'react-router';
import { LinkButton } from '../../components/ui/button.tsx';
import { WithStrong } from '../../components/ui/with-strong.tsx';
import { useT } from '../../lib/i18n.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

export type AccessDeniedProps = { reason: 'signed-out' } | { reason: 'wrong-role'; role: string };

/** The two guard screens: not signed in, and signed in with another role. */
export function AccessDenied(props: AccessDeniedProps) {
  // Its own title, not the title of the page it stands in for.
  const t = useT();
  usePageMeta(t('shell.accessDeniedTitle'));
  // Sign In comes back to this page afterwards (a conversation a reply e-mail links to, a plan, settings).
  const { pathname, search } = useLocation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <ShieldAlert className="size-14 text-red-700" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('shell.accessDenied')}</h1>
      {props.reason === 'signed-out' ? (
        <>
          <p className="mt-2 text-slate-700">{t('shell.signInToView')}</p>
          <LinkButton to={signInReturningTo(pathname + search)} className="mt-8">
            {t('shell.signIn')}
          </LinkButton>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t('shell.noPermission')}</p>
          <p className="mt-1 text-slate-700">
            <WithStrong text={(role) => t('shell.yourRole', { role })} value={props.role} className="font-semibold" />
          </p>
          <LinkButton to={paths.home} className="mt-8">
            {t('shell.goHome')}
          </LinkButton>
        </>
      )}
    </section>
  );
}
