import {
  type MxpertProfileView,
  type ProfileCompanyForm,
  type ProfileContactForm,
  type ProfilePersonalForm,
  type ProfileServicesForm,
  type ProfileUpdate,
  sanitizeText,
} from '@mx/contract';
import type {
  profileCompanySection,
  profileContactSection,
  profilePersonalSection,
  profileServicesSection,
} from '@mx/contract/profile';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  AboutFields,
  COMPANY_TEXTS,
  CONTACT_TEXTS,
  CompanyFields,
  ContactFields,
  ExperienceFields,
  ServicesFields,
  startingTexts,
} from '../../../components/profile-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
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

function EditForm<T extends FieldValues, Out>({
  form,
  onSubmit,
  onCancel,
  isPending,
  children,
}: {
  form: UseFormReturn<T, unknown, Out>;
  onSubmit(values: Out): void;
  onCancel(): void;
  isPending: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <FormProvider {...form}>
      <form noValidate className="space-y-5" onSubmit={form.handleSubmit(onSubmit)}>
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
    </FormProvider>
  );
}

const personalResolver = lazyZodResolver<ProfilePersonalForm, z.output<typeof profilePersonalSection>>(() =>
  import('@mx/contract/profile').then((m) => m.profilePersonalSection),
);
const companyResolver = lazyZodResolver<ProfileCompanyForm, z.output<typeof profileCompanySection>>(() =>
  import('@mx/contract/profile').then((m) => m.profileCompanySection),
);
const servicesResolver = lazyZodResolver<ProfileServicesForm, z.output<typeof profileServicesSection>>(() =>
  import('@mx/contract/profile').then((m) => m.profileServicesSection),
);
const contactResolver = lazyZodResolver<ProfileContactForm, z.output<typeof profileContactSection>>(() =>
  import('@mx/contract/profile').then((m) => m.profileContactSection),
);

export function PersonalEditForm({ profile, onDone }: EditFormProps) {
  const { save, isPending } = useSaveSection(profile, onDone);
  const form = useForm({
    resolver: personalResolver,
    defaultValues: {
      ...startingTexts(profile, ['aboutMe', 'yearsExperience', 'scoresOptimized']),
      languages: profile.languages as ProfilePersonalForm['languages'],
    },
  });
  return (
    <EditForm
      form={form}
      onSubmit={(v) => save({ ...v, aboutMe: sanitizeText(v.aboutMe) })}
      onCancel={onDone}
      isPending={isPending}
    >
      <AboutFields columns={2} />
      <ExperienceFields />
    </EditForm>
  );
}

export function CompanyEditForm({ profile, onDone }: EditFormProps) {
  const t = useT();
  const { save, isPending } = useSaveSection(profile, onDone);
  const form = useForm({
    resolver: companyResolver,
    defaultValues: startingTexts(profile, COMPANY_TEXTS),
  });
  const onSubmit = (v: z.output<typeof profileCompanySection>) =>
    save({ ...v, companyName: sanitizeText(v.companyName), companyAddress: v.companyAddress && sanitizeText(v.companyAddress) });
  return (
    <EditForm form={form} onSubmit={onSubmit} onCancel={onDone} isPending={isPending}>
      <CompanyFields addressLabel={t('mxpert.companyAddressOptional')} />
    </EditForm>
  );
}

export function ServicesEditForm({ profile, onDone }: EditFormProps) {
  const t = useT();
  const { save, isPending } = useSaveSection(profile, onDone);
  const form = useForm({
    resolver: servicesResolver,
    defaultValues: {
      serviceAreas: profile.serviceAreas,
      loanTypes: profile.loanTypes,
      specializations: profile.specializations,
    } as ProfileServicesForm,
  });
  return (
    <EditForm form={form} onSubmit={save} onCancel={onDone} isPending={isPending}>
      <ServicesFields
        names={['serviceAreas', 'loanTypes', 'specializations']}
        statesLegend={t('mxpert.licensedStates')}
        statesColumns={2}
        columns={2}
      />
    </EditForm>
  );
}

export function ContactEditForm({ profile, onDone }: EditFormProps) {
  const { save, isPending } = useSaveSection(profile, onDone);
  const form = useForm({
    resolver: contactResolver,
    defaultValues: startingTexts(profile, CONTACT_TEXTS),
  });
  return (
    <EditForm form={form} onSubmit={save} onCancel={onDone} isPending={isPending}>
      <ContactFields email={profile.email} />
    </EditForm>
  );
}
