import type { RegisterConsumerForm } from '@mx/contract';
import { safeSignInNext, signInReturningTo } from '@mx/contract/paths';
import { sanitizeText } from '@mx/contract/sanitize';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth/auth-card.tsx';
import { PasswordInput } from '../../../components/auth/password-input.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { WithStrong } from '../../../components/ui/with-strong.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLocale, useLocalePath, useT } from '../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toast.ts';
import { useRegisterConsumer } from '../api/register.ts';
import { NewAccountForm } from '../components/new-account-form.tsx';

/** Validation (zod and the shared schema) loads when the visitor starts filling the form in. */
const resolver = lazyZodResolver<RegisterConsumerForm>(() => import('@mx/contract/auth').then((m) => m.registerConsumerForm));

export default function CreateAccountPage() {
  const ready = useNamespaces(['auth', 'validation']);
  const t = useT();
  const localePath = useLocalePath();
  const locale = useLocale();
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

  const onSubmit = (values: RegisterConsumerForm) => {
    setFormError(null);
    const { confirmPassword: _confirm, ...body } = values;
    register.mutate(
      {
        ...body,
        firstName: sanitizeText(body.firstName),
        lastName: sanitizeText(body.lastName),
        email: body.email.trim().toLowerCase(),
        ...(next ? { next } : {}),
        // The account reads its pages and e-mails in the language it signed up in.
        locale,
      },
      {
        onSuccess: () => setCreatedEmail(body.email),
        onError: (err) => {
          const message = errorMessage(err, t('auth.createAccountFailed'));
          setFormError(message);
          notify.error(t('auth.createAccountFailedTitle'), message);
        },
      },
    );
  };

  if (!ready) return null;
  if (createdEmail) {
    return (
      // The same screen whether or not the address already has an account: the e-mail says which.
      <AuthCard title={t('auth.createdTitle')}>
        <div className="flex flex-col items-center text-center">
          <MailCheck className="size-14 text-brand-700" aria-hidden="true" />
          <p className="mt-4 text-slate-700">
            <WithStrong text={(email) => t('auth.createdText', { email })} value={createdEmail} />
          </p>
          <LinkButton to={localePath(signInReturningTo(next))} className="mt-6 w-full">
            {t('auth.createdSignIn')}
          </LinkButton>
        </div>
      </AuthCard>
    );
  }

  return (
    <NewAccountForm
      title={t('auth.createAccountTitle')}
      subtitle={t('auth.createAccountSubtitle')}
      signInTo={localePath(signInReturningTo(next))}
      form={form}
      resolver={resolver}
      onSubmit={onSubmit}
      formError={formError}
      isPending={register.isPending}
    >
      <FormField label={t('auth.confirmPassword')} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
    </NewAccountForm>
  );
}
