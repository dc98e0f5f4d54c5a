import type { RegisterMxpertBody } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { sanitizeText } from '@mx/contract/sanitize';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLocale, useLocalePath, useT } from '../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { notify } from '../../../lib/toast.ts';
import { useRegisterMxpert } from '../api/register.ts';
import { NewAccountForm } from '../components/new-account-form.tsx';

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

  const onSubmit = (values: RegisterMxpertBody) => {
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
  };

  if (!ready) return null;
  return (
    <NewAccountForm
      title={t('auth.signUpTitle')}
      subtitle={t('auth.signUpSubtitle')}
      signInTo={localePath(paths.signIn)}
      form={form}
      resolver={resolver}
      onSubmit={onSubmit}
      formError={formError}
      isPending={register.isPending}
    >
      <FormField label={t('auth.nmlsId')} error={form.formState.errors.nmlsId?.message}>
        <Input inputMode="numeric" autoComplete="off" {...form.register('nmlsId')} />
      </FormField>
    </NewAccountForm>
  );
}
