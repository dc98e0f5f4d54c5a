import { useT } from '../../../lib/i18n.tsx';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { SettingsPage } from './settings-sections.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/** What every admin page shows until the admin has turned on two-factor sign-in. */
export function TwoFactorRequiredPage() {
  const ready = useNamespaces(['account']);
  const t = useT();
  if (!ready) return null;
  return (
    <SettingsPage title={t('account.twoFactorRequiredTitle')} intro={t('account.twoFactorRequiredText')}>
      <TwoFactorSection />
    </SettingsPage>
  );
}
