import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/auth/auth-card.tsx';
import { PasswordInput } from '../../../components/auth/password-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useT } from '../../../lib/i18n.tsx';
import type { LazyResolver } from '../../../lib/lazy-resolver.ts';

/**
 * The two sign-ups' card (a home buyer's and a professional's): the name, e-mail and password every
 * account gives, the sign-up's own fields (children) and Create Account, with Sign In below for those
 * who have an account. The fields register on `form`, validated by `resolver` (loaded on first focus).
 */
export function NewAccountForm<T extends FieldValues>({
  title,
  subtitle,
  signInTo,
  form,
  resolver,
  onSubmit,
  formError,
  isPending,
  children,
}: {
  title: string;
  subtitle: string;
  signInTo: string;
  form: UseFormReturn<T>;
  resolver: LazyResolver<T>;
  onSubmit(values: T): void;
  formError: string | null;
  isPending: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const { errors } = form.formState;
  const error = (name: string) => errors[name]?.message as string | undefined;
  const field = (name: string) => form.register(name as never);
  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      footer={
        <>
          {t('auth.alreadyHaveAccount')}{' '}
          <Link to={signInTo} className="font-semibold text-brand-700 hover:underline">
            {t('auth.signInLink')}
          </Link>
        </>
      }
    >
      <form onSubmit={form.handleSubmit(onSubmit)} onFocus={resolver.preload} noValidate className="space-y-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('auth.firstName')} error={error('firstName')}>
            <Input autoComplete="given-name" {...field('firstName')} />
          </FormField>
          <FormField label={t('auth.lastName')} error={error('lastName')}>
            <Input autoComplete="family-name" {...field('lastName')} />
          </FormField>
        </div>
        <FormField label={t('auth.email')} error={error('email')}>
          <Input type="email" autoComplete="email" inputMode="email" {...field('email')} />
        </FormField>
        <FormField label={t('auth.password')} error={error('password')} hint={t('auth.passwordHint')}>
          <PasswordInput autoComplete="new-password" {...field('password')} />
        </FormField>
        {children}
        <Button type="submit" className="w-full" isLoading={isPending}>
          {t('auth.createAccount')}
        </Button>
      </form>
    </AuthCard>
  );
}
