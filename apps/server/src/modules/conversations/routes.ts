import {
  copRequestConversationResponse,
  idParam,
  messageConversationResponse,
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
import { addReply, type ConversationKind, getConversation, markRepliesRead, unreadCounts } from './replies.ts';

/** One conversation's three routes, their URLs written out so a search for any of them finds it. */
interface ConversationRoutes {
  side: ReplySide;
  kind: ConversationKind;
  urls: { replies: string; read: string };
  response: z.ZodType;
  /** The lead as the API description names it: in summaries, and inside operationIds. */
  names: { lead: string; operation: string };
}

const CONVERSATIONS: ConversationRoutes[] = [
  {
    side: 'mxpert',
    kind: 'message',
    urls: { replies: '/api/dashboard/messages/:id/replies', read: '/api/dashboard/messages/:id/replies/read' },
    response: messageConversationResponse,
    names: { lead: 'message', operation: 'MxpertMessage' },
  },
  {
    side: 'mxpert',
    kind: 'cop_request',
    urls: { replies: '/api/dashboard/cop-requests/:id/replies', read: '/api/dashboard/cop-requests/:id/replies/read' },
    response: copRequestConversationResponse,
    names: { lead: 'COP request', operation: 'MxpertCopRequest' },
  },
  {
    side: 'consumer',
    kind: 'message',
    urls: { replies: '/api/consumer/messages/:id/replies', read: '/api/consumer/messages/:id/replies/read' },
    response: messageConversationResponse,
    names: { lead: 'message', operation: 'ConsumerMessage' },
  },
  {
    side: 'consumer',
    kind: 'cop_request',
    urls: { replies: '/api/consumer/requests/:id/replies', read: '/api/consumer/requests/:id/replies/read' },
    response: copRequestConversationResponse,
    names: { lead: 'COP request', operation: 'ConsumerCopRequest' },
  },
];

const ACCESS = { mxpert: ['MXPERT'], consumer: ['CONSUMER'] } as const;

/** Conversations: each side reads, answers and marks read the conversations of its own items. */
export function conversationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const t of CONVERSATIONS) {
    const config = { access: ACCESS[t.side] };
    const tags = ['conversations'];
    const party = (request: Parameters<typeof currentUser>[0]) => ({ side: t.side, user: currentUser(request) });

    const { lead, operation } = t.names;
    r.get(
      t.urls.replies,
      {
        config,
        schema: {
          tags,
          summary: `The conversation of one of your ${lead}s`,
          operationId: `get${operation}Conversation`,
          params: idParam,
          response: { 200: t.response },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getConversation(ctx.db, t.kind, party(request), request.params.id),
      }),
    );

    r.post(
      t.urls.replies,
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
            kind: t.kind,
            itemId: request.params.id,
            party: { side: t.side, user },
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
      t.urls.read,
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
        data: { marked: await markRepliesRead(ctx.db, t.kind, party(request), request.params.id) },
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
        config: { access: ACCESS[side] },
        schema: { tags: ['conversations'], summary, operationId, response: { 200: unreadResponse } },
      },
      async (request) => ({ success: true as const, data: await unreadCounts(ctx.db, { side, user: currentUser(request) }) }),
    );
  }
}
