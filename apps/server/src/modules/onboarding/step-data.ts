import type {
  OnboardingCompanyData,
  OnboardingContactsData,
  OnboardingPersonalData,
  OnboardingProgress,
  OnboardingServicesData,
} from '@mx/contract';
import { pick } from '../../lib/pick.ts';
import type { MxpertProfile } from '../mxpert/public-mxpert.ts';

/** What each onboarding step shows of the profile (the wizard preloads it). */
export const stepData = {
  personal: (p: MxpertProfile): OnboardingPersonalData => pick(p, ['fullName', 'photo', 'aboutMe', 'languages']),
  company: (p: MxpertProfile): OnboardingCompanyData =>
    pick(p, [
      'companyName',
      'companyLogo',
      'companyAddress',
      'companyWebAddress',
      'nmlsId',
      'yearsExperience',
      'scoresOptimized',
    ]),
  services: (p: MxpertProfile): OnboardingServicesData => ({
    stateLicenses: p.serviceAreas,
    loanTypes: p.loanTypes,
    mortgageTypes: p.specializations,
  }),
  contacts: (p: MxpertProfile, email: string): OnboardingContactsData => ({
    email,
    ...pick(p, ['phone', 'linkedin', 'facebook', 'instagram', 'twitter', 'yearsUsingCreditXpert', 'consentConfirmed']),
  }),
};

export function progressOf(p: MxpertProfile): OnboardingProgress {
  return pick(p, ['currentStep', 'onboardCompleted', 'approvalStatus']);
}
