import { idParam, notificationItem, notificationListQuery, notificationsResponse } from '@mx/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { type Access, currentUser } from '../../plugins/access.ts';
import { listNotifications, markNotificationRead } from './service.ts';

const tags = ['notifications'];
const markedResponse = z.object({ success: z.literal(true), data: notificationItem });

/** The bell: a professional's and an admin's own notifications, and marking one read. */
export function notificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const list = (url: string, access: Access) =>
    r.get(
      url,
      { config: { access }, schema: { tags, querystring: notificationListQuery, response: { 200: notificationsResponse } } },
      async (request) => ({
        success: true as const,
        data: await listNotifications(ctx.db, currentUser(request).id, request.query.limit),
      }),
    );
  list('/api/notifications/mxpert', ['MXPERT']);
  list('/api/admin/notifications', ['ADMIN']);

  const markRead = (url: string, access: Access) =>
    r.patch(
      url,
      { config: { access }, schema: { tags, params: idParam, response: { 200: markedResponse } } },
      async (request) => ({
        success: true as const,
        data: await markNotificationRead(ctx.db, currentUser(request).id, request.params.id),
      }),
    );
  markRead('/api/notifications/:id', 'signed-in');
  markRead('/api/admin/notifications/:id', ['ADMIN']);
}
