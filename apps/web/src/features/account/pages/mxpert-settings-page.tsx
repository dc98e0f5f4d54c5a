import { Button } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { useSetListingPaused } from '../api/account.ts';
import {
  DeleteAccountSection,
  EmailSection,
  LanguageSection,
  Outcome,
  PasswordSection,
  SettingsPage,
  SettingsSection,
  useOutcome,
} from '../components/settings-sections.tsx';
import { TwoFactorSection } from '../components/two-factor-section.tsx';

function ListingSection({ paused }: { paused: boolean }) {
  const t = useT();
  const set = useSetListingPaused();
  const outcome = useOutcome(t('account.listingNotChanged'));
  const toggle = () => {
    outcome.reset();
    set.mutate(!paused, { onSuccess: (answer) => outcome.succeed(answer.message), onError: outcome.fail });
  };
  return (
    <SettingsSection
      title={t('account.listingTitle')}
      description={paused ? t('account.listingPaused') : t('account.listingLive')}
    >
      <div className="space-y-4">
        <p className="text-sm font-semibold text-slate-900">
          {paused ? t('account.listingStatusPaused') : t('account.listingStatusListed')}
        </p>
        <Outcome ok={outcome.ok} error={outcome.error} />
        <Button variant={paused ? 'primary' : 'outline'} onClick={toggle} isLoading={set.isPending}>
          {paused ? t('account.resumeListing') : t('account.pauseListing')}
        </Button>
      </div>
    </SettingsSection>
  );
}

/** /mxpert/settings: the listing, password, e-mail, delete the account. */
export default function MxpertSettingsPage() {
  const { user } = useAuth();
  const ready = useNamespaces(['account']);
  const t = useT();
  if (!user || !ready) return null;
  return (
    <SettingsPage intro={t('account.mxpertIntro')}>
      {user.mxpert ? <ListingSection paused={user.mxpert.listingPaused ?? false} /> : null}
      <LanguageSection current={user.locale} />
      <PasswordSection />
      <TwoFactorSection />
      <EmailSection current={user.email} />
      <DeleteAccountSection url="/api/mxpert/account" consequences={t('account.deleteMxpert')} />
    </SettingsPage>
  );
}
