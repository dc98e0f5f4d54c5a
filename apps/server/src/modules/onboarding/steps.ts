import {
  ONBOARDING_TEXT,
  type OnboardingSaved,
  onboardingCompanyFields,
  type onboardingConsentBody,
  type onboardingContactsBody,
  onboardingPersonalFields,
  type onboardingServicesBody,
} from '@mx/contract';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { isHeldImagePath, type UploadKind } from '../../lib/images.ts';
import { pendingChangeOf } from '../mxpert/identity-changes.ts';
import { assertEditable, findOwnProfile, lockOwnProfile, updateOwnProfile } from '../mxpert/own-profile.ts';
import type { MxpertProfile } from '../mxpert/public-mxpert.ts';
import { discardUpload, saveUploadedImage } from '../uploads/image-intake.ts';
import { type MultipartForm, parseFormFields } from '../uploads/multipart.ts';
import { assertStepAllowed, type ProfileChanges, type StepNumber, saveOnboardingStep } from './save-step.ts';
import { progressOf, stepData } from './step-data.ts';

/** languages arrive as JSON text ('["english","spanish"]'); anything else counts as none chosen. */
function parseJsonList(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return [];
  }
}

interface ImageStep {
  step: StepNumber;
  kind: UploadKind;
  column: 'photo' | 'companyLogo';
}

/**
 * A step with an optional image: the rules are checked before the image is decoded, the new image is
 * stored before the transaction and removed if the save fails, and the image it replaces is removed
 * once the save has committed.
 */
async function saveImageStep(ctx: AppContext, userId: string, spec: ImageStep, fields: ProfileChanges, file: Buffer | null) {
  const { profile } = await findOwnProfile(ctx.db, userId);
  assertStepAllowed(profile, spec.step);
  if (file) await ctx.limiter.consume(`image-upload:${userId}`, ctx.config.rateLimits.imageUpload);
  // An approved professional's new image waits for an admin, where only admins can open it (decision 098).
  const held = profile.approvalStatus === 'approved';
  const waiting = held ? (await pendingChangeOf(ctx.db, profile.id))?.newValues[spec.column] : null;
  const image = file ? await saveUploadedImage(ctx.storage, spec.kind, file, { held }) : null;
  let saved: Awaited<ReturnType<typeof saveOnboardingStep>>;
  try {
    saved = await saveOnboardingStep(ctx, userId, spec.step, image ? { ...fields, [spec.column]: image } : fields);
  } catch (err) {
    await discardUpload(ctx.storage, image, ctx.log);
    throw err;
  }
  // The image it replaces: the public one, or the one that was waiting for review (the public one stays).
  const replaced = held ? waiting : saved.before[spec.column];
  if (image && replaced && replaced !== image && (!held || isHeldImagePath(replaced))) {
    await discardUpload(ctx.storage, replaced, ctx.log);
  }
  return saved.after;
}

function saved<T>(after: MxpertProfile, message: string, data: T): OnboardingSaved<T> {
  return { success: true, message, ...progressOf(after), data };
}

export async function savePersonalStep(ctx: AppContext, userId: string, form: MultipartForm) {
  const values = parseFormFields(onboardingPersonalFields, { ...form.fields, languages: parseJsonList(form.fields.languages) });
  const after = await saveImageStep(ctx, userId, { step: 1, kind: 'profiles', column: 'photo' }, values, form.file);
  return saved(after, ONBOARDING_TEXT.personalSaved, stepData.personal(after));
}

export async function saveCompanyStep(ctx: AppContext, userId: string, form: MultipartForm) {
  const values = parseFormFields(onboardingCompanyFields, form.fields);
  const after = await saveImageStep(
    ctx,
    userId,
    { step: 2, kind: 'companies', column: 'companyLogo' },
    { ...values, companyWebAddress: values.companyWebAddress ?? null },
    form.file,
  );
  return saved(after, ONBOARDING_TEXT.companySaved, stepData.company(after));
}

export async function saveServicesStep(ctx: AppContext, userId: string, body: z.output<typeof onboardingServicesBody>) {
  const { after } = await saveOnboardingStep(ctx, userId, 3, {
    serviceAreas: body.stateLicenses,
    loanTypes: body.loanTypes,
    specializations: body.mortgageTypes,
  });
  return saved(after, ONBOARDING_TEXT.servicesSaved, stepData.services(after));
}

export async function saveContactsStep(ctx: AppContext, userId: string, body: z.output<typeof onboardingContactsBody>) {
  const { after } = await saveOnboardingStep(ctx, userId, 4, {
    phone: body.phone,
    linkedin: body.linkedin ?? null,
    facebook: body.facebook ?? null,
    instagram: body.instagram ?? null,
    twitter: body.twitter ?? null,
    yearsUsingCreditXpert: body.yearsUsingCreditXpert,
    consentConfirmed: true,
  });
  const { email } = await findOwnProfile(ctx.db, userId);
  // Only a profile waiting for its first approval is (still) submitted for review.
  const message = after.approvalStatus === 'pending' ? ONBOARDING_TEXT.contactsSaved : ONBOARDING_TEXT.contactsUpdated;
  return saved(after, message, stepData.contacts(after, email));
}

/** POST /api/onboarding/consent: records the confirmation alone (the wizard sends it with step 4). */
export async function confirmConsent(ctx: AppContext, userId: string, _body: z.output<typeof onboardingConsentBody>) {
  await ctx.db.transaction(async (tx) => {
    const profile = await lockOwnProfile(tx, userId);
    assertEditable(profile, { requireOnboarded: false });
    await updateOwnProfile(tx, profile.id, { consentConfirmed: true, updatedAt: new Date() });
  });
  return { success: true as const, message: ONBOARDING_TEXT.consentSaved };
}
