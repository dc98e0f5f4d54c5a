import { ACCOUNT_TEXT } from '@mx/contract/account-texts';
import { Button } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth.tsx';
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
  const set = useSetListingPaused();
  const outcome = useOutcome('Your listing could not be changed');
  const toggle = () => {
    outcome.reset();
    set.mutate(!paused, { onSuccess: (answer) => outcome.succeed(answer.message), onError: outcome.fail });
  };
  return (
    <SettingsSection
      title="Listing"
      description={
        paused
          ? ACCOUNT_TEXT.listingPaused
          : 'Your profile is listed in the directory. Pause it to hide it and stop new leads; the leads you have stay.'
      }
    >
      <div className="space-y-4">
        <p className="text-sm font-semibold text-slate-900">Status: {paused ? 'Paused' : 'Listed'}</p>
        <Outcome ok={outcome.ok} error={outcome.error} />
        <Button variant={paused ? 'primary' : 'outline'} onClick={toggle} isLoading={set.isPending}>
          {paused ? 'Resume listing' : 'Pause listing'}
        </Button>
      </div>
    </SettingsSection>
  );
}

/** /mxpert/settings: the listing, password, e-mail, delete the account. */
export default function MxpertSettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <SettingsPage intro="Your listing and your account.">
      {user.mxpert ? <ListingSection paused={user.mxpert.listingPaused ?? false} /> : null}
      <LanguageSection current={user.locale} />
      <PasswordSection />
      <TwoFactorSection />
      <EmailSection current={user.email} />
      <DeleteAccountSection url="/api/mxpert/account" consequences={ACCOUNT_TEXT.deleteConsequences.mxpert} />
    </SettingsPage>
  );
}
