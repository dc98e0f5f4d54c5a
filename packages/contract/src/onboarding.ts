import { z } from 'zod';
import { mxpertProfileView, profileFields } from './profile.ts';

/** The four onboarding steps, in order. */
export const ONBOARDING_STEPS = [
  { step: 1, key: 'personal', label: 'Personal' },
  { step: 2, key: 'company', label: 'Company' },
  { step: 3, key: 'services', label: 'Services' },
  { step: 4, key: 'contacts', label: 'Contacts' },
] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number]['key'];
export const ONBOARDING_STEP_COUNT = ONBOARDING_STEPS.length;

export const ONBOARDING_TEXT = {
  completeTitle: 'Complete your profile',
  completeIntro: 'Four short steps, then our team reviews your profile before it is listed.',
  /** An approved professional revisiting the steps edits a listed profile. */
  editTitle: 'Edit your profile',
  editIntro: 'Your profile is listed. Changes you save here show on your public profile.',
  underReviewTitle: 'Profile Under Review',
  underReview:
    'Your profile is currently under review by our admin team. Profile editing is temporarily disabled until approval is complete.',
  rejected: 'This profile was not approved and can no longer be edited.',
  stepOutOfOrder: (stepLabel: string) => `Please complete the ${stepLabel} step first`,
  personalSaved: 'Personal information saved',
  companySaved: 'Company information saved',
  servicesSaved: 'Services saved',
  contactsSaved: 'Onboarding complete! Your profile has been submitted for review.',
  /** Step 4 saved again by a professional who is listed already: nothing goes to review. */
  contactsUpdated: 'Contact information saved',
  consentSaved: 'Consent confirmed',
  contactsFailed: 'Failed to save contact information. Please try again.',
  consentRequired: 'You must confirm that the information is accurate',
} as const;

/** Image uploads: the server's answers, also checked in the browser. */
export const IMAGE_TEXT = {
  tooLarge: 'File size must be less than 5MB',
  wrongType: 'Please upload a JPG or PNG image',
  tooManyPixels: 'This image is too large in pixels. Please use an image of at most 40 megapixels.',
  unreadable: 'This image could not be read. Please upload a valid JPG or PNG image.',
  multipartRequired: 'Please send the form as multipart/form-data',
} as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Images above this size are compressed in the browser before upload. */
export const IMAGE_COMPRESS_ABOVE_BYTES = 1024 * 1024;

const consentConfirmed = z.boolean({ error: ONBOARDING_TEXT.consentRequired }).refine((v) => v, ONBOARDING_TEXT.consentRequired);

/** Step 1 fields (multipart: languages arrive as JSON text and are parsed before this schema). */
export const onboardingPersonalFields = z.object(profileFields).pick({ fullName: true, aboutMe: true, languages: true });
export type OnboardingPersonalForm = z.input<typeof onboardingPersonalFields>;

/** Step 2 fields (multipart, with the optional companyLogo file). */
export const onboardingCompanyFields = z.object({
  companyName: profileFields.companyName,
  companyAddress: profileFields.companyAddressRequired,
  companyWebAddress: profileFields.companyWebAddress.optional(),
  nmlsId: profileFields.nmlsId,
  yearsExperience: profileFields.yearsExperience,
  scoresOptimized: profileFields.scoresOptimized,
});
export type OnboardingCompanyForm = z.input<typeof onboardingCompanyFields>;

/** Step 3 (JSON). Named as onboarding names them; stored as serviceAreas and specializations. */
export const onboardingServicesBody = z.object({
  stateLicenses: profileFields.serviceAreas,
  loanTypes: profileFields.loanTypes,
  mortgageTypes: profileFields.specializations,
});
export type OnboardingServicesBody = z.input<typeof onboardingServicesBody>;

/** Step 4 (JSON). The e-mail is the account's and read-only: a sent value is ignored. */
export const onboardingContactsBody = z.object({
  phone: profileFields.phone,
  linkedin: profileFields.linkedin.optional(),
  facebook: profileFields.facebook.optional(),
  instagram: profileFields.instagram.optional(),
  twitter: profileFields.twitter.optional(),
  yearsUsingCreditXpert: profileFields.yearsUsingCreditXpert,
  consentConfirmed,
});
export type OnboardingContactsBody = z.input<typeof onboardingContactsBody>;

export const onboardingConsentBody = z.object({ consentConfirmed });

/** What each step shows: the profile's own fields (step 3 under its onboarding names). */
export const onboardingPersonalData = mxpertProfileView.pick({ fullName: true, photo: true, aboutMe: true, languages: true });
export const onboardingCompanyData = mxpertProfileView.pick({
  companyName: true,
  companyLogo: true,
  companyAddress: true,
  companyWebAddress: true,
  nmlsId: true,
  yearsExperience: true,
  scoresOptimized: true,
});
export const onboardingServicesData = z.object({
  stateLicenses: mxpertProfileView.shape.serviceAreas,
  loanTypes: mxpertProfileView.shape.loanTypes,
  mortgageTypes: mxpertProfileView.shape.specializations,
});
export const onboardingContactsData = mxpertProfileView.pick({
  email: true,
  phone: true,
  linkedin: true,
  facebook: true,
  instagram: true,
  twitter: true,
  yearsUsingCreditXpert: true,
  consentConfirmed: true,
});
export type OnboardingPersonalData = z.infer<typeof onboardingPersonalData>;
export type OnboardingCompanyData = z.infer<typeof onboardingCompanyData>;
export type OnboardingServicesData = z.infer<typeof onboardingServicesData>;
export type OnboardingContactsData = z.infer<typeof onboardingContactsData>;

export const onboardingProgress = mxpertProfileView.pick({ currentStep: true, onboardCompleted: true, approvalStatus: true });
export type OnboardingProgress = z.infer<typeof onboardingProgress>;

export const currentStepResponse = onboardingProgress.extend({ success: z.literal(true) });
export type CurrentStepResponse = z.infer<typeof currentStepResponse>;

/** GET of a step: its saved values; POST: the same after saving, with the new progress. */
export function onboardingStepResponse<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
export function onboardingSavedResponse<T extends z.ZodType>(data: T) {
  return onboardingProgress.extend({ success: z.literal(true), message: z.string(), data });
}
export interface OnboardingSaved<T> extends OnboardingProgress {
  success: true;
  message: string;
  data: T;
}
