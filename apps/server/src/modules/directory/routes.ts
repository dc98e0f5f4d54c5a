import { directoryQuery, directoryResponse, profileParams, publicProfileResponse } from '@mx/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { getPublicProfile } from './get-profile.ts';
import { searchDirectory } from './search-directory.ts';

const tags = ['directory'];

/** The public directory and the public expert profile. */
export function directoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/public/mxperts',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Search the directory of professionals, a page at a time',
        operationId: 'searchDirectory',
        tags,
        querystring: directoryQuery,
        response: { 200: directoryResponse },
      },
    },
    async (request, reply) => {
      // JSON that went through the response schema when it was built (search-directory.ts); Fastify
      // sends bytes as they are, so a shared answer is not serialized again for every visitor.
      const json = await searchDirectory(ctx, request.query);
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  r.get(
    '/api/public/mxperts/:state/:cxid',
    {
      config: { access: 'public' },
      schema: {
        summary: "A professional's public profile",
        operationId: 'getPublicProfile',
        tags,
        params: profileParams,
        response: { 200: publicProfileResponse },
      },
    },
    async (request) => ({ data: await getPublicProfile(ctx.db, request.params.state, request.params.cxid) }),
  );
}
