import {
  consumerConversationQuery,
  consumerConversationResponse,
  consumerDashboardResponse,
  consumerMessagesResponse,
  consumerRequestsResponse,
  type LeadStatus,
  unclaimedChoiceBody,
  unclaimedChoiceResponse,
  unclaimedResponse,
} from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { readerLocale, sentence } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/access.ts';
import { newestConversationWith } from '../leads/client-leads.ts';
import { chooseUnclaimed, listUnclaimed, type UnclaimedChoice } from '../leads/unclaimed.ts';
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

  r.get(
    '/api/consumer/conversations',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Your newest conversation with a professional, if you wrote to them',
        operationId: 'getConsumerConversationWith',
        querystring: consumerConversationQuery,
        response: { 200: consumerConversationResponse },
      },
    },
    async (request) => ({ data: await newestConversationWith(ctx.db, currentUser(request), request.query.mxpert) }),
  );

  // The URLs say open and closed, the statuses the lists are split by.
  const capitalized = (status: LeadStatus) => `${status[0]?.toUpperCase()}${status.slice(1)}`;
  const messages = (url: string, status: LeadStatus) =>
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

  const requests = (url: string, status: LeadStatus) =>
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

  // Guest items sent with the consumer's address before the account existed (docs/decisions/099).
  r.get(
    '/api/consumer/unclaimed',
    {
      config: { access },
      schema: {
        tags,
        summary: 'List guest items waiting for the account owner',
        description:
          "Messages and COP requests sent as a guest with the signed-in consumer's verified address before the account existed: the professional, the kind, the date and the first words, newest first. None of them is in the account until confirmed.",
        operationId: 'listUnclaimedItems',
        response: { 200: unclaimedResponse },
      },
    },
    async (request) => ({ items: await listUnclaimed(ctx.db, currentUser(request)) }),
  );

  const choose = (url: string, choice: UnclaimedChoice, summary: string, description: string, operationId: string) =>
    r.post(
      url,
      {
        config: { access },
        schema: {
          tags,
          summary,
          description,
          operationId,
          body: unclaimedChoiceBody,
          response: { 200: unclaimedChoiceResponse },
        },
      },
      async (request) => {
        const answer = await chooseUnclaimed(ctx.db, currentUser(request), request.body, choice);
        // The sentence in the reader's language: the count decides the words (a plural in Spanish).
        const locale = readerLocale(request);
        const key =
          answer.count === 0
            ? 'consumer.unclaimedNothing'
            : `consumer.unclaimed${choice === 'confirm' ? 'Confirmed' : 'Declined'}`;
        return { ...answer, message: sentence(locale, answer.message, key as MessageId, { count: answer.count }) };
      },
    );
  choose(
    '/api/consumer/unclaimed/confirm',
    'confirm',
    'Confirm guest items as sent by the account owner',
    'The items named (or all that wait) join the account at once: its lists, export and review rights. All or none: an item that is not waiting for this account answers 404 and nothing changes.',
    'confirmUnclaimedItems',
  );
  choose(
    '/api/consumer/unclaimed/decline',
    'decline',
    'Decline guest items the account owner did not send',
    'The items named (or all that wait) never join the account and stop waiting; the professional sees them as sent by an unconfirmed sender. All or none, like confirming.',
    'declineUnclaimedItems',
  );
}
