import type { ResetPasswordForm } from '@mx/contract';
import { FORM_HINTS } from '@mx/contract/limits';
import { paths } from '@mx/contract/paths';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { notify } from '../../../lib/toast.ts';
import { useResetPassword } from '../api/password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PasswordInput } from '../components/password-input.tsx';

/** Validation (zod and the shared schema) loads when the visitor starts filling the form in. */
const resolver = lazyZodResolver<ResetPasswordForm>(() => import('@mx/contract/auth').then((m) => m.resetPasswordForm));

export default function ResetPasswordPage() {
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

  if (!token) {
    return (
      <AuthCard title="Invalid Reset Link">
        <p className="text-slate-700">This password reset link is invalid or incomplete. Please ask for a new one.</p>
        <LinkButton to={paths.forgotPassword} className="mt-6 w-full">
          Request a new reset link
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
          notify.success('Your password has been reset successfully');
          navigate(paths.signIn, { replace: true });
        },
        onError: (err) => {
          const message = errorMessage(err, 'Failed to reset password');
          setFormError(message);
          notify.error('Failed to reset password', message);
        },
      },
    );
  });

  return (
    <AuthCard title="Choose a new password" subtitle="Every device signed in to your account will be signed out.">
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-5">
        {formError ? (
          <Alert tone="error">
            {formError}{' '}
            <Link to={paths.forgotPassword} className="font-semibold underline">
              Request a new link
            </Link>
          </Alert>
        ) : null}
        <FormField label="New password" error={errors.password?.message} hint={FORM_HINTS.password}>
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Confirm password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" className="w-full" isLoading={reset.isPending}>
          Reset password
        </Button>
      </form>
    </AuthCard>
  );
}
