import type { SupportBody } from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import { FIELD_LIMITS, HONEYPOT_FIELD } from '@mx/contract/limits';
import { paths } from '@mx/contract/paths';
import { sanitizeText } from '@mx/contract/sanitize';
import { SUPPORT_TOPICS } from '@mx/contract/trust-texts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { HoneypotField } from '../../../components/forms/sender-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLocale, useLocalePath, useT } from '../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { translateSentence, useNamespaces } from '../../../lib/page-texts.ts';
import { useSendSupport } from '../api/support.ts';

/** Validation loads when the visitor starts filling the form in (the page stays light). */
const resolver = lazyZodResolver<SupportBody>(() => import('@mx/contract/trust').then((m) => m.supportBody));

/** /support: the support form, the same for guests and signed-in users. */
export default function SupportPage() {
  const ready = useNamespaces(['publicPages', 'validation']);
  const t = useT();
  const localePath = useLocalePath();
  const send = useSendSupport();
  const [sent, setSent] = useState(false);
  const form = useForm<SupportBody>({
    resolver,
    defaultValues: {
      name: '',
      email: '',
      topic: '' as SupportBody['topic'],
      message: '',
      [HONEYPOT_FIELD]: '',
    },
  });
  const { errors } = form.formState;

  const locale = useLocale();
  const onSubmit = form.handleSubmit((values) => {
    const body: SupportBody = {
      name: sanitizeText(values.name),
      email: values.email,
      topic: values.topic,
      message: sanitizeText(values.message),
      [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] || undefined,
      // A guest's confirmation e-mail is written in the page's language.
      locale,
    };
    send.mutate(body, { onSuccess: () => setSent(true) });
  });

  if (!ready) return null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t('publicPages.supportTitle')}</h1>
      <p className="mt-3 text-slate-700">
        {t('publicPages.supportIntro')}{' '}
        <Link to={localePath(paths.privacy)} className="font-medium text-brand-700 underline">
          {t('publicPages.supportPrivacyLink')}
        </Link>
        .
      </p>
      <Card className="mt-6 p-6">
        {sent ? (
          <Alert tone="success" title={t('publicPages.supportSentTitle')}>
            {t('publicPages.supportSent')}
          </Alert>
        ) : (
          <form
            onSubmit={onSubmit}
            onFocus={resolver.preload}
            noValidate
            className="relative space-y-4"
            aria-label={t('publicPages.supportForm')}
          >
            {send.isError ? (
              <Alert tone="error" title={t('publicPages.supportNotSent')}>
                {translateSentence(errorMessage(send.error, t('publicPages.supportFailed')))}
              </Alert>
            ) : null}
            <FormField label={t('publicPages.supportName')} error={errors.name?.message}>
              <Input autoComplete="name" maxLength={FIELD_LIMITS.supportNameMax} {...form.register('name')} />
            </FormField>
            <FormField label={t('publicPages.supportEmail')} error={errors.email?.message}>
              <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
            </FormField>
            <FormField label={t('publicPages.supportTopic')} error={errors.topic?.message}>
              <Select {...form.register('topic')}>
                <option value="">{t('publicPages.supportTopicChoose')}</option>
                {SUPPORT_TOPICS.map((topic) => (
                  <option key={topic.code} value={topic.code}>
                    {t(`publicPages.supportTopicOption.${topic.code}` as MessageId)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField
              label={t('publicPages.supportMessage')}
              error={errors.message?.message}
              hint={t('publicPages.supportMessageHint')}
            >
              <Textarea rows={6} maxLength={FIELD_LIMITS.supportMessageMax} {...form.register('message')} />
            </FormField>
            <HoneypotField registration={form.register(HONEYPOT_FIELD)} />
            <Button type="submit" className="w-full sm:w-auto" isLoading={send.isPending}>
              {t('publicPages.supportSend')}
            </Button>
          </form>
        )}
      </Card>
    </div>
  );
}
