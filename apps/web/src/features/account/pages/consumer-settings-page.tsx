import { ACCOUNT_TEXT } from '@mx/contract/account-texts';
import { type FormEvent, useState } from 'react';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { EXPORT_URL, useChangeName } from '../api/account.ts';
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

function NameSection({ firstName, lastName }: { firstName: string; lastName: string }) {
  const change = useChangeName();
  const [first, setFirst] = useState(firstName);
  const [last, setLast] = useState(lastName);
  const outcome = useOutcome('Your name could not be changed');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    outcome.reset();
    change.mutate(
      { firstName: first, lastName: last },
      { onSuccess: () => outcome.succeed(ACCOUNT_TEXT.nameChanged), onError: outcome.fail },
    );
  };
  return (
    <SettingsSection title="Name">
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name">
            <Input autoComplete="given-name" value={first} onChange={(e) => setFirst(e.target.value)} />
          </FormField>
          <FormField label="Last name">
            <Input autoComplete="family-name" value={last} onChange={(e) => setLast(e.target.value)} />
          </FormField>
        </div>
        <Outcome ok={outcome.ok} error={outcome.error} />
        <Button type="submit" isLoading={change.isPending}>
          Save name
        </Button>
      </form>
    </SettingsSection>
  );
}

/** /consumer/settings: name, password, e-mail, download my data, delete my account. */
export default function ConsumerSettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <SettingsPage intro="Your account, your data, and how to leave.">
      <NameSection firstName={user.firstName} lastName={user.lastName} />
      <LanguageSection current={user.locale} />
      <PasswordSection />
      <TwoFactorSection />
      <EmailSection current={user.email} />
      <SettingsSection
        title="Download my data"
        description="One JSON file with your account, every message and request you sent, their conversations, your reviews and consent records."
      >
        <a href={EXPORT_URL} download className={buttonClassName({ variant: 'outline' })}>
          Download my data
        </a>
      </SettingsSection>
      <DeleteAccountSection url="/api/consumer/account" consequences={ACCOUNT_TEXT.deleteConsequences.consumer} />
    </SettingsPage>
  );
}
