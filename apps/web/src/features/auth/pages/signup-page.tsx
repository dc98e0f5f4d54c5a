import type { RegisterMxpertBody } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { sanitizeText } from '@mx/contract/sanitize';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth/auth-card.tsx';
import { PasswordInput } from '../../../components/auth/password-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLocale, useLocalePath, useT } from '../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { notify } from '../../../lib/toast.ts';
import { useRegisterMxpert } from '../api/register.ts';

/** Validation (zod and the shared schema) loads when the visitor starts filling the form in. */
const resolver = lazyZodResolver<RegisterMxpertBody>(() => import('@mx/contract/auth').then((m) => m.registerMxpertBody));

export default function SignUpPage() {
  const ready = useNamespaces(['auth', 'validation']);
  const t = useT();
  const localePath = useLocalePath();
  const locale = useLocale();
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
      // The page's language becomes the account's: a sign-up on /es/signup reads its e-mails and area in Spanish.
      { ...values, firstName: sanitizeText(values.firstName), lastName: sanitizeText(values.lastName), locale },
      {
        onSuccess: () => {
          notify.success(t('auth.signUpCreated'));
          navigate(localePath(paths.signUpSuccess));
        },
        onError: (err) => {
          const message = errorMessage(err, t('auth.signUpFailed'));
          setFormError(message);
          notify.error(t('auth.signUpFailed'), message);
        },
      },
    );
  });

  if (!ready) return null;
  return (
    <AuthCard
      title={t('auth.signUpTitle')}
      subtitle={t('auth.signUpSubtitle')}
      footer={
        <>
          {t('auth.alreadyHaveAccount')}{' '}
          <Link to={localePath(paths.signIn)} className="font-semibold text-brand-700 hover:underline">
            {t('auth.signInLink')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('auth.firstName')} error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField label={t('auth.lastName')} error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </div>
        <FormField label={t('auth.email')} error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField label={t('auth.password')} error={errors.password?.message} hint={t('auth.passwordHint')}>
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label={t('auth.nmlsId')} error={errors.nmlsId?.message}>
          <Input inputMode="numeric" autoComplete="off" {...form.register('nmlsId')} />
        </FormField>
        <Button type="submit" className="w-full" isLoading={register.isPending}>
          {t('auth.createAccount')}
        </Button>
      </form>
    </AuthCard>
  );
}
