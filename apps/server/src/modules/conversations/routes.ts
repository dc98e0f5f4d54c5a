import {
  copRequestConversationResponse,
  idParam,
  LEAD_KINDS,
  messageConversationResponse,
  REPLY_SIDES,
  type ReplySide,
  repliesReadResponse,
  replyBody,
  replyCreatedResponse,
  unreadResponse,
} from '@mx/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { currentUser } from '../../plugins/access.ts';
import { LEAD_API_NAMES } from '../leads/kinds.ts';
import type { PlanIdsOfLeads } from '../leads/plan-lead.ts';
import { addReply, type ConversationKind, getConversation, markRepliesRead, unreadCounts } from './replies.ts';

/** Each side's conversation URLs, by the kind of lead, written out so a search for any of them finds it. */
const URLS: Record<ReplySide, Record<ConversationKind, { replies: string; read: string }>> = {
  mxpert: {
    message: { replies: '/api/dashboard/messages/:id/replies', read: '/api/dashboard/messages/:id/replies/read' },
    cop_request: { replies: '/api/dashboard/cop-requests/:id/replies', read: '/api/dashboard/cop-requests/:id/replies/read' },
  },
  consumer: {
    message: { replies: '/api/consumer/messages/:id/replies', read: '/api/consumer/messages/:id/replies/read' },
    cop_request: { replies: '/api/consumer/requests/:id/replies', read: '/api/consumer/requests/:id/replies/read' },
  },
};

/** Each side's access, and its word inside operationIds. */
const SIDES = {
  mxpert: { access: ['MXPERT'], operation: 'Mxpert' },
  consumer: { access: ['CONSUMER'], operation: 'Consumer' },
} as const;

/** A conversation's answer, by the kind of its lead. */
const RESPONSES: Record<ConversationKind, z.ZodType> = {
  message: messageConversationResponse,
  cop_request: copRequestConversationResponse,
};

/** The four conversations: each side's, of each kind of lead. */
const CONVERSATIONS = REPLY_SIDES.flatMap((side) => LEAD_KINDS.map((kind) => ({ side, kind })));

/**
 * Conversations: each side reads, answers and marks read the conversations of its own items. The
 * professional's shows the plan of its lead (`planIdsOfLeads`, the plans module's: it sits above this one).
 */
export function conversationRoutes(app: FastifyInstance, ctx: AppContext, planIdsOfLeads: PlanIdsOfLeads): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const { side, kind } of CONVERSATIONS) {
    const config = { access: SIDES[side].access };
    const tags = ['conversations'];
    const party = (request: Parameters<typeof currentUser>[0]) => ({ side, user: currentUser(request) });
    const urls = URLS[side][kind];
    const { lead } = LEAD_API_NAMES[kind];
    const operation = `${SIDES[side].operation}${LEAD_API_NAMES[kind].operation}`;

    r.get(
      urls.replies,
      {
        config,
        schema: {
          tags,
          summary: `The conversation of one of your ${lead}s`,
          operationId: `get${operation}Conversation`,
          params: idParam,
          response: { 200: RESPONSES[kind] },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getConversation(ctx.db, kind, party(request), request.params.id, planIdsOfLeads),
      }),
    );

    r.post(
      urls.replies,
      {
        config,
        schema: {
          tags,
          summary: `Reply in the conversation of one of your ${lead}s`,
          operationId: `reply${operation}`,
          params: idParam,
          body: replyBody,
          response: { 201: replyCreatedResponse },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const release = await ctx.limiter.take(`reply:${user.id}`, ctx.config.rateLimits.replies);
        try {
          const data = await addReply(ctx.db, {
            kind,
            itemId: request.params.id,
            party: { side, user },
            body: request.body.body,
            publicUrl: ctx.config.publicUrl,
            reviewInvitationSeconds: ctx.config.reviewInvitationSeconds,
          });
          return reply.status(201).send({ success: true as const, data });
        } catch (err) {
          // A refused reply (404, 409) uses none of the limit.
          await release();
          throw err;
        }
      },
    );

    r.post(
      urls.read,
      // Marking a client's replies read is reading: a suspended professional still reads their leads.
      {
        config: { ...config, openToAnyStanding: true },
        schema: {
          tags,
          summary: `Mark the other side's replies to one of your ${lead}s read`,
          operationId: `mark${operation}RepliesRead`,
          params: idParam,
          response: { 200: repliesReadResponse },
        },
      },
      async (request) => ({
        success: true as const,
        data: { marked: await markRepliesRead(ctx.db, kind, party(request), request.params.id) },
      }),
    );
  }

  const unread = [
    { side: 'mxpert', url: '/api/dashboard/unread', other: 'client', operationId: 'getMxpertUnread' },
    { side: 'consumer', url: '/api/consumer/unread', other: 'professional', operationId: 'getConsumerUnread' },
  ] as const;
  for (const { side, url, other, operationId } of unread) {
    const summary = `How many ${other} replies you have not read`;
    r.get(
      url,
      {
        config: { access: SIDES[side].access },
        schema: { tags: ['conversations'], summary, operationId, response: { 200: unreadResponse } },
      },
      async (request) => ({ success: true as const, data: await unreadCounts(ctx.db, { side, user: currentUser(request) }) }),
    );
  }
}
