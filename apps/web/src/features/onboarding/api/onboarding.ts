import type {
  CurrentStepResponse,
  OnboardingCompanyData,
  OnboardingContactsBody,
  OnboardingContactsData,
  OnboardingPersonalData,
  OnboardingSaved,
  OnboardingServicesBody,
  OnboardingServicesData,
  OnboardingStepKey,
} from '@mx/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';
import { uploadForm } from '../../../lib/upload.ts';

interface StepDataOf {
  personal: OnboardingPersonalData;
  company: OnboardingCompanyData;
  services: OnboardingServicesData;
  contacts: OnboardingContactsData;
}

const CURRENT_STEP_KEY = ['onboarding', 'current-step'] as const;

export const currentStepQuery = queryOptions({
  queryKey: CURRENT_STEP_KEY,
  queryFn: () => api<CurrentStepResponse>('/api/onboarding/current-step'),
  staleTime: 0,
});

export function useCurrentStep() {
  return useQuery(currentStepQuery);
}

/** GET /api/onboarding/{step}: the saved values the wizard preloads. */
export const stepDataQuery = <K extends OnboardingStepKey>(step: K) =>
  queryOptions({
    queryKey: ['onboarding', step],
    queryFn: async () => (await api<{ data: StepDataOf[K] }>(`/api/onboarding/${step}`)).data,
    staleTime: 0,
  });

/** A step's saved values; a failed load is logged and the form starts blank. */
export function useStepData<K extends OnboardingStepKey>(step: K) {
  const query = useQuery(stepDataQuery(step));
  useEffect(() => {
    if (query.error) console.error(`Failed to load the ${step} step of onboarding`, query.error);
  }, [query.error, step]);
  return query;
}

/** The multipart steps: fields plus an optional image, with upload progress. */
export interface UploadStepInput {
  fields: Record<string, string>;
  file: File | null;
  onProgress?(fraction: number): void;
}

function uploadStep<T>(step: 'personal' | 'company', fileField: string, { fields, file, onProgress }: UploadStepInput) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(fileField, file, file.name);
  return uploadForm<OnboardingSaved<T>>(`/api/onboarding/${step}`, form, { onProgress });
}

export const savePersonal = (input: UploadStepInput) => uploadStep<OnboardingPersonalData>('personal', 'photo', input);
export const saveCompany = (input: UploadStepInput) => uploadStep<OnboardingCompanyData>('company', 'companyLogo', input);
export const saveServices = (body: OnboardingServicesBody) =>
  api<OnboardingSaved<OnboardingServicesData>>('/api/onboarding/services', { method: 'POST', body });
export const saveContacts = (body: OnboardingContactsBody) =>
  api<OnboardingSaved<OnboardingContactsData>>('/api/onboarding/contacts', { method: 'POST', body });

/**
 * Saving a step: the answer becomes the cached step data and progress. Every save also refreshes the
 * signed-in user (after the last one the menu shows Profile) and the professional's own views.
 */
function useSaveStep<I, D>(step: OnboardingStepKey, save: (input: I) => Promise<OnboardingSaved<D>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async ({ data, currentStep, onboardCompleted, approvalStatus }) => {
      queryClient.setQueryData(['onboarding', step], data);
      queryClient.setQueryData(CURRENT_STEP_KEY, { success: true, currentStep, onboardCompleted, approvalStatus });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['mxpert'] }),
      ]);
    },
  });
}

export const useSavePersonal = () => useSaveStep('personal', savePersonal);
export const useSaveCompany = () => useSaveStep('company', saveCompany);
export const useSaveServices = () => useSaveStep('services', saveServices);
export const useSaveContacts = () => useSaveStep('contacts', saveContacts);
