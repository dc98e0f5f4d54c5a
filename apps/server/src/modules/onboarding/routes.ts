import {
  currentStepResponse,
  messageResponse,
  onboardingCompanyData,
  onboardingConsentBody,
  onboardingContactsBody,
  onboardingContactsData,
  onboardingPersonalData,
  onboardingSavedResponse,
  onboardingServicesBody,
  onboardingServicesData,
  onboardingStepResponse,
} from '@mx/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MxpertProfile } from '../../db/schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { currentUser } from '../../plugins/access.ts';
import { findOwnProfile } from '../mxpert/own-profile.ts';
import { readMultipartForm, registerMultipart } from '../uploads/multipart.ts';
import { progressOf, stepData } from './step-data.ts';
import { confirmConsent, saveCompanyStep, saveContactsStep, savePersonalStep, saveServicesStep } from './steps.ts';

const tags = ['onboarding'];
const config = { access: ['MXPERT'] as const };
const consentResponse = messageResponse.extend({ success: z.literal(true) });

/** The four-step onboarding of a professional (spec section 7, Professional: onboarding). */
export async function onboardingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    await registerMultipart(scope);
    const r = scope.withTypeProvider<ZodTypeProvider>();

    /** GET of a step: the saved values the wizard preloads, readable even while the profile is locked. */
    const getStep = (url: string, data: z.ZodType, show: (p: MxpertProfile, email: string) => unknown) =>
      r.get(url, { config, schema: { tags, response: { 200: onboardingStepResponse(data) } } }, async (request) => {
        const { profile, email } = await findOwnProfile(ctx.db, currentUser(request).id);
        return { success: true as const, data: show(profile, email) };
      });
    getStep('/api/onboarding/personal', onboardingPersonalData, stepData.personal);
    getStep('/api/onboarding/company', onboardingCompanyData, stepData.company);
    getStep('/api/onboarding/services', onboardingServicesData, stepData.services);
    getStep('/api/onboarding/contacts', onboardingContactsData, stepData.contacts);

    r.get(
      '/api/onboarding/current-step',
      { config, schema: { tags, response: { 200: currentStepResponse } } },
      async (request) => ({
        success: true as const,
        ...progressOf((await findOwnProfile(ctx.db, currentUser(request).id)).profile),
      }),
    );

    const multipart = (description: string, data: z.ZodType) => ({
      tags,
      consumes: ['multipart/form-data'],
      description,
      response: { 200: onboardingSavedResponse(data) },
    });
    r.post(
      '/api/onboarding/personal',
      {
        config,
        schema: multipart(
          'Multipart: fullName, aboutMe, languages (JSON text of language codes), photo (JPG or PNG, at most 5 MB).',
          onboardingPersonalData,
        ),
      },
      async (request) => savePersonalStep(ctx, currentUser(request).id, await readMultipartForm(request, 'photo')),
    );
    r.post(
      '/api/onboarding/company',
      {
        config,
        schema: multipart(
          'Multipart: companyName, companyAddress, companyWebAddress, nmlsId, yearsExperience, scoresOptimized, companyLogo (JPG or PNG, at most 5 MB).',
          onboardingCompanyData,
        ),
      },
      async (request) => saveCompanyStep(ctx, currentUser(request).id, await readMultipartForm(request, 'companyLogo')),
    );
    r.post(
      '/api/onboarding/services',
      {
        config,
        schema: { tags, body: onboardingServicesBody, response: { 200: onboardingSavedResponse(onboardingServicesData) } },
      },
      async (request) => saveServicesStep(ctx, currentUser(request).id, request.body),
    );
    r.post(
      '/api/onboarding/contacts',
      {
        config,
        schema: { tags, body: onboardingContactsBody, response: { 200: onboardingSavedResponse(onboardingContactsData) } },
      },
      async (request) => saveContactsStep(ctx, currentUser(request).id, request.body),
    );
    r.post(
      '/api/onboarding/consent',
      {
        config,
        schema: {
          tags,
          description: 'Records the consent alone (the wizard sends it with step 4).',
          body: onboardingConsentBody,
          response: { 200: consentResponse },
        },
      },
      async (request) => confirmConsent(ctx, currentUser(request).id, request.body),
    );
  });
}
