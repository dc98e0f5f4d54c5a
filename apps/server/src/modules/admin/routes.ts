import {
  adminActivitiesResponse,
  adminCopRequestsResponse,
  adminMessagesResponse,
  adminRecentQuery,
  adminStatsResponse,
  idParam,
  leadConsentQuery,
  leadConsentResponse,
  notificationListQuery,
  notificationMarkedResponse,
  notificationsResponse,
} from '@mx/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { readerLocale } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/access.ts';
import { readLeadConsent } from '../leads/consent.ts';
import { notAboutDeletedLead } from '../leads/notification-links.ts';
import { listRecentLeads } from '../leads/platform-leads.ts';
import { listNotifications, markNotificationRead } from '../notifications/service.ts';
import { accountRoutes } from './account-routes.ts';
import { auditRoutes } from './audit-routes.ts';
import { professionalRoutes } from './professional-routes.ts';
import { listActivities } from './recent.ts';
import { getAdminStats } from './stats.ts';

const tags = ['admin'];
const access = ['ADMIN'] as const;

/** The admin area: the tiles, the consent records, recent traffic and the bell; then the professionals, the accounts and the audit trail. */
export function adminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/stats',
    {
      config: { access },
      schema: {
        summary: "The counts of the admin dashboard's tiles",
        operationId: 'getAdminStats',
        tags,
        response: { 200: adminStatsResponse },
      },
    },
    async () => ({
      success: true as const,
      data: await getAdminStats(ctx.db),
    }),
  );

  r.get(
    '/api/admin/consents',
    {
      config: { access },
      schema: {
        summary: 'The consent record of one lead',
        operationId: 'getLeadConsent',
        tags,
        description: 'The consent record of one lead: exactly one of messageId and copRequestId (docs/decisions/057).',
        querystring: leadConsentQuery,
        response: { 200: leadConsentResponse },
      },
    },
    async (request) => ({ success: true as const, data: await readLeadConsent(ctx.db, request.query) }),
  );

  r.get(
    '/api/admin/messages',
    {
      config: { access },
      schema: {
        summary: 'The most recent messages on the platform',
        operationId: 'listAdminRecentMessages',
        tags,
        querystring: adminRecentQuery,
        response: { 200: adminMessagesResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { messages: await listRecentLeads(ctx.db, 'message', request.query.limit) },
    }),
  );

  r.get(
    '/api/admin/cop-requests',
    {
      config: { access },
      schema: {
        summary: 'The most recent COP requests on the platform',
        operationId: 'listAdminRecentCopRequests',
        tags,
        querystring: adminRecentQuery,
        response: { 200: adminCopRequestsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { copRequests: await listRecentLeads(ctx.db, 'cop_request', request.query.limit) },
    }),
  );

  r.get(
    '/api/admin/activities',
    {
      config: { access },
      schema: {
        summary: 'The most recent activity on the platform',
        operationId: 'listAdminActivities',
        tags,
        querystring: adminRecentQuery,
        response: { 200: adminActivitiesResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { activities: await listActivities(ctx.db, currentUser(request).id, request.query.limit, readerLocale(request)) },
    }),
  );

  r.get(
    '/api/admin/notifications',
    {
      config: { access },
      schema: {
        summary: 'Your admin notifications, newest first',
        operationId: 'listAdminNotifications',
        tags: ['notifications'],
        querystring: notificationListQuery,
        response: { 200: notificationsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listNotifications(
        ctx.db,
        currentUser(request).id,
        request.query.limit,
        readerLocale(request),
        notAboutDeletedLead(),
      ),
    }),
  );

  r.patch(
    '/api/admin/notifications/:id',
    {
      config: { access },
      schema: {
        summary: 'Mark one of your admin notifications read',
        operationId: 'markAdminNotificationRead',
        tags: ['notifications'],
        params: idParam,
        response: { 200: notificationMarkedResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await markNotificationRead(ctx.db, currentUser(request).id, request.params.id, readerLocale(request)),
    }),
  );

  professionalRoutes(app, ctx);
  accountRoutes(app, ctx);
  auditRoutes(app, ctx);
}
