import type { EmailPreferences } from '@mx/contract';
import { ACCOUNT_TEXT, EMAIL_CATEGORIES, EMAIL_CATEGORY_LABELS } from '@mx/contract/account-texts';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { AuthCard } from '../../auth/components/auth-card.tsx';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/account.ts';

/**
 * /email-preferences?token=… (docs/decisions/060): opened from the footer of an optional e-mail,
 * without signing in; the signed token names the address.
 */
export default function EmailPreferencesPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const current = useEmailPreferences(token);
  const save = useSaveEmailPreferences(token ?? '');
  const [choice, setChoice] = useState<EmailPreferences | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (current.data && !choice) setChoice(current.data.preferences);
  }, [current.data, choice]);

  if (!token || current.isError) {
    return (
      <AuthCard title="Email preferences">
        <Alert tone="error">
          {current.isError
            ? errorMessage(current.error, ACCOUNT_TEXT.invalidPreferencesLink)
            : ACCOUNT_TEXT.invalidPreferencesLink}
        </Alert>
      </AuthCard>
    );
  }
  if (!current.data || !choice) {
    return (
      <AuthCard title="Email preferences">
        <Spinner label="Loading your email preferences" />
      </AuthCard>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate(choice, { onSuccess: () => setSaved(true) });
  };
  const set = (next: EmailPreferences) => {
    setSaved(false);
    setChoice(next);
  };
  return (
    <AuthCard title="Email preferences" subtitle={`For ${current.data.email}`}>
      <form onSubmit={onSubmit} className="space-y-5">
        <fieldset className="space-y-3">
          <legend className="text-sm text-slate-700">
            Choose which optional emails you get. Emails that answer something you did (sign-in links, password resets, replies to
            your messages) always arrive.
          </legend>
          {EMAIL_CATEGORIES.map((category) => (
            <label key={category} className="flex items-start gap-3 text-slate-800">
              <input
                type="checkbox"
                className="mt-1 size-4 accent-brand-700"
                checked={choice[category]}
                onChange={(e) => set({ ...choice, [category]: e.target.checked })}
              />
              <span>{EMAIL_CATEGORY_LABELS[category]}</span>
            </label>
          ))}
        </fieldset>
        {save.isError ? <Alert tone="error">{errorMessage(save.error)}</Alert> : null}
        {saved ? <Alert tone="success">{ACCOUNT_TEXT.preferencesSaved}</Alert> : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" isLoading={save.isPending}>
            Save preferences
          </Button>
          <Button variant="outline" onClick={() => set({ reminders: false, reviewInvitations: false, digests: false })}>
            Turn all off
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
