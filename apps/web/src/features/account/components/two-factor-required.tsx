import { useT } from '../../../lib/i18n.tsx';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { TwoFactorSection } from './two-factor-section.tsx';

/** What every admin page shows until the admin has turned on two-factor sign-in. */
export function TwoFactorRequiredPage() {
  const ready = useNamespaces(['account']);
  const t = useT();
  if (!ready) return null;
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('account.twoFactorRequiredTitle')}</h1>
        <p className="mt-1 text-slate-700">{t('account.twoFactorRequiredText')}</p>
      </header>
      <TwoFactorSection />
    </section>
  );
}
