import type { TwoFactorSetupResponse } from '@mx/contract';
import { TWO_FACTOR_TEXT } from '@mx/contract/two-factor-texts';
import { type FormEvent, lazy, type ReactNode, Suspense, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { CodeInput } from '../../auth/components/code-input.tsx';
import { PasswordInput } from '../../auth/components/password-input.tsx';
import { useDisableTwoFactor, useEnableTwoFactor, useRefreshMe, useSetUpTwoFactor } from '../api/two-factor.ts';
import { Outcome, SettingsSection, useOutcome } from './settings-sections.tsx';

/** The QR code library loads only once a set-up shows a code. */
const QrCode = lazy(() => import('./qr-code.tsx'));

/** Step 1: the current password starts a set-up. */
function StartSetUp({ onStarted }: { onStarted(setup: TwoFactorSetupResponse): void }) {
  const setUp = useSetUpTwoFactor();
  const [password, setPassword] = useState('');
  const outcome = useOutcome('Two-factor sign-in could not be set up');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    outcome.reset();
    setUp.mutate({ password }, { onSuccess: onStarted, onError: outcome.fail });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      <FormField label="Current password">
        <PasswordInput autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </FormField>
      <Outcome ok={null} error={outcome.error} />
      <Button type="submit" isLoading={setUp.isPending}>
        Set up two-factor sign-in
      </Button>
    </form>
  );
}

/** Step 2: scan the code (or type the key), then prove it with the app's first code. */
function ConfirmSetUp({ setup, onEnabled }: { setup: TwoFactorSetupResponse; onEnabled(codes: string[]): void }) {
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const outcome = useOutcome('Two-factor sign-in could not be turned on');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    outcome.reset();
    enable.mutate({ code }, { onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes), onError: outcome.fail });
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy…), or type
        the key into it. Then enter the 6-digit code the app shows.
      </p>
      <div className="flex flex-wrap items-start gap-6">
        <Suspense fallback={<div className="size-48 rounded-lg bg-slate-100" aria-hidden="true" />}>
          <QrCode text={setup.otpauthUrl} label="QR code for your authenticator app" />
        </Suspense>
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-medium text-slate-900">Key</p>
          <code data-testid="two-factor-secret" className="block break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm">
            {setup.secret}
          </code>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
        <FormField label="Code from your app">
          <CodeInput value={code} onChange={setCode} />
        </FormField>
        <Outcome ok={null} error={outcome.error} />
        <Button type="submit" isLoading={enable.isPending}>
          Turn on
        </Button>
      </form>
    </div>
  );
}

/** Step 3: the recovery codes, shown this once. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  return (
    <div className="space-y-4">
      <Alert tone="success" title="Two-factor sign-in is on">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.
      </Alert>
      <ul aria-label="Recovery codes" className="grid max-w-md grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((c) => (
          <li key={c} className="rounded bg-slate-100 px-2 py-1">
            {c}
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>I saved my recovery codes</Button>
    </div>
  );
}

function TurnOff({ onTurnedOff }: { onTurnedOff(message: string): void }) {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const outcome = useOutcome('Two-factor sign-in could not be turned off');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    outcome.reset();
    disable.mutate({ password, code }, { onSuccess: ({ message }) => onTurnedOff(message), onError: outcome.fail });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      <FormField label="Current password">
        <PasswordInput autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </FormField>
      <FormField label="Code from your app, or a recovery code">
        <CodeInput inputMode="text" value={code} onChange={setCode} />
      </FormField>
      <Outcome ok={null} error={outcome.error} />
      <Button type="submit" variant="danger" isLoading={disable.isPending}>
        Turn off two-factor sign-in
      </Button>
    </form>
  );
}

/** Two-factor sign-in in the settings of every role (docs/decisions/075). */
export function TwoFactorSection() {
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
          Two-factor sign-in is on: signing in asks for a code from your app.
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
  return (
    <SettingsSection
      title="Two-factor sign-in"
      description={
        user?.twoFactor?.required
          ? TWO_FACTOR_TEXT.required
          : 'A code from an authenticator app on your phone, asked at every sign-in after your password.'
      }
    >
      {body}
    </SettingsSection>
  );
}
