import { PasswordSection, SettingsPage } from '../components/settings-sections.tsx';
import { TwoFactorSection } from '../components/two-factor-section.tsx';

/** /admin/settings: two-factor sign-in (required for admins) and the password. */
export default function AdminSettingsPage() {
  return (
    <SettingsPage intro="How you sign in to the admin area.">
      <TwoFactorSection />
      <PasswordSection />
    </SettingsPage>
  );
}
