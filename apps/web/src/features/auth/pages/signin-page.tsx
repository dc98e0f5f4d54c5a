import type { CurrentUser, LoginBody } from '@mx/contract';
import { paths, safeSignInNext, withSignInNext } from '@mx/contract/paths';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth/auth-card.tsx';
import { PasswordInput } from '../../../components/auth/password-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage, hasErrorCode } from '../../../lib/api-client.ts';
import { homeOf, useAuth } from '../../../lib/auth.tsx';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { notify } from '../../../lib/toast.ts';
import { useLogin } from '../api/login.ts';
import { useResendVerification } from '../api/verification.ts';

/** The second step loads only for accounts with two-factor sign-in on. */
const TwoFactorStep = lazy(() => import('../components/two-factor-step.tsx'));

/** The verification modal loads only when a sign-in needs it. */
const VerificationDialog = lazy(() => import('../components/verification-dialog.tsx'));

/** Validation (zod and the shared schema) loads when the visitor starts filling the form in. */
const resolver = lazyZodResolver<LoginBody>(() => import('@mx/contract/auth').then((m) => m.loginBody));

const CONTACT_SUPPORT = 'contact support';

/** A sentence that asks the reader to contact support, with those words a link to the support form. */
function WithSupportLink({ text }: { text: string }) {
  const localePath = useLocalePath();
  const at = text.toLowerCase().indexOf(CONTACT_SUPPORT);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Link to={localePath(paths.support)} className="font-semibold underline">
        {text.slice(at, at + CONTACT_SUPPORT.length)}
      </Link>
      {text.slice(at + CONTACT_SUPPORT.length)}
    </>
  );
}

export default function SignInPage() {
  const ready = useNamespaces(['auth', 'validation']);
  const t = useT();
  const localePath = useLocalePath();
  const { user, signedIn } = useAuth();
  const navigate = useNavigate();
  // Where to return afterwards: a page of this site (safeSignInNext), else the user's home.
  const [searchParams] = useSearchParams();
  const next = safeSignInNext(searchParams.get('next'));
  const loginMutation = useLogin();
  const resend = useResendVerification();
  const [formError, setFormError] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  /** Once shown, the modal stays mounted so closing it returns focus as usual. */
  const [hasAskedToVerify, setHasAskedToVerify] = useState(false);
  /** The password was right and the account asks for its second factor. */
  const [isAskingCode, setIsAskingCode] = useState(false);
  const [isSignedIn, setIsSignedIn] = useState(false);
  const form = useForm<LoginBody>({ resolver, defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  if (user && !isSignedIn) return <Navigate to={next ?? homeOf(user.role)} replace />;
  if (!ready) return null;

  const finish = (signedInUser: CurrentUser) => {
    setIsSignedIn(true);
    notify.success(t('auth.loginSuccessful'));
    signedIn(signedInUser);
    navigate(next ?? homeOf(signedInUser.role), { replace: true });
  };

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    loginMutation.mutate(values, {
      onSuccess: (answer) => {
        if ('user' in answer) finish(answer.user);
        else setIsAskingCode(true);
      },
      onError: (err) => {
        // Decided on the code: the sentence is for people and may be reworded.
        if (hasErrorCode(err, 'EMAIL_NOT_VERIFIED')) {
          setHasAskedToVerify(true);
          setUnverifiedEmail(values.email);
          return;
        }
        const message = errorMessage(err, t('auth.loginFailed'));
        setFormError(message);
        notify.error(message);
      },
    });
  });

  const onResend = () => {
    if (!unverifiedEmail) return;
    resend.mutate(unverifiedEmail, {
      onSuccess: () => {
        notify.success(t('auth.verificationSent'));
        setUnverifiedEmail(null);
      },
      onError: () => notify.error(t('auth.verificationNotSent')),
    });
  };

  return (
    <AuthCard
      title={t('auth.signInTitle')}
      subtitle={t('auth.signInSubtitle')}
      footer={
        <>
          {t('auth.newMxpert')}{' '}
          <Link to={localePath(paths.signUp)} className="font-semibold text-brand-700 hover:underline">
            {t('auth.createProAccount')}
          </Link>
          <br />
          {t('auth.lookingForExpert')}{' '}
          <Link
            to={localePath(withSignInNext(paths.createAccount, next))}
            className="font-semibold text-brand-700 hover:underline"
          >
            {t('auth.createFreeAccount')}
          </Link>
        </>
      }
    >
      {isAskingCode ? (
        <Suspense fallback={null}>
          <TwoFactorStep
            onSignedIn={finish}
            onExpired={(message) => {
              setIsAskingCode(false);
              setFormError(message);
            }}
          />
        </Suspense>
      ) : (
        <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-5">
          {formError ? (
            <Alert tone="error">
              <WithSupportLink text={formError} />
            </Alert>
          ) : null}
          <FormField label={t('auth.email')} error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
          </FormField>
          <FormField label={t('auth.password')} error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <div className="flex justify-end">
            <Link to={localePath(paths.forgotPassword)} className="text-sm font-semibold text-brand-700 hover:underline">
              {t('auth.forgotPasswordLink')}
            </Link>
          </div>
          <Button type="submit" className="w-full" isLoading={loginMutation.isPending}>
            {t('auth.signInButton')}
          </Button>
        </form>
      )}

      {unverifiedEmail !== null || hasAskedToVerify ? (
        <Suspense fallback={null}>
          <VerificationDialog
            email={unverifiedEmail}
            onClose={() => setUnverifiedEmail(null)}
            onResend={onResend}
            isResending={resend.isPending}
          />
        </Suspense>
      ) : null}
    </AuthCard>
  );
}
