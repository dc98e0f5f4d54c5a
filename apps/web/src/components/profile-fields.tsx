import { LANGUAGES, LOAN_TYPES, MORTGAGE_TYPES, type Option, SOCIAL_LINKS, US_STATES } from '@mx/contract';
import { FIELD_LIMITS } from '@mx/contract/limits';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useT } from '../lib/i18n.tsx';
import { fieldError, optionsIn, stateOptions } from '../lib/page-texts.ts';
import { CheckboxGroupField } from './ui/checkbox-group.tsx';
import { FormField } from './ui/form-field.tsx';
import { Input, Textarea } from './ui/input.tsx';

/*
 * The profile's field groups, the same in the onboarding steps and in the profile's edit cards: each
 * registers its fields on the surrounding form (FormProvider), whose schema (the contract's) validates them.
 */

/** The company's text fields, as the onboarding step and the profile's card start them. */
export const COMPANY_TEXTS = ['companyName', 'companyAddress', 'companyWebAddress', 'nmlsId'] as const;
/** The contact text fields, likewise. */
export const CONTACT_TEXTS = ['phone', ...SOCIAL_LINKS.map((s) => s.name), 'yearsUsingCreditXpert'] as const;

/** A form's starting texts: the saved values, a number as its digits and '' for what is not set. */
export function startingTexts<const K extends string>(
  saved: { [key in NoInfer<K>]: string | number | null },
  names: readonly K[],
) {
  return Object.fromEntries(names.map((name) => [name, saved[name] === null ? '' : String(saved[name])])) as Record<K, string>;
}

function useProfileForm() {
  const { register, control, formState } = useFormContext();
  const errorOf = (name: string) => fieldError(formState.errors[name]?.message as string | undefined);
  return { register, control, errorOf };
}

function ChoiceField({
  name,
  legend,
  options,
  columns,
  scroll,
  disabled,
}: {
  name: string;
  legend: string;
  options: readonly Option[];
  columns?: 2 | 3 | 4;
  scroll?: boolean;
  disabled?: boolean;
}) {
  const t = useT();
  const { control } = useProfileForm();
  return (
    <CheckboxGroupField
      control={control}
      name={name}
      legend={legend}
      options={options}
      countText={(count) => t('mxpert.selectedCount', { count })}
      columns={columns}
      scroll={scroll}
      disabled={disabled}
    />
  );
}

/** About me (its length from the contract) and the languages spoken. */
export function AboutFields({ hint, columns, disabled }: { hint?: string; columns?: 2; disabled?: boolean }) {
  const t = useT();
  const { register, errorOf } = useProfileForm();
  return (
    <>
      <FormField label={t('mxpert.aboutMe')} error={errorOf('aboutMe')} hint={hint}>
        <Textarea rows={5} maxLength={FIELD_LIMITS.aboutMeMax} {...register('aboutMe')} />
      </FormField>
      <ChoiceField
        name="languages"
        legend={t('mxpert.languages')}
        options={optionsIn(t, 'options.language', LANGUAGES)}
        columns={columns}
        disabled={disabled}
      />
    </>
  );
}

/** Years of experience and scores optimized, side by side on wide screens. */
export function ExperienceFields({ scoresHint }: { scoresHint?: string }) {
  const t = useT();
  const { register, errorOf } = useProfileForm();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label={t('mxpert.yearsExperience')} error={errorOf('yearsExperience')}>
        <Input type="number" inputMode="numeric" min={0} max={FIELD_LIMITS.yearsMax} {...register('yearsExperience')} />
      </FormField>
      <FormField label={t('mxpert.scoresOptimized')} error={errorOf('scoresOptimized')} hint={scoresHint}>
        <Input type="number" inputMode="numeric" min={0} max={FIELD_LIMITS.scoresOptimizedMax} {...register('scoresOptimized')} />
      </FormField>
    </div>
  );
}

/** The company: its name, then (onboarding) the logo, the address, the website and the NMLS ID. */
export function CompanyFields({ addressLabel, logo }: { addressLabel: string; logo?: ReactNode }) {
  const t = useT();
  const { register, errorOf } = useProfileForm();
  return (
    <>
      <FormField label={t('mxpert.companyName')} error={errorOf('companyName')}>
        <Input autoComplete="organization" {...register('companyName')} />
      </FormField>
      {logo}
      <FormField label={addressLabel} error={errorOf('companyAddress')}>
        <Input autoComplete="street-address" {...register('companyAddress')} />
      </FormField>
      <FormField label={t('mxpert.companyWebsiteOptional')} error={errorOf('companyWebAddress')}>
        <Input type="url" inputMode="url" placeholder="https://www.example.com" {...register('companyWebAddress')} />
      </FormField>
      <FormField label={t('mxpert.nmlsId')} error={errorOf('nmlsId')}>
        <Input inputMode="numeric" {...register('nmlsId')} />
      </FormField>
    </>
  );
}

/** The states licensed in, the loan types and the mortgage types, under the names the form gives them. */
export function ServicesFields({
  names,
  statesLegend,
  statesColumns,
  columns,
  disabled,
}: {
  names: readonly [states: string, loanTypes: string, mortgageTypes: string];
  statesLegend: string;
  statesColumns: 2 | 4;
  columns?: 2;
  disabled?: boolean;
}) {
  const t = useT();
  const lists = [
    { legend: statesLegend, options: stateOptions(t, US_STATES), columns: statesColumns, scroll: true },
    { legend: t('mxpert.loanTypes'), options: optionsIn(t, 'options.loanType', LOAN_TYPES), columns },
    { legend: t('mxpert.mortgageTypes'), options: optionsIn(t, 'options.mortgageType', MORTGAGE_TYPES), columns },
  ];
  return lists.map((list, i) => <ChoiceField key={names[i]} name={names[i] as string} disabled={disabled} {...list} />);
}

/** The account's e-mail (read-only), the phone, the social links and the years using CreditXpert. */
export function ContactFields({ email, socialsSideBySide }: { email: string; socialsSideBySide?: boolean }) {
  const t = useT();
  const { register, errorOf } = useProfileForm();
  const socials = SOCIAL_LINKS.map((s) => (
    <FormField key={s.name} label={t('mxpert.socialOptional', { network: s.label })} error={errorOf(s.name)}>
      <Input type="url" inputMode="url" placeholder={s.placeholder} {...register(s.name)} />
    </FormField>
  ));
  return (
    <>
      <FormField label={t('mxpert.email')} hint={t('mxpert.emailHint')}>
        <Input type="email" value={email} readOnly />
      </FormField>
      <FormField label={t('mxpert.phone')} error={errorOf('phone')}>
        <Input type="tel" inputMode="tel" autoComplete="tel" {...register('phone')} />
      </FormField>
      {socialsSideBySide ? <div className="grid gap-5 sm:grid-cols-2">{socials}</div> : socials}
      <FormField label={t('mxpert.yearsCreditXpert')} error={errorOf('yearsUsingCreditXpert')}>
        <Input type="number" inputMode="numeric" min={0} max={FIELD_LIMITS.yearsMax} {...register('yearsUsingCreditXpert')} />
      </FormField>
    </>
  );
}
