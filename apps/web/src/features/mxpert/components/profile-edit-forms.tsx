import { zodResolver } from '@hookform/resolvers/zod';
import {
  LANGUAGES,
  LOAN_TYPES,
  MORTGAGE_TYPES,
  type MxpertProfileView,
  type ProfileCompanyForm,
  type ProfilePersonalForm,
  type ProfileServicesForm,
  type ProfileUpdate,
  profileCompanySection,
  profileContactSection,
  profilePersonalSection,
  profileServicesSection,
  SOCIAL_LINKS,
  sanitizeText,
  US_STATES,
} from '@mx/contract';
import { FIELD_LIMITS } from '@mx/contract/limits';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxGroupField } from '../../../components/ui/checkbox-group.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { fieldError, optionsIn, stateOptions } from '../../../lib/page-texts.ts';
import { notify } from '../../../lib/toast.ts';
import { useUpdateProfileSection } from '../api/profile.ts';

export interface EditFormProps {
  profile: MxpertProfileView;
  onDone(): void;
}

/** The identity change waiting for an admin, as a value to compare (null: none). */
const waitingChange = (view: MxpertProfileView) => JSON.stringify(view.pendingChange?.newValues ?? null);

/**
 * Sends one card's fields; the toasts are the profile's (PROFILE_TEXT), except that a save which
 * sends new identity details to an admin says so instead of 'Profile Updated'.
 */
function useSaveSection(profile: MxpertProfileView, onDone: () => void) {
  const t = useT();
  const update = useUpdateProfileSection();
  const save = (body: ProfileUpdate) =>
    update.mutate(body, {
      onSuccess: ({ data }) => {
        if (data.pendingChange && waitingChange(data) !== waitingChange(profile))
          notify.success(t('mxpert.sentForReviewTitle'), t('mxpert.sentForReview'));
        else notify.success(t('mxpert.savedTitle'), t('mxpert.saved'));
        onDone();
      },
      onError: (err) => notify.error(t('mxpert.saveFailedTitle'), errorMessage(err, t('mxpert.saveFailed'))),
    });
  return { save, isPending: update.isPending };
}

function EditForm({
  onSubmit,
  onCancel,
  isPending,
  children,
}: {
  onSubmit(): void;
  onCancel(): void;
  isPending: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isPending}>
          {t('mxpert.cancel')}
        </Button>
        <Button type="submit" isLoading={isPending}>
          {t('mxpert.saveChanges')}
        </Button>
      </div>
    </form>
  );
}

const numberText = (n: number | null) => (n === null ? '' : String(n));

export function PersonalEditForm({ profile, onDone }: EditFormProps) {
  const t = useT();
  const { save, isPending } = useSaveSection(profile, onDone);
  const form = useForm({
    resolver: zodResolver(profilePersonalSection),
    defaultValues: {
      aboutMe: profile.aboutMe ?? '',
      languages: profile.languages as ProfilePersonalForm['languages'],
      yearsExperience: numberText(profile.yearsExperience),
      scoresOptimized: numberText(profile.scoresOptimized),
    },
  });
  const { errors } = form.formState;
  return (
    <EditForm
      onSubmit={form.handleSubmit((v) => save({ ...v, aboutMe: sanitizeText(v.aboutMe) }))}
      onCancel={onDone}
      isPending={isPending}
    >
      <FormField label={t('mxpert.aboutMe')} error={fieldError(errors.aboutMe?.message)}>
        <Textarea rows={5} maxLength={FIELD_LIMITS.aboutMeMax} {...form.register('aboutMe')} />
      </FormField>
      <CheckboxGroupField
        control={form.control}
        name="languages"
        legend={t('mxpert.languages')}
        options={optionsIn(t, 'options.language', LANGUAGES)}
        countText={(count) => t('mxpert.selectedCount', { count })}
        columns={2}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('mxpert.yearsExperience')} error={fieldError(errors.yearsExperience?.message)}>
          <Input type="number" inputMode="numeric" min={0} max={50} {...form.register('yearsExperience')} />
        </FormField>
        <FormField label={t('mxpert.scoresOptimized')} error={fieldError(errors.scoresOptimized?.message)}>
          <Input type="number" inputMode="numeric" min={0} max={10000} {...form.register('scoresOptimized')} />
        </FormField>
      </div>
    </EditForm>
  );
}

