import { z } from 'zod';
import { NOTIFICATION_TYPES } from './vocab.ts';

export const notificationItem = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  user: z.object({ name: z.string() }),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationsResponse = z.object({
  success: z.literal(true),
  data: z.object({ notifications: z.array(notificationItem), unreadCount: z.number().int() }),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const notificationListQuery = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int()
    .min(1, 'Limit must be between 1 and 50')
    .max(50, 'Limit must be between 1 and 50')
    .default(10),
  recent: z.enum(['true', 'false']).optional(),
});

export const idParam = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** What a notification says in the admin's Recent Activities and bell (spec: composed texts). */
export function composeNotificationText(n: Pick<NotificationItem, 'type' | 'message' | 'metadata'>): string {
  const m = n.metadata as Record<string, string | undefined>;
  const sender = m.senderName ?? ([m.firstName, m.lastName].filter(Boolean).join(' ') || 'Someone');
  const mxpert = m.mxpertName ?? 'A MortgageXpert';
  switch (n.type) {
    case 'new_message':
      return `New message received from ${sender}${m.mxpertName ? ` for ${m.mxpertName}` : ''}`;
    case 'new_cop_request':
      return `Credit optimization plan request received from ${sender}${m.mxpertName ? ` for ${m.mxpertName}` : ''}`;
    case 'onboarding_complete':
      return `${mxpert}${m.mxpertCompany ? ` (${m.mxpertCompany})` : ''} completed onboarding and is waiting for approval`;
    case 'approved':
      return `${mxpert}${m.mxpertCompany ? ` (${m.mxpertCompany})` : ''} was approved`;
    default:
      return n.message;
  }
}
