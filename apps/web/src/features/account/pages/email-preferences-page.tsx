import type { EmailPreferences } from '@mx/contract';
import { EMAIL_CATEGORIES } from '@mx/contract/account-texts';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { translateSentence, useNamespaces } from '../../../lib/page-texts.ts';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/account.ts';

/**
 * /email-preferences?token=… (docs/decisions/060): opened from the footer of an optional e-mail,
 * without signing in; the signed token names the address.
 */
export default function EmailPreferencesPage() {
  const ready = useNamespaces(['publicPages', 'validation']);
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token');
  const current = useEmailPreferences(token);
  const save = useSaveEmailPreferences(token ?? '');
  const [choice, setChoice] = useState<EmailPreferences | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (current.data && !choice) setChoice(current.data.preferences);
  }, [current.data, choice]);

  if (!ready) return null;
  if (!token || current.isError) {
    return (
      <AuthCard title={t('publicPages.preferencesTitle')}>
        <Alert tone="error">
          {current.isError
            ? translateSentence(errorMessage(current.error, t('publicPages.preferencesInvalid')))
            : t('publicPages.preferencesInvalid')}
        </Alert>
      </AuthCard>
    );
  }
  if (!current.data || !choice) {
    return (
      <AuthCard title={t('publicPages.preferencesTitle')}>
        <Spinner label={t('publicPages.preferencesLoading')} />
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
    <AuthCard title={t('publicPages.preferencesTitle')} subtitle={t('publicPages.preferencesFor', { email: current.data.email })}>
      <form onSubmit={onSubmit} className="space-y-5">
        <fieldset className="space-y-3">
          <legend className="text-sm text-slate-700">{t('publicPages.preferencesIntro')}</legend>
          {EMAIL_CATEGORIES.map((category) => (
            <label key={category} className="flex items-start gap-3 text-slate-800">
              <input
                type="checkbox"
                className="mt-1 size-4 accent-brand-700"
                checked={choice[category]}
                onChange={(e) => set({ ...choice, [category]: e.target.checked })}
              />
              <span>{t(`publicPages.preferencesCategory.${category}` as MessageId)}</span>
            </label>
          ))}
        </fieldset>
        {save.isError ? <Alert tone="error">{translateSentence(errorMessage(save.error))}</Alert> : null}
        {saved ? <Alert tone="success">{t('publicPages.preferencesSaved')}</Alert> : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" isLoading={save.isPending}>
            {t('publicPages.preferencesSave')}
          </Button>
          <Button variant="outline" onClick={() => set({ reminders: false, reviewInvitations: false, digests: false })}>
            {t('publicPages.preferencesAllOff')}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
