import {
  idParam,
  notificationListQuery,
  notificationMarkedResponse,
  notificationsMarkedAllResponse,
  notificationsResponse,
} from '@mx/contract';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { readerLocale } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/access.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './service.ts';

const tags = ['notifications'];

/**
 * The professional's and the client's bells: their own notifications, and marking one read (the admin's
 * bell is in admin/routes.ts). The bells list those `shown` keeps (the leads module's
 * `notAboutDeletedLead`: that module sits above this one).
 */
export function notificationRoutes(app: FastifyInstance, ctx: AppContext, shown: SQL): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The professional's bell and the client's: the same list, each their own.
  const bells = [
    { url: '/api/notifications/mxpert', access: ['MXPERT'] as const, operationId: 'listMxpertNotifications' },
    { url: '/api/notifications/consumer', access: ['CONSUMER'] as const, operationId: 'listConsumerNotifications' },
  ];
  for (const bell of bells) {
    r.get(
      bell.url,
      {
        config: { access: bell.access },
        schema: {
          tags,
          summary: 'Your notifications, newest first',
          operationId: bell.operationId,
          querystring: notificationListQuery,
          response: { 200: notificationsResponse },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listNotifications(ctx.db, currentUser(request).id, request.query.limit, readerLocale(request), shown),
      }),
    );
  }

  // Reading is open to any standing, as marking one read is.
  r.post(
    '/api/notifications/read-all',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Mark all your notifications read',
        operationId: 'markAllNotificationsRead',
        tags,
        response: { 200: notificationsMarkedAllResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { marked: await markAllNotificationsRead(ctx.db, currentUser(request).id) },
    }),
  );

  r.patch(
    '/api/notifications/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Mark one of your notifications read',
        operationId: 'markNotificationRead',
        tags,
        params: idParam,
        response: { 200: notificationMarkedResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await markNotificationRead(ctx.db, currentUser(request).id, request.params.id, readerLocale(request)),
    }),
  );
}
