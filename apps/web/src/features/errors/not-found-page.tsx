import { paths } from '@mx/contract/paths';
import { LinkButton } from '../../components/ui/button.tsx';
import { useLocalePath, useT } from '../../lib/i18n.tsx';

export default function NotFoundPage() {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('shell.notFoundTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('shell.notFoundText')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <LinkButton to={localePath(paths.home)}>{t('shell.goHome')}</LinkButton>
        <LinkButton to={localePath(paths.directory)} variant="secondary">
          {t('shell.browse')}
        </LinkButton>
      </div>
    </section>
  );
}
