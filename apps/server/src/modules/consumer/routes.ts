import { consumerDashboardResponse, consumerMessagesResponse, consumerRequestsResponse, INQUIRY_STATUSES } from '@mx/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { currentUser } from '../../plugins/access.ts';
import { getConsumerDashboard, listSentMessages, listSentRequests } from './consumer-area.ts';

const tags = ['consumer'];
const access = ['CONSUMER'] as const;

/** The consumer area (spec section 7, Consumer): what the signed-in consumer sent, and nothing else. */
export function consumerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/consumer/dashboard',
    { config: { access }, schema: { tags, response: { 200: consumerDashboardResponse } } },
    async (request) => ({ success: true as const, data: await getConsumerDashboard(ctx.db, currentUser(request)) }),
  );

  // The URLs say open and closed, the statuses the lists are split by.
  for (const status of INQUIRY_STATUSES) {
    r.get(
      `/api/consumer/messages/${status}`,
      { config: { access }, schema: { tags, response: { 200: consumerMessagesResponse } } },
      async (request) => listSentMessages(ctx.db, currentUser(request), status),
    );
    r.get(
      `/api/consumer/requests/${status}`,
      { config: { access }, schema: { tags, response: { 200: consumerRequestsResponse } } },
      async (request) => listSentRequests(ctx.db, currentUser(request), status),
    );
  }
}
