import { QueryBuilder } from 'drizzle-orm/pg-core';
import { notifications } from './schema.ts';

/**
 * Every notification, as another module's query joins it (`notification`): the admin's Recent
 * Activities reads the newest of a recipient or of a type from it, through the table's indexes.
 */
export const notificationsView = new QueryBuilder()
  .select({
    id: notifications.id,
    userId: notifications.userId,
    type: notifications.type,
    title: notifications.title,
    message: notifications.message,
    isRead: notifications.isRead,
    metadata: notifications.metadata,
    createdAt: notifications.createdAt,
  })
  .from(notifications)
  .as('notification');
