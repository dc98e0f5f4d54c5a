import type { EmailOnlyBody } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/auth/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { notify } from '../../../lib/toast.ts';
import { useForgotPassword } from '../api/password.ts';

/** Validation (zod and the shared schema) loads when the visitor starts filling the form in. */
const resolver = lazyZodResolver<EmailOnlyBody>(() => import('@mx/contract/auth').then((m) => m.emailOnlyBody));

export default function ForgotPasswordPage() {
  const ready = useNamespaces(['auth', 'validation']);
  const t = useT();
  const localePath = useLocalePath();
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailOnlyBody>({ resolver, defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(({ email }) => {
    forgot.mutate(email, {
      onSuccess: () => {
        notify.success(t('auth.forgotSent'));
        setSentTo(email);
      },
      onError: (err) => notify.error(t('auth.forgotNotSent'), errorMessage(err, t('auth.forgotTryAgain'))),
    });
  });

  if (!ready) return null;
  return (
    <AuthCard
      title={t('auth.forgotTitle')}
      subtitle={sentTo ? undefined : t('auth.forgotSubtitle')}
      footer={
        <Link to={localePath(paths.signIn)} className="font-semibold text-brand-700 hover:underline">
          {t('auth.forgotBack')}
        </Link>
      }
    >
      {sentTo ? (
        <Alert tone="success" title={t('auth.forgotCheckTitle')}>
          {t('auth.forgotCheckText', { email: sentTo })}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-5">
          <FormField label={t('auth.email')} error={form.formState.errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
          </FormField>
          <Button type="submit" className="w-full" isLoading={forgot.isPending}>
            {t('auth.forgotSend')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
