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
  LEAD_KINDS,
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
import { LEAD_API_NAMES } from './kinds.ts';
import { listLeads } from './lead-list.ts';
import type { PlanIdsOfLeads } from './plan-lead.ts';
import type { LeadKind } from './tables.ts';

const tags = ['dashboard'];
const config = { access: ['MXPERT'] as const };

/** Each inbox's URLs, by route and kind of lead, written out so a search for any of them finds it. */
const URLS: Record<'recent' | InboxFilter | 'item' | 'phoneContact', Record<LeadKind, string>> = {
  recent: { message: '/api/dashboard/messages/recent', cop_request: '/api/dashboard/cop-requests/recent' },
  all: { message: '/api/dashboard/messages/all', cop_request: '/api/dashboard/cop-requests/all' },
  open: { message: '/api/dashboard/messages/open', cop_request: '/api/dashboard/cop-requests/open' },
  closed: { message: '/api/dashboard/messages/closed', cop_request: '/api/dashboard/cop-requests/closed' },
  item: { message: '/api/dashboard/messages/:id', cop_request: '/api/dashboard/cop-requests/:id' },
  phoneContact: {
    message: '/api/dashboard/messages/:id/phone-contact',
    cop_request: '/api/dashboard/cop-requests/:id/phone-contact',
  },
};

/** What else differs between the two inboxes: what their lists answer (under which key), how they update one, and what a delete says. */
interface Inbox {
  /** Typed loosely here; each still validates and shapes its answer. */
  lists: { key: 'messages' | 'copRequests'; page: z.ZodType; recent: z.ZodType };
  update: { method: 'PATCH' | 'PUT'; response: z.ZodType; text: string };
  deleted: string;
}

const INBOXES: Record<LeadKind, Inbox> = {
  message: {
    lists: { key: 'messages', page: messagePageResponse, recent: recentMessagesResponse },
    update: { method: 'PATCH', response: messageUpdatedResponse, text: INBOX_TEXT.messageUpdated },
    deleted: INBOX_TEXT.messageDeleted,
  },
  cop_request: {
    lists: { key: 'copRequests', page: copRequestPageResponse, recent: recentCopRequestsResponse },
    // The published API updates a request with PUT (and a message with PATCH).
    update: { method: 'PUT', response: copRequestUpdatedResponse, text: INBOX_TEXT.requestUpdated },
    deleted: INBOX_TEXT.requestDeleted,
  },
};

/**
 * The professional's dashboard and inboxes; each item shows the plan its lead has (`planIdsOfLeads`,
 * the plans module's: it sits above this one).
 */
export function leadInboxRoutes(app: FastifyInstance, ctx: AppContext, planIdsOfLeads: PlanIdsOfLeads): void {
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
  for (const kind of LEAD_KINDS) inboxRoutes(app, ctx, kind, planIdsOfLeads);
}

/** recent, all, open and closed lists, the Manage update and the delete of one inbox. */
function inboxRoutes(app: FastifyInstance, ctx: AppContext, kind: LeadKind, planIdsOfLeads: PlanIdsOfLeads): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inbox = INBOXES[kind];
  const { lead, operation } = LEAD_API_NAMES[kind];
  const plural = `${lead}s`;

  r.get(
    URLS.recent[kind],
    {
      config,
      schema: {
        tags,
        summary: `Your most recent ${plural}`,
        operationId: `listMxpertRecent${operation}s`,
        response: { 200: inbox.lists.recent },
      },
    },
    async (request) => ({
      success: true as const,
      [inbox.lists.key]: await listRecentInbox(ctx, kind, currentUser(request).id, DASHBOARD_RECENT_COUNT, planIdsOfLeads),
    }),
  );

  for (const filter of INBOX_FILTERS) {
    r.get(
      URLS[filter][kind],
      {
        config,
        schema: {
          tags,
          summary: filter === 'all' ? `All your ${plural}, a page at a time` : `Your ${filter} ${plural}, a page at a time`,
          operationId: `listMxpert${filter[0]?.toUpperCase()}${filter.slice(1)}${operation}s`,
          querystring: inboxPageQuery,
          response: { 200: inbox.lists.page },
        },
      },
      async (request) => {
        const { items, ...page } = await listInboxPage(
          ctx,
          kind,
          currentUser(request).id,
          { filter, ...request.query },
          planIdsOfLeads,
        );
        return { success: true as const, ...page, [inbox.lists.key]: items };
      },
    );
  }

  r.route({
    method: inbox.update.method,
    url: URLS.item[kind],
    config,
    schema: {
      tags,
      summary: `Change the status or note of one of your ${plural}`,
      operationId: `updateMxpert${operation}`,
      params: idParam,
      body: leadUpdateBody,
      response: { 200: inbox.update.response },
    },
    handler: async (request) => ({
      success: true as const,
      message: said(request, inbox.update.text),
      data: await updateInboxItem(ctx, {
        kind,
        userId: currentUser(request).id,
        id: request.params.id,
        changes: request.body,
      }),
    }),
  });

  r.post(
    URLS.phoneContact[kind],
    {
      config,
      schema: {
        tags,
        summary: `Mark one of your ${plural} contacted by phone: it counts as answered from now (set once)`,
        operationId: `markMxpert${operation}ContactedByPhone`,
        params: idParam,
        response: { 200: inbox.update.response },
      },
    },
    async (request) => ({
      success: true as const,
      message: said(request, INBOX_TEXT.markedContactedByPhone),
      data: await markContactedByPhone(ctx, { kind, userId: currentUser(request).id, id: request.params.id }),
    }),
  );

  r.delete(
    URLS.item[kind],
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
      await deleteInboxItem(ctx, { kind, userId: currentUser(request).id, id: request.params.id });
      return { success: true as const, message: said(request, inbox.deleted) };
    },
  );
}
