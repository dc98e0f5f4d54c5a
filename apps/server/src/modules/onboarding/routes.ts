import {
  currentStepResponse,
  messageResponse,
  type OnboardingSaved,
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
import type { AppContext } from '../../lib/context.ts';
import { withSaid } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/access.ts';
import { findOwnProfile } from '../mxpert/own-profile.ts';
import type { MxpertProfile } from '../mxpert/public-mxpert.ts';
import { readMultipartForm, registerMultipart } from '../uploads/multipart.ts';
import { progressOf, stepData } from './step-data.ts';
import { confirmConsent, saveCompanyStep, saveContactsStep, savePersonalStep, saveServicesStep } from './steps.ts';

const tags = ['onboarding'];
const config = { access: ['MXPERT'] as const };
const consentResponse = messageResponse.extend({ success: z.literal(true) });

/** The four-step onboarding of a professional. */
export async function onboardingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    await registerMultipart(scope);
    const r = scope.withTypeProvider<ZodTypeProvider>();

    /** GET of a step: the saved values the wizard preloads, readable even while the profile is locked. */
    const getStep = (
      url: string,
      step: { summary: string; operationId: string },
      data: z.ZodType,
      show: (p: MxpertProfile, email: string) => unknown,
    ) =>
      r.get(url, { config, schema: { tags, ...step, response: { 200: onboardingStepResponse(data) } } }, async (request) => {
        const { profile, email } = await findOwnProfile(ctx.db, currentUser(request).id);
        return { success: true as const, data: show(profile, email) };
      });
    const steps = [
      ['/api/onboarding/personal', 'personal details', 'Personal', onboardingPersonalData, stepData.personal],
      ['/api/onboarding/company', 'company details', 'Company', onboardingCompanyData, stepData.company],
      ['/api/onboarding/services', 'services', 'Services', onboardingServicesData, stepData.services],
      ['/api/onboarding/contacts', 'contact details', 'Contacts', onboardingContactsData, stepData.contacts],
    ] as const;
    for (const [url, label, name, data, show] of steps) {
      getStep(url, { summary: `The saved ${label} of the profile wizard`, operationId: `getOnboarding${name}` }, data, show);
    }

    r.get(
      '/api/onboarding/current-step',
      {
        config,
        schema: {
          summary: 'The step of the profile wizard to continue from',
          operationId: 'getOnboardingCurrentStep',
          tags,
          response: { 200: currentStepResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...progressOf((await findOwnProfile(ctx.db, currentUser(request).id)).profile),
      }),
    );

    const multipart = (step: { summary: string; operationId: string; description: string }, data: z.ZodType) => ({
      tags,
      ...step,
      consumes: ['multipart/form-data'],
      response: { 200: onboardingSavedResponse(data) },
    });
    r.post(
      '/api/onboarding/personal',
      {
        config,
        schema: multipart(
          {
            summary: 'Save the personal details step of the profile wizard',
            operationId: 'saveOnboardingPersonal',
            description:
              'Multipart: fullName, aboutMe, languages (JSON text of language codes), photo (JPG or PNG, at most 5 MB).',
          },
          onboardingPersonalData,
        ),
      },
      async (request) =>
        withSaid(request, await savePersonalStep(ctx, currentUser(request).id, await readMultipartForm(request, 'photo'))),
    );
    r.post(
      '/api/onboarding/company',
      {
        config,
        schema: multipart(
          {
            summary: 'Save the company details step of the profile wizard',
            operationId: 'saveOnboardingCompany',
            description:
              'Multipart: companyName, companyAddress, companyWebAddress, nmlsId, yearsExperience, scoresOptimized, companyLogo (JPG or PNG, at most 5 MB).',
          },
          onboardingCompanyData,
        ),
      },
      async (request) =>
        withSaid(request, await saveCompanyStep(ctx, currentUser(request).id, await readMultipartForm(request, 'companyLogo'))),
    );
    /** POST of a step sent as JSON: saves it and answers the saved values. */
    const saveJsonStep = <B extends z.ZodType>(
      url: string,
      step: { summary: string; operationId: string },
      body: B,
      data: z.ZodType,
      save: (ctx: AppContext, userId: string, input: z.output<B>) => Promise<OnboardingSaved<unknown>>,
    ) =>
      r.post(
        url,
        { config, schema: { ...step, tags, body, response: { 200: onboardingSavedResponse(data) } } },
        async (request) => withSaid(request, await save(ctx, currentUser(request).id, request.body as z.output<B>)),
      );
    saveJsonStep(
      '/api/onboarding/services',
      { summary: 'Save the services step of the profile wizard', operationId: 'saveOnboardingServices' },
      onboardingServicesBody,
      onboardingServicesData,
      saveServicesStep,
    );
    saveJsonStep(
      '/api/onboarding/contacts',
      { summary: 'Save the contact details step of the profile wizard, with the consent', operationId: 'saveOnboardingContacts' },
      onboardingContactsBody,
      onboardingContactsData,
      saveContactsStep,
    );
    r.post(
      '/api/onboarding/consent',
      {
        config,
        schema: {
          summary: "Record the professional's consent alone",
          operationId: 'confirmOnboardingConsent',
          tags,
          description: 'Records the consent alone (the wizard sends it with step 4).',
          body: onboardingConsentBody,
          response: { 200: consentResponse },
        },
      },
      async (request) => withSaid(request, await confirmConsent(ctx, currentUser(request).id, request.body)),
    );
  });
}
