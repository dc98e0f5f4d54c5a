import type { EmailOnlyBody } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { notify } from '../../../lib/toast.ts';
import { useForgotPassword } from '../api/password.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** Validation (zod and the shared schema) loads when the visitor starts filling the form in. */
const resolver = lazyZodResolver<EmailOnlyBody>(() => import('@mx/contract/auth').then((m) => m.emailOnlyBody));

export default function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailOnlyBody>({ resolver, defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(({ email }) => {
    forgot.mutate(email, {
      onSuccess: () => {
        notify.success('Password reset instructions sent!');
        setSentTo(email);
      },
      onError: (err) => notify.error('Failed to send reset email', errorMessage(err, 'Please try again.')),
    });
  });

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle={
        sentTo ? undefined : 'Enter the email address of your account and we will send you a link to choose a new password.'
      }
      footer={
        <Link to={paths.signIn} className="font-semibold text-brand-700 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {sentTo ? (
        <Alert tone="success" title="Check your email">
          If an account exists for {sentTo}, we have sent instructions to reset your password. The link stays valid for 1 hour.
        </Alert>
      ) : (
        <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-5">
          <FormField label="Email" error={form.formState.errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
          </FormField>
          <Button type="submit" className="w-full" isLoading={forgot.isPending}>
            Send reset link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
