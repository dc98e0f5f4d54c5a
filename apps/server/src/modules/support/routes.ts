import {
  adminSupportQuery,
  adminSupportResponse,
  adminSupportUpdateBody,
  adminSupportUpdateResponse,
  idParam,
  messageResponse,
  supportBody,
} from '@mx/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestClientKey } from '../../lib/client-address.ts';
import type { AppContext } from '../../lib/context.ts';
import { said, withSaid } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/access.ts';
import { listSupportRequests, updateSupportRequest } from './admin-inbox.ts';
import { submitSupport } from './submit-support.ts';

/** The support form of /support: anyone may write, signed in or not. */
export function supportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/support',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Write to the support team',
        operationId: 'submitSupportRequest',
        tags: ['support'],
        description: 'A message to the support team: stored, the admins notified, a confirmation e-mailed to the sender.',
        body: supportBody,
        response: { 201: messageResponse },
      },
    },
    async (request, reply) => {
      const message = await submitSupport(ctx, request.body, request.user, requestClientKey(request));
      return reply.code(201).send({ message: said(request, message) });
    },
  );

  // The admins' inbox of these messages (docs/decisions/066).
  r.get(
    '/api/admin/support',
    {
      config: { access: ['ADMIN'] },
      schema: {
        summary: 'Support requests, a page at a time',
        operationId: 'listSupportRequests',
        tags: ['admin'],
        querystring: adminSupportQuery,
        response: { 200: adminSupportResponse },
      },
    },
    async (request) => ({ success: true as const, data: await listSupportRequests(ctx.db, request.query) }),
  );
  r.patch(
    '/api/admin/support/:id',
    {
      config: { access: ['ADMIN'] },
      schema: {
        summary: 'Close or reopen a support request, or write its notes',
        operationId: 'updateSupportRequest',
        tags: ['admin'],
        description: 'Close or reopen a support request, or write its notes; each change is audited.',
        params: idParam,
        body: adminSupportUpdateBody,
        response: { 200: adminSupportUpdateResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...withSaid(
        request,
        await updateSupportRequest(ctx, { admin: currentUser(request), id: request.params.id, body: request.body }),
      ),
    }),
  );
}
