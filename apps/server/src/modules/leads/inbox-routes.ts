import {
  copRequestPageResponse,
  copRequestUpdatedResponse,
  DASHBOARD_RECENT_COUNT,
  dashboardStatsResponse,
  deletedResponse,
  INBOX_FILTERS,
  INBOX_TEXT,
  type InboxFilter,
  idParam,
  inboxPageQuery,
  leadListQuery,
  leadPageResponse,
  leadUpdateBody,
  messagePageResponse,
  messageUpdatedResponse,
  recentCopRequestsResponse,
  recentMessagesResponse,
} from '@mx/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { said } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/access.ts';
import { getDashboardStats } from './dashboard-stats.ts';
import { deleteInboxItem, listInboxPage, listRecentInbox, markContactedByPhone, updateInboxItem } from './inbox.ts';
import { listLeads } from './lead-list.ts';
import type { LeadKind } from './tables.ts';

const tags = ['dashboard'];
const config = { access: ['MXPERT'] as const };

/** One inbox's routes: its URLs, written out so a search for any of them finds it, the key its lists answer under, and its update method. */
interface InboxRoutes {
  urls: { recent: string; item: string; phoneContact: string } & Record<InboxFilter, string>;
  listKey: 'messages' | 'copRequests';
  updateMethod: 'PATCH' | 'PUT';
  kind: LeadKind;
  /** Typed loosely here; each still validates and shapes its answer. */
  schemas: { page: z.ZodType; recent: z.ZodType; updated: z.ZodType };
  texts: { updated: string; deleted: string };
  /** How the API description names the inbox's leads: in its summaries, and in its operationIds. */
  names: { plural: string; operation: 'Message' | 'CopRequest' };
}

const MESSAGES: InboxRoutes = {
  urls: {
    recent: '/api/dashboard/messages/recent',
    all: '/api/dashboard/messages/all',
    open: '/api/dashboard/messages/open',
    closed: '/api/dashboard/messages/closed',
    item: '/api/dashboard/messages/:id',
    phoneContact: '/api/dashboard/messages/:id/phone-contact',
  },
  listKey: 'messages',
  updateMethod: 'PATCH',
  kind: 'message',
  schemas: { page: messagePageResponse, recent: recentMessagesResponse, updated: messageUpdatedResponse },
  texts: { updated: INBOX_TEXT.messageUpdated, deleted: INBOX_TEXT.messageDeleted },
  names: { plural: 'messages', operation: 'Message' },
};

const COP_REQUESTS: InboxRoutes = {
  urls: {
    recent: '/api/dashboard/cop-requests/recent',
    all: '/api/dashboard/cop-requests/all',
    open: '/api/dashboard/cop-requests/open',
    closed: '/api/dashboard/cop-requests/closed',
    item: '/api/dashboard/cop-requests/:id',
    phoneContact: '/api/dashboard/cop-requests/:id/phone-contact',
  },
  listKey: 'copRequests',
  // The published API updates a request with PUT (and a message with PATCH).
  updateMethod: 'PUT',
  kind: 'cop_request',
  schemas: { page: copRequestPageResponse, recent: recentCopRequestsResponse, updated: copRequestUpdatedResponse },
  texts: { updated: INBOX_TEXT.requestUpdated, deleted: INBOX_TEXT.requestDeleted },
  names: { plural: 'COP requests', operation: 'CopRequest' },
};

/** The professional's dashboard and inboxes. */
export function leadInboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboard/stats',
    {
      config,
      schema: {
        tags,
        summary: 'The counts of your dashboard',
        operationId: 'getDashboardStats',
        response: { 200: dashboardStatsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getDashboardStats(ctx, currentUser(request).id),
    }),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboard/leads',
    {
      config,
      schema: {
        tags,
        summary: 'Your messages and COP requests in one list, newest activity first, by filter and search',
        operationId: 'listMxpertLeads',
        querystring: leadListQuery,
        response: { 200: leadPageResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listLeads(ctx, currentUser(request).id, request.query)),
    }),
  );
  inboxRoutes(app, ctx, MESSAGES);
  inboxRoutes(app, ctx, COP_REQUESTS);
}

/** recent, all, open and closed lists, the Manage update and the delete of one inbox. */
function inboxRoutes(app: FastifyInstance, ctx: AppContext, inbox: InboxRoutes): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { plural, operation } = inbox.names;

  r.get(
    inbox.urls.recent,
    {
      config,
      schema: {
        tags,
        summary: `Your most recent ${plural}`,
        operationId: `listMxpertRecent${operation}s`,
        response: { 200: inbox.schemas.recent },
      },
    },
    async (request) => ({
      success: true as const,
      [inbox.listKey]: await listRecentInbox(ctx, inbox.kind, currentUser(request).id, DASHBOARD_RECENT_COUNT),
    }),
  );

  for (const filter of INBOX_FILTERS) {
    r.get(
      inbox.urls[filter],
      {
        config,
        schema: {
          tags,
          summary: filter === 'all' ? `All your ${plural}, a page at a time` : `Your ${filter} ${plural}, a page at a time`,
          operationId: `listMxpert${filter[0]?.toUpperCase()}${filter.slice(1)}${operation}s`,
          querystring: inboxPageQuery,
          response: { 200: inbox.schemas.page },
        },
      },
      async (request) => {
        const { items, ...page } = await listInboxPage(ctx, inbox.kind, currentUser(request).id, { filter, ...request.query });
        return { success: true as const, ...page, [inbox.listKey]: items };
      },
    );
  }

  r.route({
    method: inbox.updateMethod,
    url: inbox.urls.item,
    config,
    schema: {
      tags,
      summary: `Change the status or note of one of your ${plural}`,
      operationId: `updateMxpert${operation}`,
      params: idParam,
      body: leadUpdateBody,
      response: { 200: inbox.schemas.updated },
    },
    handler: async (request) => ({
      success: true as const,
      message: said(request, inbox.texts.updated),
      data: await updateInboxItem(ctx, {
        kind: inbox.kind,
        userId: currentUser(request).id,
        id: request.params.id,
        changes: request.body,
      }),
    }),
  });

  r.post(
    inbox.urls.phoneContact,
    {
      config,
      schema: {
        tags,
        summary: `Mark one of your ${plural} contacted by phone: it counts as answered from now (set once)`,
        operationId: `markMxpert${operation}ContactedByPhone`,
        params: idParam,
        response: { 200: inbox.schemas.updated },
      },
    },
    async (request) => ({
      success: true as const,
      message: said(request, INBOX_TEXT.markedContactedByPhone),
      data: await markContactedByPhone(ctx, { kind: inbox.kind, userId: currentUser(request).id, id: request.params.id }),
    }),
  );

  r.delete(
    inbox.urls.item,
    {
      config,
      schema: {
        tags,
        summary: `Delete one of your ${plural}`,
        operationId: `deleteMxpert${operation}`,
        params: idParam,
        response: { 200: deletedResponse },
      },
    },
    async (request) => {
      await deleteInboxItem(ctx, { kind: inbox.kind, userId: currentUser(request).id, id: request.params.id });
      return { success: true as const, message: said(request, inbox.texts.deleted) };
    },
  );
}
