import type { TwoFactorSetupResponse } from '@mx/contract';
import { type FormEvent, lazy, type ReactNode, Suspense, useState } from 'react';
import { CodeInput } from '../../../components/auth/code-input.tsx';
import { PasswordInput } from '../../../components/auth/password-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { useDisableTwoFactor, useEnableTwoFactor, useRefreshMe, useSetUpTwoFactor } from '../api/two-factor.ts';
import { Outcome, SettingsSection, useOutcome } from './settings-sections.tsx';

/** The QR code library loads only once a set-up shows a code. */
const QrCode = lazy(() => import('./qr-code.tsx'));

/** Step 1: the current password starts a set-up. */
function StartSetUp({ onStarted }: { onStarted(setup: TwoFactorSetupResponse): void }) {
  const t = useT();
  const setUp = useSetUpTwoFactor();
  const [password, setPassword] = useState('');
  const outcome = useOutcome(t('account.twoFactorSetUpFailed'));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    outcome.reset();
    setUp.mutate({ password }, { onSuccess: onStarted, onError: outcome.fail });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      <FormField label={t('account.currentPassword')}>
        <PasswordInput autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </FormField>
      <Outcome ok={null} error={outcome.error} />
      <Button type="submit" isLoading={setUp.isPending}>
        {t('account.twoFactorSetUp')}
      </Button>
    </form>
  );
}

/** Step 2: scan the code (or type the key), then prove it with the app's first code. */
function ConfirmSetUp({ setup, onEnabled }: { setup: TwoFactorSetupResponse; onEnabled(codes: string[]): void }) {
  const t = useT();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const outcome = useOutcome(t('account.twoFactorTurnOnFailed'));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    outcome.reset();
    enable.mutate({ code }, { onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes), onError: outcome.fail });
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('account.twoFactorScan')}</p>
      <div className="flex flex-wrap items-start gap-6">
        <Suspense fallback={<div className="size-48 rounded-lg bg-slate-100" aria-hidden="true" />}>
          <QrCode text={setup.otpauthUrl} label={t('account.twoFactorQrCode')} />
        </Suspense>
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-medium text-slate-900">{t('account.twoFactorKey')}</p>
          <code data-testid="two-factor-secret" className="block break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm">
            {setup.secret}
          </code>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
        <FormField label={t('account.twoFactorCode')}>
          <CodeInput value={code} onChange={setCode} />
        </FormField>
        <Outcome ok={null} error={outcome.error} />
        <Button type="submit" isLoading={enable.isPending}>
          {t('account.twoFactorTurnOn')}
        </Button>
      </form>
    </div>
  );
}

/** Step 3: the recovery codes, shown this once. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const t = useT();
  return (
    <div className="space-y-4">
      <Alert tone="success" title={t('account.twoFactorOnTitle')}>
        {t('account.twoFactorSaveCodes')}
      </Alert>
      <ul aria-label={t('account.twoFactorRecoveryCodes')} className="grid max-w-md grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((c) => (
          <li key={c} className="rounded bg-slate-100 px-2 py-1">
            {c}
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>{t('account.twoFactorSavedCodes')}</Button>
    </div>
  );
}

function TurnOff({ onTurnedOff }: { onTurnedOff(message: string): void }) {
  const t = useT();
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const outcome = useOutcome(t('account.twoFactorTurnOffFailed'));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    outcome.reset();
    disable.mutate({ password, code }, { onSuccess: ({ message }) => onTurnedOff(message), onError: outcome.fail });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      <FormField label={t('account.currentPassword')}>
        <PasswordInput autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </FormField>
      <FormField label={t('account.twoFactorCodeOrRecovery')}>
        <CodeInput inputMode="text" value={code} onChange={setCode} />
      </FormField>
      <Outcome ok={null} error={outcome.error} />
      <Button type="submit" variant="danger" isLoading={disable.isPending}>
        {t('account.twoFactorTurnOff')}
      </Button>
    </form>
  );
}

/** Two-factor sign-in in the settings of every role (docs/decisions/075). */
export function TwoFactorSection() {
  const ready = useNamespaces(['account']);
  const t = useT();
  const { user } = useAuth();
  const refreshMe = useRefreshMe();
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  /** The server's sentence after turning it off, shown above the set-up that takes the form's place. */
  const [turnedOff, setTurnedOff] = useState<string | null>(null);
  const isOn = !!user?.twoFactor?.enabled;
  let body: ReactNode;
  if (recoveryCodes) {
    body = (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null);
          setSetup(null);
          void refreshMe();
        }}
      />
    );
  } else if (isOn) {
    body = (
      <>
        <Alert tone="success" className="mb-4">
          {t('account.twoFactorIsOn')}
        </Alert>
        <TurnOff onTurnedOff={setTurnedOff} />
      </>
    );
  } else if (setup) {
    body = <ConfirmSetUp setup={setup} onEnabled={setRecoveryCodes} />;
  } else {
    body = (
      <>
        <Outcome ok={turnedOff} error={null} />
        <div className={turnedOff ? 'mt-4' : undefined}>
          <StartSetUp
            onStarted={(started) => {
              setTurnedOff(null);
              setSetup(started);
            }}
          />
        </div>
      </>
    );
  }
  if (!ready) return null;
  return (
    <SettingsSection
      title={t('account.twoFactorTitle')}
      description={user?.twoFactor?.required ? t('account.twoFactorRequired') : t('account.twoFactorDescription')}
    >
      {body}
    </SettingsSection>
  );
}
