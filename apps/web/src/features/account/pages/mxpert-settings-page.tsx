import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { EXPORT_URLS, useSetListingPaused } from '../api/account.ts';
import { AccountSettingsPage } from '../components/account-settings-page.tsx';
import { DownloadSection, Outcome, SettingsSection, useOutcome } from '../components/settings-sections.tsx';

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

/** /mxpert/settings: the listing, password, e-mail, download my data, delete the account. */
export default function MxpertSettingsPage() {
  const t = useT();
  return (
    <AccountSettingsPage
      intro="account.mxpertIntro"
      lead={(user) => (user.mxpert ? <ListingSection paused={user.mxpert.listingPaused ?? false} /> : null)}
      more={<DownloadSection url={EXPORT_URLS.mxpert} description={t('account.downloadMxpertDescription')} />}
      deleteUrl="/api/mxpert/account"
      deleteConsequences="account.deleteMxpert"
    />
  );
}
