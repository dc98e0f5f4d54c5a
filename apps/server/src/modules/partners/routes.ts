import {
  adminPartnerSavedResponse,
  adminPartnersResponse,
  idParam,
  policyNoticeResponse,
  publicPartnersResponse,
} from '@mx/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { withSaid } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/access.ts';
import { readMultipartForm, registerMultipart } from '../uploads/multipart.ts';
import { createPartner, listAllPartners, listVisiblePartners, updatePartner } from './service.ts';

const admin = { access: ['ADMIN'] } as const;
const tags = ['partners'];
/** Browsers and proxies may keep the landing page's partners five minutes; an admin's change shows within that. */
export const PARTNERS_CACHE = 'public, max-age=300';

/**
 * The partner lenders of the landing page (public, visible ones only) and the admin's list, add and
 * edit (name, website, logo, hidden); the notice the policy pages carry outside production.
 */
export async function partnerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    await registerMultipart(scope);
    const r = scope.withTypeProvider<ZodTypeProvider>();

    /** A public answer that browsers and proxies may keep as `cacheControl` says. */
    const cachedPublic = (
      url: string,
      doc: { summary: string; operationId: string },
      response: z.ZodType,
      cacheControl: string,
      data: () => Promise<object> | object,
    ) =>
      r.get(
        url,
        { config: { access: 'public' }, schema: { ...doc, tags, response: { 200: response } } },
        async (_request, reply) => {
          reply.header('cache-control', cacheControl);
          return { success: true as const, data: await data() };
        },
      );

    cachedPublic(
      '/api/public/partners',
      { summary: 'The partner lenders the landing page shows', operationId: 'listPublicPartners' },
      publicPartnersResponse,
      PARTNERS_CACHE,
      async () => ({ partners: await listVisiblePartners(ctx.db) }),
    );
    cachedPublic(
      '/api/public/policy-notice',
      {
        summary: 'Whether the policy pages carry the notice that their texts are templates for counsel',
        operationId: 'getPolicyNotice',
      },
      policyNoticeResponse,
      'public, max-age=3600',
      () => ({ showCounselNotice: !ctx.config.isProduction }),
    );

    r.get(
      '/api/admin/partners',
      {
        config: admin,
        schema: {
          summary: 'Every partner lender, hidden ones too',
          operationId: 'listAdminPartners',
          tags,
          response: { 200: adminPartnersResponse },
        },
      },
      async () => ({ success: true as const, data: { partners: await listAllPartners(ctx.db) } }),
    );

    r.post(
      '/api/admin/partners',
      {
        config: admin,
        schema: {
          summary: 'Add a partner lender to the landing page',
          operationId: 'createPartner',
          tags,
          description: 'Multipart: name, website (optional), logo (JPG or PNG, at most 5 MB).',
          consumes: ['multipart/form-data'],
          response: { 201: adminPartnerSavedResponse },
        },
      },
      async (request, reply) => {
        const saved = await createPartner(ctx, currentUser(request).id, await readMultipartForm(request, 'logo'));
        return reply.code(201).send({ success: true as const, ...withSaid(request, saved) });
      },
    );

    r.patch(
      '/api/admin/partners/:id',
      {
        config: admin,
        schema: {
          summary: "Change a partner lender's name, website or logo, or hide or show it",
          operationId: 'updatePartner',
          tags,
          description:
            'Multipart, every field optional: name, website (empty clears it), hidden (true or false), logo (JPG or PNG, at most 5 MB).',
          consumes: ['multipart/form-data'],
          params: idParam,
          response: { 200: adminPartnerSavedResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...withSaid(
          request,
          await updatePartner(ctx, currentUser(request).id, request.params.id, await readMultipartForm(request, 'logo')),
        ),
      }),
    );
  });
}