export function CompanyEditForm({ profile, onDone }: EditFormProps) {
  const t = useT();
  const { save, isPending } = useSaveSection(profile, onDone);
  const form = useForm({
    resolver: zodResolver(profileCompanySection),
    defaultValues: {
      companyName: profile.companyName ?? '',
      companyAddress: profile.companyAddress ?? '',
      companyWebAddress: profile.companyWebAddress ?? '',
      nmlsId: profile.nmlsId,
    } satisfies ProfileCompanyForm,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((v) =>
    save({ ...v, companyName: sanitizeText(v.companyName), companyAddress: v.companyAddress && sanitizeText(v.companyAddress) }),
  );
  return (
    <EditForm onSubmit={onSubmit} onCancel={onDone} isPending={isPending}>
      <FormField label={t('mxpert.companyName')} error={fieldError(errors.companyName?.message)}>
        <Input autoComplete="organization" {...form.register('companyName')} />
      </FormField>
      <FormField label={t('mxpert.companyAddressOptional')} error={fieldError(errors.companyAddress?.message)}>
        <Input autoComplete="street-address" {...form.register('companyAddress')} />
      </FormField>
      <FormField label={t('mxpert.companyWebsiteOptional')} error={fieldError(errors.companyWebAddress?.message)}>
        <Input type="url" inputMode="url" placeholder="https://www.example.com" {...form.register('companyWebAddress')} />
      </FormField>
      <FormField label={t('mxpert.nmlsId')} error={fieldError(errors.nmlsId?.message)}>
        <Input inputMode="numeric" {...form.register('nmlsId')} />
      </FormField>
    </EditForm>
  );
}

export function ServicesEditForm({ profile, onDone }: EditFormProps) {
  const t = useT();
  const { save, isPending } = useSaveSection(profile, onDone);
  const form = useForm({
    resolver: zodResolver(profileServicesSection),
    defaultValues: {
      serviceAreas: profile.serviceAreas,
      loanTypes: profile.loanTypes,
      specializations: profile.specializations,
    } as ProfileServicesForm,
  });
  return (
    <EditForm onSubmit={form.handleSubmit(save)} onCancel={onDone} isPending={isPending}>
      <CheckboxGroupField
        control={form.control}
        name="serviceAreas"
        legend={t('mxpert.licensedStates')}
        options={stateOptions(t, US_STATES)}
        countText={(count) => t('mxpert.selectedCount', { count })}
        columns={2}
        scroll
      />
      <CheckboxGroupField
        control={form.control}
        name="loanTypes"
        legend={t('mxpert.loanTypes')}
        options={optionsIn(t, 'options.loanType', LOAN_TYPES)}
        countText={(count) => t('mxpert.selectedCount', { count })}
        columns={2}
      />
      <CheckboxGroupField
        control={form.control}
        name="specializations"
        legend={t('mxpert.mortgageTypes')}
        options={optionsIn(t, 'options.mortgageType', MORTGAGE_TYPES)}
        countText={(count) => t('mxpert.selectedCount', { count })}
        columns={2}
      />
    </EditForm>
  );
}

export function ContactEditForm({ profile, onDone }: EditFormProps) {
  const t = useT();
  const { save, isPending } = useSaveSection(profile, onDone);
  const form = useForm({
    resolver: zodResolver(profileContactSection),
    defaultValues: {
      phone: profile.phone ?? '',
      linkedin: profile.linkedin ?? '',
      facebook: profile.facebook ?? '',
      instagram: profile.instagram ?? '',
      twitter: profile.twitter ?? '',
      yearsUsingCreditXpert: numberText(profile.yearsUsingCreditXpert),
    },
  });
  const { errors } = form.formState;
  return (
    <EditForm onSubmit={form.handleSubmit(save)} onCancel={onDone} isPending={isPending}>
      <FormField label={t('mxpert.email')} hint={t('mxpert.emailHint')}>
        <Input type="email" value={profile.email} readOnly />
      </FormField>
      <FormField label={t('mxpert.phone')} error={fieldError(errors.phone?.message)}>
        <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register('phone')} />
      </FormField>
      {SOCIAL_LINKS.map((s) => (
        <FormField
          key={s.name}
          label={t('mxpert.socialOptional', { network: s.label })}
          error={fieldError(errors[s.name]?.message)}
        >
          <Input type="url" inputMode="url" placeholder={s.placeholder} {...form.register(s.name)} />
        </FormField>
      ))}
      <FormField label={t('mxpert.yearsCreditXpert')} error={fieldError(errors.yearsUsingCreditXpert?.message)}>
        <Input type="number" inputMode="numeric" min={0} max={50} {...form.register('yearsUsingCreditXpert')} />
      </FormField>
    </EditForm>
  );
}
