import {
  ADMIN_TEXT,
  adminActivitiesResponse,
  adminCopRequestsResponse,
  adminMessagesResponse,
  adminMxpertListResponse,
  adminMxpertResponse,
  adminMxpertsQuery,
  adminRecentQuery,
  adminStatsResponse,
  approvedMxpertsQuery,
  approveMxpertBody,
  decisionResponse,
  idParam,
  leadConsentQuery,
  leadConsentResponse,
  notificationListQuery,
  notificationMarkedResponse,
  notificationsResponse,
  rejectMxpertBody,
} from '@mx/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mxpertProfiles } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { currentUser } from '../../plugins/access.ts';
import { readLeadConsent } from '../inquiries/lead-consent.ts';
import { loadMxpertProfileView } from '../mxpert/profile-view.ts';
import { listNotifications, markNotificationRead } from '../notifications/service.ts';
import { approveMxpert, rejectMxpert } from './decisions.ts';
import { listApprovedMxperts, listPendingMxperts } from './mxpert-lists.ts';
import { nmlsAlsoUsedBy } from './nmls.ts';
import { listActivities, listRecentCopRequests, listRecentMessages } from './recent.ts';
import { adminOpsRoutes } from './routes-ops.ts';
import { getAdminStats } from './stats.ts';

const tags = ['admin'];
const access = ['ADMIN'] as const;

/** The admin area: tiles, the professionals to review and the approved ones, decisions, recent traffic, the bell. */
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
    '/api/admin/mxperts',
    {
      config: { access },
      schema: {
        summary: 'Professionals waiting for review, a page at a time',
        operationId: 'listPendingMxperts',
        tags,
        querystring: adminMxpertsQuery,
        response: { 200: adminMxpertListResponse },
      },
    },
    async (request) => ({ success: true as const, data: await listPendingMxperts(ctx.db, request.query) }),
  );

  r.get(
    '/api/admin/mortgagexperts',
    {
      config: { access },
      schema: {
        summary: 'Approved professionals, a page at a time',
        operationId: 'listApprovedMxperts',
        tags,
        querystring: approvedMxpertsQuery,
        response: { 200: adminMxpertListResponse },
      },
    },
    async (request) => ({ success: true as const, data: await listApprovedMxperts(ctx.db, request.query) }),
  );

  r.get(
    '/api/admin/mxperts/:id',
    {
      config: { access },
      schema: {
        summary: "One professional's profile for review, with other accounts using the same NMLS ID",
        operationId: 'getAdminMxpert',
        tags,
        params: idParam,
        response: { 200: adminMxpertResponse },
      },
    },
    async (request) => {
      const profile = await loadMxpertProfileView(ctx.db, eq(mxpertProfiles.id, request.params.id));
      if (!profile) throw new AppError('NOT_FOUND', ADMIN_TEXT.mxpertNotFound);
      const duplicates = await nmlsAlsoUsedBy(ctx.db, [profile]);
      return { success: true as const, data: { ...profile, nmlsAlsoUsedBy: duplicates.get(profile.id) ?? [] } };
    },
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

  r.post(
    '/api/admin/mxperts/:id/approve',
    {
      config: { access },
      schema: {
        summary: 'Approve a professional; they are e-mailed',
        operationId: 'approveMxpert',
        tags,
        params: idParam,
        body: approveMxpertBody,
        response: { 200: decisionResponse },
      },
    },
    async (request) => {
      const { message, ...data } = await approveMxpert(ctx, {
        admin: currentUser(request),
        mxpertId: request.params.id,
        confirmDuplicateNmls: request.body?.confirmDuplicateNmls,
      });
      return { success: true as const, message, data };
    },
  );

  r.post(
    '/api/admin/mxperts/:id/reject',
    {
      config: { access },
      schema: {
        summary: 'Reject a professional with a reason; they are e-mailed',
        operationId: 'rejectMxpert',
        tags,
        params: idParam,
        body: rejectMxpertBody,
        response: { 200: decisionResponse },
      },
    },
    async (request) => {
      const { message, ...data } = await rejectMxpert(ctx, {
        admin: currentUser(request),
        mxpertId: request.params.id,
        reason: request.body.reason,
      });
      return { success: true as const, message, data };
    },
  );

  adminOpsRoutes(app, ctx);

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
    async (request) => ({ success: true as const, data: { messages: await listRecentMessages(ctx.db, request.query.limit) } }),
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
      data: { copRequests: await listRecentCopRequests(ctx.db, request.query.limit) },
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
      data: { activities: await listActivities(ctx.db, currentUser(request).id, request.query.limit) },
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
      data: await listNotifications(ctx.db, currentUser(request).id, request.query.limit),
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
      data: await markNotificationRead(ctx.db, currentUser(request).id, request.params.id),
    }),
  );
}
