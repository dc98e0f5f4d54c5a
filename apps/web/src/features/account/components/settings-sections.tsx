import { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@mx/contract/i18n/locale';
import { paths } from '@mx/contract/paths';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { PasswordInput } from '../../../components/auth/password-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { WithStrong } from '../../../components/ui/with-strong.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { notify } from '../../../lib/toast.ts';
import { type ExportUrl, useChangeEmail, useChangeLanguage, useChangePassword, useDeleteAccount } from '../api/account.ts';

/** One titled card of a settings page. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description ? <div className="mt-1 text-sm text-slate-700">{description}</div> : null}
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

/** What a settings form last answered: the server's sentence on success, the reason on failure. */
export function useOutcome(failure: string) {
  const [ok, setOk] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    ok,
    error,
    /** Clears the last answer as a new submission starts. */
    reset: () => {
      setOk(null);
      setError(null);
    },
    succeed: (message: string) => setOk(message),
    fail: (err: unknown) => setError(errorMessage(err, failure)),
  };
}

/** The outcome line under a form: the server's sentence, success or failure. */
export function Outcome({ ok, error }: { ok: string | null; error: string | null }) {
  if (error) return <Alert tone="error">{error}</Alert>;
  if (ok) return <Alert tone="success">{ok}</Alert>;
  return null;
}

/** A settings page: its heading (Settings, unless told), then one card per section (once the sections' texts are loaded). */
export function SettingsPage({ title, intro, children }: { title?: string; intro: string; children: ReactNode }) {
  const ready = useNamespaces(['account']);
  const t = useT();
  if (!ready) return null;
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{title ?? t('account.settingsTitle')}</h1>
        <p className="mt-1 text-slate-700">{intro}</p>
      </header>
      {children}
    </section>
  );
}

/** The language of the user's e-mails and signed-in pages. */
export function LanguageSection({ current }: { current: string | undefined }) {
  const ready = useNamespaces(['account']);
  const t = useT();
  const change = useChangeLanguage();
  const [locale, setLocale] = useState<Locale>(isLocale(current) ? current : DEFAULT_LOCALE);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setError(null);
    // The pages switch to the saved language at once: the answer is written in it.
    change.mutate({ locale }, { onSuccess: () => setSaved(true), onError: setError });
  };
  if (!ready) return null;
  return (
    <SettingsSection title={t('account.languageTitle')} description={t('account.languageDescription')}>
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
        <FormField label={t('account.languageLabel')}>
          <Select value={locale} onChange={(e) => isLocale(e.target.value) && setLocale(e.target.value)}>
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LOCALE_NAMES[code]}
              </option>
            ))}
          </Select>
        </FormField>
        <Outcome
          ok={saved ? t('account.languageSaved') : null}
          error={error ? errorMessage(error, t('account.languageNotSaved')) : null}
        />
        <Button type="submit" isLoading={change.isPending}>
          {t('account.languageSave')}
        </Button>
      </form>
    </SettingsSection>
  );
}

export function PasswordSection() {
  const t = useT();
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const outcome = useOutcome(t('account.passwordNotChanged'));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    outcome.reset();
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          outcome.succeed(message);
          setCurrent('');
          setNew('');
        },
        onError: outcome.fail,
      },
    );
  };
  return (
    <SettingsSection title={t('account.passwordTitle')} description={t('account.passwordDescription')}>
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
        <FormField label={t('account.currentPassword')}>
          <PasswordInput autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrent(e.target.value)} />
        </FormField>
        <FormField label={t('account.newPassword')} hint={t('account.passwordHint')}>
          <PasswordInput autoComplete="new-password" value={newPassword} onChange={(e) => setNew(e.target.value)} />
        </FormField>
        <Outcome ok={outcome.ok} error={outcome.error} />
        <Button type="submit" isLoading={change.isPending}>
          {t('account.changePassword')}
        </Button>
      </form>
    </SettingsSection>
  );
}

export function EmailSection({ current }: { current: string }) {
  const t = useT();
  const change = useChangeEmail();
  const [newEmail, setEmail] = useState('');
  const [currentPassword, setPassword] = useState('');
  const outcome = useOutcome(t('account.emailNotChanged'));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    outcome.reset();
    change.mutate(
      { newEmail, currentPassword },
      {
        onSuccess: ({ message }) => {
          outcome.succeed(message);
          setPassword('');
        },
        onError: outcome.fail,
      },
    );
  };
  return (
    <SettingsSection
      title={t('account.emailTitle')}
      description={
        <WithStrong text={(email) => t('account.emailDescription', { email })} value={current} className="break-all" />
      }
    >
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
        <FormField label={t('account.newEmail')}>
          <Input type="email" autoComplete="email" value={newEmail} onChange={(e) => setEmail(e.target.value)} />
        </FormField>
        <FormField label={t('account.currentPassword')}>
          <PasswordInput autoComplete="current-password" value={currentPassword} onChange={(e) => setPassword(e.target.value)} />
        </FormField>
        <Outcome ok={outcome.ok} error={outcome.error} />
        <Button type="submit" isLoading={change.isPending}>
          {t('account.sendConfirmation')}
        </Button>
      </form>
    </SettingsSection>
  );
}

/** Download my data: the role's JSON file (docs/decisions/059), a plain link the browser saves. */
export function DownloadSection({ url, description }: { url: ExportUrl; description: string }) {
  const t = useT();
  return (
    <SettingsSection title={t('account.downloadTitle')} description={description}>
      <a href={url} download className={buttonClassName({ variant: 'outline' })}>
        {t('account.downloadButton')}
      </a>
    </SettingsSection>
  );
}

/** Deleting the account: a modal asks for the password; afterwards the visitor is signed out. */
export function DeleteAccountSection({
  url,
  consequences,
}: {
  url: '/api/consumer/account' | '/api/mxpert/account';
  consequences: ReactNode;
}) {
  const t = useT();
  const remove = useDeleteAccount(url);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // Awaited rather than mutate's callbacks: the session's end may reach the page first (the event
    // stream says signed-out) and unmount this section, and the move to sign-in must still happen.
    try {
      await remove.mutateAsync(password);
    } catch (err) {
      setError(errorMessage(err, t('account.deleteFailed')));
      return;
    }
    notify.success(t('account.accountDeleted'));
    navigate(paths.signIn, { replace: true });
  };
  return (
    <SettingsSection title={t('account.deleteTitle')} description={consequences}>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('account.deleteButton')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setPassword('');
            setError(null);
          }
        }}
        title={t('account.deleteDialogTitle')}
        description={t('account.deleteDialogDescription')}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label={t('account.deletePassword')}>
            <PasswordInput autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </FormField>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('account.cancel')}
            </Button>
            <Button type="submit" variant="danger" isLoading={remove.isPending}>
              {t('account.deleteButton')}
            </Button>
          </div>
        </form>
      </Dialog>
    </SettingsSection>
  );
}
