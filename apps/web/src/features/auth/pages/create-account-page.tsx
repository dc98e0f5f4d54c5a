import type { RegisterConsumerForm } from '@mx/contract';
import { FORM_HINTS } from '@mx/contract/limits';
import { safeSignInNext, signInReturningTo } from '@mx/contract/paths';
import { sanitizeText } from '@mx/contract/sanitize';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toast.ts';
import { useRegisterConsumer } from '../api/register.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PasswordInput } from '../components/password-input.tsx';

/** Validation (zod and the shared schema) loads when the visitor starts filling the form in. */
const resolver = lazyZodResolver<RegisterConsumerForm>(() => import('@mx/contract/auth').then((m) => m.registerConsumerForm));

export default function CreateAccountPage() {
  const register = useRegisterConsumer();
  const [formError, setFormError] = useState<string | null>(null);
  const [createdEmail, setCreatedEmail] = useState<string | null>(null);
  // A guest's reply e-mail links here with the address they wrote from (and their name).
  const [params] = useSearchParams();
  // The page sign-in was on its way to: the verification link and Sign In lead there afterwards.
  const next = safeSignInNext(params.get('next'));
  const prefill = params.get('email')
    ? { email: params.get('email') ?? '', firstName: params.get('firstName') ?? '', lastName: params.get('lastName') ?? '' }
    : sessionStore.getContactPrefill();
  const form = useForm<RegisterConsumerForm>({
    resolver,
    defaultValues: {
      firstName: prefill?.firstName ?? '',
      lastName: prefill?.lastName ?? '',
      email: prefill?.email ?? '',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    const { confirmPassword: _confirm, ...body } = values;
    register.mutate(
      {
        ...body,
        firstName: sanitizeText(body.firstName),
        lastName: sanitizeText(body.lastName),
        email: body.email.trim().toLowerCase(),
        ...(next ? { next } : {}),
      },
      {
        onSuccess: () => setCreatedEmail(body.email),
        onError: (err) => {
          const message = errorMessage(err, 'Unable to create account. Please try again.');
          setFormError(message);
          notify.error('Registration Failed', message);
        },
      },
    );
  });

  if (createdEmail) {
    return (
      // The same screen whether or not the address already has an account: the e-mail says which.
      <AuthCard title="Check your e-mail to continue">
        <div className="flex flex-col items-center text-center">
          <MailCheck className="size-14 text-brand-700" aria-hidden="true" />
          <p className="mt-4 text-slate-700">
            We sent an e-mail to <strong>{createdEmail}</strong>. Open the link in it to verify your address, then sign in to
            follow your messages and requests.
          </p>
          <LinkButton to={signInReturningTo(next)} className="mt-6 w-full">
            Sign In
          </LinkButton>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your free account"
      subtitle="Keep track of the messages and credit optimization requests you send to MortgageXperts."
      footer={
        <>
          Already have an account?{' '}
          <Link to={signInReturningTo(next)} className="font-semibold text-brand-700 hover:underline">
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
        <FormField label="Confirm password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" className="w-full" isLoading={register.isPending}>
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}
