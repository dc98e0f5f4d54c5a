import { mxpertProfileView, PROFILE_TEXT, profilePatchBody, profilePutBody } from '@mx/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { said } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/access.ts';
import { getOwnProfileView, updateOwnProfile } from './profile-edit.ts';
import type { ReceivedCounts } from './profile-view.ts';

const tags = ['mxpert'];
const config = { access: ['MXPERT'] as const };
const profileResponse = z.object({ success: z.literal(true), data: mxpertProfileView });
const updatedResponse = profileResponse.extend({ message: z.string() });

/**
 * The professional's own profile: read it, and edit it one card (PATCH) or all at once (PUT). The
 * profile answers the counts of the leads received, which `received` (the leads module's) counts.
 */
export function mxpertRoutes(app: FastifyInstance, ctx: AppContext, received: ReceivedCounts): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const read = async (userId: string) => ({ success: true as const, data: await getOwnProfileView(ctx, userId, received) });
  r.get(
    '/api/mxpert/profile',
    {
      config,
      schema: { summary: 'Your professional profile', operationId: 'getMxpertProfile', tags, response: { 200: profileResponse } },
    },
    async (request) => read(currentUser(request).id),
  );
  r.get(
    '/api/mxpert/profile/readonly',
    {
      config,
      schema: {
        summary: 'Your complete profile with account and counts, for display',
        operationId: 'getMxpertProfileReadonly',
        tags,
        description: 'The complete profile with account and counts, for display.',
        response: { 200: profileResponse },
      },
    },
    async (request) => read(currentUser(request).id),
  );

  const update = async (request: FastifyRequest, userId: string, changes: Parameters<typeof updateOwnProfile>[2]) => ({
    success: true as const,
    message: said(request, PROFILE_TEXT.updated),
    data: await updateOwnProfile(ctx, userId, changes, received),
  });
  r.patch(
    '/api/mxpert/profile',
    {
      config,
      schema: {
        summary: 'Change some fields of one section of your profile',
        operationId: 'updateMxpertProfile',
        tags,
        description: 'Some or all fields of one section: personal, company, services or contact.',
        body: profilePatchBody,
        response: { 200: updatedResponse },
      },
    },
    async (request) => update(request, currentUser(request).id, request.body),
  );
  r.put(
    '/api/mxpert/profile',
    {
      config,
      schema: {
        summary: 'Replace every editable field of your profile',
        operationId: 'replaceMxpertProfile',
        tags,
        body: profilePutBody,
        response: { 200: updatedResponse },
      },
    },
    async (request) => update(request, currentUser(request).id, request.body),
  );
}
