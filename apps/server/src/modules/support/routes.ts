import { messageResponse, supportBody } from '@mx/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientKey } from '../../lib/client-address.ts';
import type { AppContext } from '../../lib/context.ts';
import { submitSupport } from './submit-support.ts';

/** The support form of /support (issue 14, item 1): anyone may write, signed in or not. */
export function supportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/support',
    {
      config: { access: 'public' },
      schema: {
        tags: ['support'],
        description: 'A message to the support team: stored, the admins notified, a confirmation e-mailed to the sender.',
        body: supportBody,
        response: { 201: messageResponse },
      },
    },
    async (request, reply) => {
      const message = await submitSupport(ctx, request.body, request.user, clientKey(request.ip));
      return reply.code(201).send({ message });
    },
  );
}
