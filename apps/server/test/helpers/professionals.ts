import { eq } from 'drizzle-orm';
import { type MxpertProfile, mxpertProfiles } from '../../src/db/schema.ts';
import { createMxpert, type ProfileOverrides, signIn, type UserOverrides } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** What a professional's profile holds right after sign-up: name and NMLS ID, nothing else. */
export const FRESH_PROFILE: ProfileOverrides = {
  aboutMe: null,
  languages: [],
  companyName: null,
  companyAddress: null,
  yearsExperience: 0,
  scoresOptimized: 0,
  serviceAreas: [],
  loanTypes: [],
  specializations: [],
  phone: null,
  consentConfirmed: false,
  onboardCompleted: false,
  currentStep: 1,
  approvalStatus: 'pending',
  approvedAt: null,
};

/** A signed-in professional; a fresh sign-up (onboarding step 1) unless told otherwise. */
export async function signedInProfessional(t: TestApp, profile: ProfileOverrides = FRESH_PROFILE, user: UserOverrides = {}) {
  const created = await createMxpert(t.db, profile, user);
  return { ...created, cookie: await signIn(t, created.user.email) };
}

export async function profileRow(t: TestApp, id: string): Promise<MxpertProfile> {
  const [row] = await t.db.select().from(mxpertProfiles).where(eq(mxpertProfiles.id, id));
  if (!row) throw new Error(`no profile ${id}`);
  return row;
}

/** Onboarding complete and waiting for an admin: the review lock. */
export const UNDER_REVIEW: ProfileOverrides = {
  onboardCompleted: true,
  currentStep: 4,
  approvalStatus: 'pending',
  approvedAt: null,
};

/** A PUT of the profile that changes every editable section, the held company fields among them. */
export const EVERY_SECTION_EDITED = {
  aboutMe: 'All new.',
  languages: ['spanish'],
  yearsExperience: 9,
  scoresOptimized: 400,
  companyName: 'Nuevo Lending',
  companyAddress: null,
  companyWebAddress: 'nuevo.example',
  nmlsId: '998877',
  serviceAreas: ['FL'],
  loanTypes: ['va'],
  specializations: ['refi'],
  phone: '+1 305 555 0100',
  linkedin: null,
  facebook: null,
  instagram: 'https://instagram.com/nuevo',
  twitter: null,
  yearsUsingCreditXpert: 2,
};

/** Valid answers of onboarding's steps 2 (company, as form fields), 3 (services) and 4 (contacts, without the read-only e-mail). */
export const ONBOARDING_COMPANY = {
  companyName: 'Avery Home Loans',
  companyAddress: '500 Congress Ave, Austin, TX 78701',
  companyWebAddress: 'https://averyloans.example',
  nmlsId: '7654321',
  yearsExperience: '12',
  scoresOptimized: '340',
};
export const ONBOARDING_SERVICES = {
  stateLicenses: ['TX', 'CA'],
  loanTypes: ['fha', 'va'],
  mortgageTypes: ['purchase', 'fixed-rate'],
};
export const ONBOARDING_CONTACTS = {
  phone: '(512) 555-0199',
  linkedin: 'https://www.linkedin.com/in/jordan-avery',
  facebook: '',
  instagram: '',
  twitter: 'https://x.com/jordanavery',
  yearsUsingCreditXpert: 3,
  consentConfirmed: true,
};
