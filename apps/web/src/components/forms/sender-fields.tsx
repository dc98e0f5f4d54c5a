import type { CurrentUser } from '@mx/contract';
import type { ConsentNamed } from '@mx/contract/trust-texts';
import { PREFERRED_CONTACTS } from '@mx/contract/vocab';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../lib/i18n.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { WithStrong } from '../ui/with-strong.tsx';

type Registration = UseFormRegisterReturn;

/**
 * Who is writing. A guest types a name and e-mail; for a signed-in user the name fields are skipped
 * and the account e-mail is shown read-only.
 */
export function SenderFields({
  user,
  register,
  errors,
}: {
  user: CurrentUser | null;
  register: { firstName: Registration; lastName: Registration; email: Registration };
  errors: { firstName?: string; lastName?: string; email?: string };
}) {
  const t = useT();
  if (user) {
    return (
      <>
        <p className="text-sm text-slate-700">
          <WithStrong
            text={(name) => t('profile.sendingAs', { name })}
            value={user.name}
            className="font-semibold text-slate-900"
          />
        </p>
        <FormField label={t('profile.email')}>
          <Input type="email" value={user.email} readOnly />
        </FormField>
      </>
    );
  }
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('profile.firstName')} error={errors.firstName}>
          <Input autoComplete="given-name" {...register.firstName} />
        </FormField>
        <FormField label={t('profile.lastName')} error={errors.lastName}>
          <Input autoComplete="family-name" {...register.lastName} />
        </FormField>
      </div>
      <FormField label={t('profile.email')} error={errors.email}>
        <Input type="email" autoComplete="email" inputMode="email" {...register.email} />
      </FormField>
    </>
  );
}

export function PhoneField({ registration, error }: { registration: Registration; error?: string }) {
  const t = useT();
  return (
    <FormField label={t('profile.phone')} error={error} hint={t('profile.phoneHint')}>
      <Input type="tel" autoComplete="tel" inputMode="tel" {...registration} />
    </FormField>
  );
}

/** A group of radio buttons for a short list of options. */
export function RadioGroupField({
  legend,
  options,
  registration,
  error,
}: {
  legend: string;
  options: readonly { code: string; label: string }[];
  registration: Registration;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((o) => (
          <label key={o.code} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" value={o.code} className="size-4 accent-brand-700" {...registration} />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function PreferredContactField({ registration, error }: { registration: Registration; error?: string }) {
  const t = useT();
  return (
    <RadioGroupField
      legend={t('profile.preferredContact')}
      options={PREFERRED_CONTACTS.map((o) => ({ code: o.code, label: t(`profile.contact.${o.code}`) }))}
      registration={registration}
      error={error}
    />
  );
}

/**
 * A field people never see or reach (off screen, out of the tab order, hidden from screen readers);
 * a bot that fills it is answered like a success and its submission is dropped.
 */
export function HoneypotField({ registration }: { registration: Registration }) {
  const t = useT();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        {t('shell.honeypotLabel')}
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}

/**
 * The consent statement above the send button, naming the professional the lead goes to, and its
 * required checkbox (docs/decisions/057), in the page's language. The server stores the same text with the
 * lead, in the language of the page it came from (docs/decisions/129).
 */
export function ConsentField({
  named,
  registration,
  error,
}: {
  named: ConsentNamed;
  registration: Registration;
  error?: string;
}) {
  const id = useId();
  const t = useT();
  return (
    <div className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3">
      <p id={`${id}-statement`} className="text-sm text-slate-700">
        {named.companyName?.trim()
          ? t('profile.consentStatementWithCompany', {
              name: named.name,
              company: named.companyName.trim(),
              nmlsId: named.nmlsId,
            })
          : t('profile.consentStatement', { name: named.name, nmlsId: named.nmlsId })}
      </p>
      <label className="flex items-start gap-2 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
          aria-describedby={[`${id}-statement`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          {...registration}
        />
        {t('profile.consentCheckbox')}
      </label>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
