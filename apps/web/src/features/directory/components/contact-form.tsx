import type { GuestMessageForm } from '@mx/contract';
import { FIELD_LIMITS, HONEYPOT_FIELD } from '@mx/contract/limits';
import { sanitizeText } from '@mx/contract/sanitize';
import type { ConsentNamed } from '@mx/contract/trust-texts';
import { HELP_TYPES, REQUESTER_ROLES } from '@mx/contract/vocab';
import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import {
  ConsentField,
  HoneypotField,
  PhoneField,
  PreferredContactField,
  SenderFields,
} from '../../../components/forms/sender-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select, Textarea } from '../../../components/ui/input.tsx';
import { focusFirstField } from '../../../lib/first-field.ts';
import { useT } from '../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import type { ContactPrefill } from '../../../lib/session-store.ts';
import { useSendMessage } from '../api/submit-lead.ts';
import { useLeadForm } from '../use-lead-form.ts';

/** Validation loads when the visitor starts filling the form in (the page stays light). */
const guestResolver = lazyZodResolver<GuestMessageForm>(() => import('@mx/contract/contact').then((m) => m.guestMessageForm));
const memberResolver = lazyZodResolver<GuestMessageForm>(() => import('@mx/contract/contact').then((m) => m.memberMessageForm));

const EMPTY: GuestMessageForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  isRealEstateAgent: false,
  helpType: '' as GuestMessageForm['helpType'],
  preferredContact: 'email',
  message: '',
  // Unticked until the visitor ticks it; the schema accepts only true.
  consent: false as unknown as true,
  [HONEYPOT_FIELD]: '',
};

export interface LeadFormProps {
  cxid: string;
  /** The profile URL's state (a code or all). */
  urlState: string;
  /** After a success: the guest's name and e-mail, or null for a signed-in user. */
  onSent(guest: ContactPrefill | null): void;
  /** The professional the consent statement names. */
  consentFor: ConsentNamed;
}

/** The profile's message form; `focusFirstField` when the visitor asked for it before it was there. */
export interface ContactFormProps extends LeadFormProps {
  focusFirstField?: boolean;
}

/** The message form of the profile page. */
export function ContactForm({ focusFirstField: isFocusAsked = false, ...props }: ContactFormProps) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  // Asked once, on arrival: the field takes the focus the bar's button could not give it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the form first appears
  useEffect(() => {
    if (isFocusAsked) focusFirstField(formRef.current);
  }, []);
  const { form, onSubmit, preload, senderProps, isPending } = useLeadForm({
    ...props,
    guestResolver,
    memberResolver,
    empty: EMPTY,
    send: useSendMessage(),
    toBody: (values) => ({
      phone: values.phone,
      isRealEstateAgent: values.isRealEstateAgent ?? false,
      helpType: values.helpType,
      preferredContact: values.preferredContact ?? 'email',
      message: sanitizeText(values.message),
      consent: values.consent,
    }),
    failedText: t('profile.sendFailed'),
  });
  const { errors } = form.formState;

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onFocus={preload}
      noValidate
      className="relative space-y-4"
      aria-label={t('profile.messageForm')}
    >
      <SenderFields {...senderProps} />
      <PhoneField registration={form.register('phone')} error={errors.phone?.message} />
      <Controller
        control={form.control}
        name="isRealEstateAgent"
        render={({ field }) => (
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{t('profile.iAmA')}</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {REQUESTER_ROLES.map((role) => (
                <label key={role.code} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name={field.name}
                    className="size-4 accent-brand-700"
                    checked={field.value === (role.code === 'realtor')}
                    onChange={() => field.onChange(role.code === 'realtor')}
                    onBlur={field.onBlur}
                  />
                  {t(`profile.requester.${role.code}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      <FormField label={t('profile.howCanWeHelp')} error={errors.helpType?.message}>
        <Select {...form.register('helpType')}>
          <option value="">{t('profile.selectOption')}</option>
          {HELP_TYPES.map((h) => (
            <option key={h.code} value={h.code}>
              {t(`options.helpType.${h.code}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <PreferredContactField registration={form.register('preferredContact')} error={errors.preferredContact?.message} />
      <FormField label={t('profile.message')} error={errors.message?.message} hint={t('profile.messageHint')}>
        <Textarea rows={5} maxLength={FIELD_LIMITS.messageMax} {...form.register('message')} />
      </FormField>
      <HoneypotField registration={form.register(HONEYPOT_FIELD)} />
      <ConsentField named={props.consentFor} registration={form.register('consent')} error={errors.consent?.message} />
      <Button type="submit" className="w-full" isLoading={isPending}>
        {t('profile.sendMessage')}
      </Button>
    </form>
  );
}
