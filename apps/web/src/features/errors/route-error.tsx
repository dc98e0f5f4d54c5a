import { paths } from '@mx/contract/paths';
import { useRouteError } from 'react-router';
import { Button, LinkButton } from '../../components/ui/button.tsx';
import { useLocalePath, useT } from '../../lib/i18n.tsx';

/** Last resort when a page fails to render or its code cannot load (for example after a deploy). */
export function RouteError() {
  const t = useT();
  const localePath = useLocalePath();
  const error = useRouteError();
  console.error(error);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('shell.errorTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('shell.errorText')}</p>
      <div className="mt-6 flex gap-3">
        <Button onClick={() => window.location.reload()}>{t('shell.reload')}</Button>
        <LinkButton to={localePath(paths.home)} variant="secondary">
          {t('shell.goHome')}
        </LinkButton>
      </div>
    </main>
  );
}
