import type { RegisterMxpertBody } from '@mx/contract';
import { FORM_HINTS } from '@mx/contract/limits';
import { paths } from '@mx/contract/paths';
import { sanitizeText } from '@mx/contract/sanitize';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { notify } from '../../../lib/toast.ts';
import { useRegisterMxpert } from '../api/register.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PasswordInput } from '../components/password-input.tsx';

/** Validation (zod and the shared schema) loads when the visitor starts filling the form in. */
const resolver = lazyZodResolver<RegisterMxpertBody>(() => import('@mx/contract/auth').then((m) => m.registerMxpertBody));

export default function SignUpPage() {
  const navigate = useNavigate();
  const register = useRegisterMxpert();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterMxpertBody>({
    resolver,
    defaultValues: { firstName: '', lastName: '', email: '', password: '', nmlsId: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    register.mutate(
      { ...values, firstName: sanitizeText(values.firstName), lastName: sanitizeText(values.lastName) },
      {
        onSuccess: () => {
          notify.success('Account created successfully!');
          navigate(paths.signUpSuccess);
        },
        onError: (err) => {
          const message = errorMessage(err, 'Registration failed');
          setFormError(message);
          notify.error('Registration failed', message);
        },
      },
    );
  });

  return (
    <AuthCard
      title="Become a MortgageXpert"
      subtitle="Create your professional account. You will verify your email, complete a short onboarding, and our team will review your profile."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.signIn} className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </div>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} hint={FORM_HINTS.password}>
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="NMLS ID" error={errors.nmlsId?.message}>
          <Input inputMode="numeric" autoComplete="off" {...form.register('nmlsId')} />
        </FormField>
        <Button type="submit" className="w-full" isLoading={register.isPending}>
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}
