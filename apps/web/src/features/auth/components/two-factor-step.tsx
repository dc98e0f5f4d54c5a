import type { CurrentUser } from '@mx/contract';
import { type FormEvent, useState } from 'react';
import { CodeInput } from '../../../components/auth/code-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { errorMessage, hasErrorCode } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useLoginTwoFactor } from '../api/login.ts';

/** The sign-in's second step: a code from the app or a recovery code, and 'remember this browser'. */
export default function TwoFactorStep({
  onSignedIn,
  onExpired,
}: {
  onSignedIn(user: CurrentUser): void;
  /** The pending sign-in ended (5 minutes, or the password changed): back to the password. */
  onExpired(message: string): void;
}) {
  const t = useT();
  const verify = useLoginTwoFactor();
  const [code, setCode] = useState('');
  const [rememberBrowser, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    verify.mutate(
      { code, rememberBrowser },
      {
        onSuccess: ({ user }) => onSignedIn(user),
        onError: (err) => {
          if (hasErrorCode(err, 'SIGN_IN_EXPIRED')) onExpired(errorMessage(err));
          else setError(errorMessage(err, t('auth.twoFactorFailed')));
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-slate-700">{t('auth.twoFactorIntro')}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <FormField label={t('auth.twoFactorCode')}>
        <CodeInput autoFocus value={code} onChange={setCode} />
      </FormField>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300"
          checked={rememberBrowser}
          onChange={(e) => setRemember(e.target.checked)}
        />
        {t('auth.twoFactorRemember')}
      </label>
      <Button type="submit" className="w-full" isLoading={verify.isPending}>
        {t('auth.twoFactorVerify')}
      </Button>
    </form>
  );
}
