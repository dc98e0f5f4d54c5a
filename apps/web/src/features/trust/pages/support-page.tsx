import type { SupportBody } from '@mx/contract';
import { FIELD_LIMITS, FORM_HINTS, HONEYPOT_FIELD } from '@mx/contract/limits';
import { paths } from '@mx/contract/paths';
import { sanitizeText } from '@mx/contract/sanitize';
import { SUPPORT_TEXT, SUPPORT_TOPICS } from '@mx/contract/trust-texts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { HoneypotField } from '../../directory/components/inquiry-fields.tsx';
import { useSendSupport } from '../api/support.ts';

/** Validation loads when the visitor starts filling the form in (the page stays light). */
const resolver = lazyZodResolver<SupportBody>(() => import('@mx/contract/trust').then((m) => m.supportBody));

/** /support: the support form, the same for guests and signed-in users. */
export default function SupportPage() {
  const send = useSendSupport();
  const [sent, setSent] = useState<string | null>(null);
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
    send.mutate(body, { onSuccess: (answer) => setSent(answer.message) });
  });

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Get support</h1>
      <p className="mt-3 text-slate-700">
        Questions about your account, a message you sent, a professional, or your data? Write to us: a person on our team answers
        within two business days. For your data rights, see the{' '}
        <Link to={paths.privacy} className="font-medium text-brand-700 underline">
          Privacy Policy
        </Link>
        .
      </p>
      <Card className="mt-6 p-6">
        {sent ? (
          <Alert tone="success" title="Message sent">
            {sent}
          </Alert>
        ) : (
          <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="relative space-y-4" aria-label="Support">
            {send.isError ? (
              <Alert tone="error" title="Not sent">
                {errorMessage(send.error, SUPPORT_TEXT.failed)}
              </Alert>
            ) : null}
            <FormField label="Name" error={errors.name?.message}>
              <Input autoComplete="name" maxLength={FIELD_LIMITS.supportNameMax} {...form.register('name')} />
            </FormField>
            <FormField label="Email" error={errors.email?.message}>
              <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
            </FormField>
            <FormField label="Topic" error={errors.topic?.message}>
              <Select {...form.register('topic')}>
                <option value="">Select a topic</option>
                {SUPPORT_TOPICS.map((t) => (
                  <option key={t.code} value={t.code}>
                    {t.label}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label="Message" error={errors.message?.message} hint={FORM_HINTS.supportMessage}>
              <Textarea rows={6} maxLength={FIELD_LIMITS.supportMessageMax} {...form.register('message')} />
            </FormField>
            <HoneypotField registration={form.register(HONEYPOT_FIELD)} />
            <Button type="submit" className="w-full sm:w-auto" isLoading={send.isPending}>
              Send to support
            </Button>
          </form>
        )}
      </Card>
    </div>
  );
}
