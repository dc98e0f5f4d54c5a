import { consumerDashboardResponse, consumerMessagesResponse, consumerRequestsResponse, type InquiryStatus } from '@mx/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { currentUser } from '../../plugins/access.ts';
import { getConsumerDashboard, listSentMessages, listSentRequests } from './consumer-area.ts';

const tags = ['consumer'];
const access = ['CONSUMER'] as const;

/** The consumer area: what the signed-in consumer sent, and nothing else. */
export function consumerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/consumer/dashboard',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Your dashboard: counts and latest leads',
        operationId: 'getConsumerDashboard',
        response: { 200: consumerDashboardResponse },
      },
    },
    async (request) => ({ success: true as const, data: await getConsumerDashboard(ctx.db, currentUser(request)) }),
  );

  // The URLs say open and closed, the statuses the lists are split by.
  const capitalized = (status: InquiryStatus) => `${status[0]?.toUpperCase()}${status.slice(1)}`;
  const messages = (url: string, status: InquiryStatus) =>
    r.get(
      url,
      {
        config: { access },
        schema: {
          tags,
          summary: `The messages you sent that are ${status}`,
          operationId: `listConsumer${capitalized(status)}Messages`,
          response: { 200: consumerMessagesResponse },
        },
      },
      async (request) => listSentMessages(ctx.db, currentUser(request), status),
    );
  messages('/api/consumer/messages/open', 'open');
  messages('/api/consumer/messages/closed', 'closed');

  const requests = (url: string, status: InquiryStatus) =>
    r.get(
      url,
      {
        config: { access },
        schema: {
          tags,
          summary: `The COP requests you sent that are ${status}`,
          operationId: `listConsumer${capitalized(status)}CopRequests`,
          response: { 200: consumerRequestsResponse },
        },
      },
      async (request) => listSentRequests(ctx.db, currentUser(request), status),
    );
  requests('/api/consumer/requests/open', 'open');
  requests('/api/consumer/requests/closed', 'closed');
}
