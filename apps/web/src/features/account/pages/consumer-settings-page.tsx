import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { EXPORT_URLS, useChangeName } from '../api/account.ts';
import { AccountSettingsPage } from '../components/account-settings-page.tsx';
import { DownloadSection, Outcome, SettingsSection, useOutcome } from '../components/settings-sections.tsx';

function NameSection({ firstName, lastName }: { firstName: string; lastName: string }) {
  const t = useT();
  const change = useChangeName();
  const [first, setFirst] = useState(firstName);
  const [last, setLast] = useState(lastName);
  const outcome = useOutcome(t('account.nameNotChanged'));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    outcome.reset();
    change.mutate(
      { firstName: first, lastName: last },
      { onSuccess: () => outcome.succeed(t('account.nameChanged')), onError: outcome.fail },
    );
  };
  return (
    <SettingsSection title={t('account.nameTitle')}>
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('account.firstName')}>
            <Input autoComplete="given-name" value={first} onChange={(e) => setFirst(e.target.value)} />
          </FormField>
          <FormField label={t('account.lastName')}>
            <Input autoComplete="family-name" value={last} onChange={(e) => setLast(e.target.value)} />
          </FormField>
        </div>
        <Outcome ok={outcome.ok} error={outcome.error} />
        <Button type="submit" isLoading={change.isPending}>
          {t('account.saveName')}
        </Button>
      </form>
    </SettingsSection>
  );
}

/** /consumer/settings: name, password, e-mail, download my data, delete my account. */
export default function ConsumerSettingsPage() {
  const t = useT();
  return (
    <AccountSettingsPage
      intro="account.consumerIntro"
      lead={(user) => <NameSection firstName={user.firstName} lastName={user.lastName} />}
      more={<DownloadSection url={EXPORT_URLS.consumer} description={t('account.downloadDescription')} />}
      deleteUrl="/api/consumer/account"
      deleteConsequences="account.deleteConsumer"
    />
  );
}
