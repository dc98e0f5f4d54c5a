/** The professional's four onboarding steps (the labels they share with the profile pages are the mxpert namespace's). */

import { FORM_HINTS } from '../../limits.ts';
import { ONBOARDING_STEPS, ONBOARDING_TEXT } from '../../onboarding.ts';

const stepLabel = (key: (typeof ONBOARDING_STEPS)[number]['key']) => ONBOARDING_STEPS.find((s) => s.key === key)?.label ?? '';

export default {
  completeIntro: ONBOARDING_TEXT.completeIntro,
  editTitle: ONBOARDING_TEXT.editTitle,
  editIntro: ONBOARDING_TEXT.editIntro,
  loading: 'Loading your onboarding',
  locked: 'Profile editing is disabled while your profile is under review',
  stepsLabel: 'Onboarding steps',
  stepPersonal: stepLabel('personal'),
  stepCompany: stepLabel('company'),
  stepServices: stepLabel('services'),
  stepContacts: stepLabel('contacts'),
  stepCompleted: ' (completed)',
  back: 'Back',
  next: 'Next',
  complete: 'Complete onboarding',
  personalLegend: 'Personal information',
  personalLoading: 'Loading your information',
  personalFailed: 'Failed to save personal information. Please try again.',
  profilePhoto: 'Profile photo',
  aboutMeHint: FORM_HINTS.aboutMe,
  companyLegend: 'Company information',
  companyLoading: 'Loading your company information',
  companyFailed: 'Failed to save company information. Please try again.',
  companyLogo: 'Company logo',
  companyAddress: 'Company address',
  scoresHint: 'How many credit scores you have helped improve.',
  servicesLegend: 'Services',
  servicesLoading: 'Loading your services',
  servicesFailed: 'Failed to save your services. Please try again.',
  stateLicenses: 'State licenses',
  contactsLegend: 'Contacts',
  contactsLoading: 'Loading your contact information',
  contactsFailed: ONBOARDING_TEXT.contactsFailed,
  confirmAccurate: 'I confirm that the information I provided is accurate.',
  imagePreview: '{label} preview',
  imageCompressing: 'Compressing image…',
  imageHint: 'JPG or PNG, at most 5 MB.',
  chooseFile: 'Choose file',
  noFile: 'No file chosen',
  imageProgress: '{label} upload progress',
  imageUploading: 'Uploading… {percent}%',
} as const;
