import type { CurrentUser } from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import type { ComponentProps, ReactNode } from 'react';
import { useAuth } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { DeleteAccountSection, EmailSection, LanguageSection, PasswordSection, SettingsPage } from './settings-sections.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/**
 * A signed-in user's settings: the role's own section first, then the language, the password, two-factor
 * sign-in and the e-mail every account has, the role's further sections, and deleting the account.
 */
export function AccountSettingsPage({
  intro,
  lead,
  more,
  deleteUrl,
  deleteConsequences,
}: {
  intro: MessageId;
  lead(user: CurrentUser): ReactNode;
  more?: ReactNode;
  deleteUrl: ComponentProps<typeof DeleteAccountSection>['url'];
  deleteConsequences: MessageId;
}) {
  const { user } = useAuth();
  const ready = useNamespaces(['account']);
  const t = useT();
  if (!user || !ready) return null;
  return (
    <SettingsPage intro={t(intro)}>
      {lead(user)}
      <LanguageSection current={user.locale} />
      <PasswordSection />
      <TwoFactorSection />
      <EmailSection current={user.email} />
      {more}
      <DeleteAccountSection url={deleteUrl} consequences={t(deleteConsequences)} />
    </SettingsPage>
  );
}
