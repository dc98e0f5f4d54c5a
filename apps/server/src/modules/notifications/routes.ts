import { idParam, notificationListQuery, notificationMarkedResponse, notificationsResponse } from '@mx/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { currentUser } from '../../plugins/access.ts';
import { listNotifications, markNotificationRead } from './service.ts';

const tags = ['notifications'];

/** The professional's bell: their own notifications, and marking one read (the admin's bell is in admin/routes.ts). */
export function notificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/notifications/mxpert',
    {
      config: { access: ['MXPERT'] },
      schema: { tags, querystring: notificationListQuery, response: { 200: notificationsResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await listNotifications(ctx.db, currentUser(request).id, request.query.limit),
    }),
  );

  r.patch(
    '/api/notifications/:id',
    { config: { access: 'signed-in' }, schema: { tags, params: idParam, response: { 200: notificationMarkedResponse } } },
    async (request) => ({
      success: true as const,
      data: await markNotificationRead(ctx.db, currentUser(request).id, request.params.id),
    }),
  );
}
