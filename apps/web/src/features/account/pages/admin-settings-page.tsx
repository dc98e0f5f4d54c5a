import { useAuth } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { LanguageSection, PasswordSection, SettingsPage } from '../components/settings-sections.tsx';
import { TwoFactorSection } from '../components/two-factor-section.tsx';

/** /admin/settings: the language, two-factor sign-in (required for admins) and the password. */
export default function AdminSettingsPage() {
  const { user } = useAuth();
  const ready = useNamespaces(['admin', 'account']);
  const t = useT();
  if (!user || !ready) return null;
  return (
    <SettingsPage intro={t('admin.settingsIntro')}>
      <LanguageSection current={user.locale} />
      <TwoFactorSection />
      <PasswordSection />
    </SettingsPage>
  );
}
