import type { ResetPasswordForm } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth/auth-card.tsx';
import { PasswordInput } from '../../../components/auth/password-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { notify } from '../../../lib/toast.ts';
import { useResetPassword } from '../api/password.ts';

/** Validation (zod and the shared schema) loads when the visitor starts filling the form in. */
const resolver = lazyZodResolver<ResetPasswordForm>(() => import('@mx/contract/auth').then((m) => m.resetPasswordForm));

export default function ResetPasswordPage() {
  const ready = useNamespaces(['auth', 'validation']);
  const t = useT();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetPasswordForm>({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  if (!ready) return null;
  if (!token) {
    return (
      <AuthCard title={t('auth.resetInvalidTitle')}>
        <p className="text-slate-700">{t('auth.resetInvalidText')}</p>
        <LinkButton to={localePath(paths.forgotPassword)} className="mt-6 w-full">
          {t('auth.resetRequestNew')}
        </LinkButton>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit(({ password }) => {
    setFormError(null);
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          notify.success(t('auth.resetDone'));
          navigate(localePath(paths.signIn), { replace: true });
        },
        onError: (err) => {
          const message = errorMessage(err, t('auth.resetFailed'));
          setFormError(message);
          notify.error(t('auth.resetFailed'), message);
        },
      },
    );
  });

  return (
    <AuthCard title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')}>
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-5">
        {formError ? (
          <Alert tone="error">
            {formError}{' '}
            <Link to={localePath(paths.forgotPassword)} className="font-semibold underline">
              {t('auth.resetNewLink')}
            </Link>
          </Alert>
        ) : null}
        <FormField label={t('auth.newPassword')} error={errors.password?.message} hint={t('auth.passwordHint')}>
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label={t('auth.confirmPassword')} error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" className="w-full" isLoading={reset.isPending}>
          {t('auth.resetSubmit')}
        </Button>
      </form>
    </AuthCard>
  );
}
