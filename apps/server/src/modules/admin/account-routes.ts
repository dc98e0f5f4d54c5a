import { adminUserActionResponse, adminUsersQuery, adminUsersResponse, idParam, reasonBody } from '@mx/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { currentUser } from '../../plugins/access.ts';
import { deactivateUser, listUsers, reactivateUser, resendUserVerification } from './users.ts';

const tags = ['admin'];
const access = ['ADMIN'] as const;

/** Every account: the list, deactivation, reactivation and a new verification e-mail. */
export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/users',
    {
      config: { access },
      schema: {
        summary: 'Accounts, searched and filtered, a page at a time',
        operationId: 'listUsers',
        tags,
        querystring: adminUsersQuery,
        response: { 200: adminUsersResponse },
      },
    },
    async (request) => ({ success: true as const, data: await listUsers(ctx.db, request.query) }),
  );

  r.post(
    '/api/admin/users/:id/deactivate',
    {
      config: { access },
      schema: {
        summary: 'Deactivate an account with a reason: its sessions end',
        operationId: 'deactivateUser',
        tags,
        params: idParam,
        body: reasonBody,
        response: { 200: adminUserActionResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await deactivateUser(ctx, { admin: currentUser(request), userId: request.params.id, reason: request.body.reason })),
    }),
  );

  r.post(
    '/api/admin/users/:id/reactivate',
    {
      config: { access },
      schema: {
        summary: 'Reactivate a deactivated account',
        operationId: 'reactivateUser',
        tags,
        params: idParam,
        response: { 200: adminUserActionResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await reactivateUser(ctx, { admin: currentUser(request), userId: request.params.id })),
    }),
  );

  r.post(
    '/api/admin/users/:id/resend-verification',
    {
      config: { access },
      schema: {
        summary: "Send an account's verification e-mail again",
        operationId: 'resendUserVerification',
        tags,
        params: idParam,
        response: { 200: adminUserActionResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await resendUserVerification(ctx, { admin: currentUser(request), userId: request.params.id })),
    }),
  );
}
