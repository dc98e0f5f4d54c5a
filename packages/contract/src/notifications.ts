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

/** The answer to marking one notification read: the notification as it is now. */
export const notificationMarkedResponse = z.object({ success: z.literal(true), data: notificationItem });

/** The answer to 'Mark all read': how many notifications were unread. */
export const notificationsMarkedAllResponse = z.object({
  success: z.literal(true),
  data: z.object({ marked: z.number().int() }),
});

export const notificationListQuery = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int()
    .min(1, 'Limit must be between 1 and 50')
    .max(50, 'Limit must be between 1 and 50')
    .default(10),
  recent: z.enum(['true', 'false'], { error: 'Recent must be true or false' }).optional(),
});

export const idParam = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** A metadata value as text: only non-blank strings count (metadata is free-form JSON). */
function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * What a notification says in the admin's Recent Activities and bell: composed for
 * a message received, a credit optimization plan request received, an onboarding completed and an
 * approval; any other type (user_registration included) shows its own message.
 */
export function composeNotificationText(n: Pick<NotificationItem, 'type' | 'message' | 'metadata'>): string {
  const m = n.metadata ?? {};
  const sender = textOf(m.senderName) ?? ([textOf(m.firstName), textOf(m.lastName)].filter(Boolean).join(' ') || 'Someone');
  const mxpertName = textOf(m.mxpertName);
  const mxpert = mxpertName ?? 'A MortgageXpert';
  const company = textOf(m.mxpertCompany);
  const forMxpert = mxpertName ? ` for ${mxpertName}` : '';
  switch (n.type) {
    case 'new_message':
      return `New message received from ${sender}${forMxpert}`;
    case 'new_cop_request':
      return `Credit optimization plan request received from ${sender}${forMxpert}`;
    case 'onboarding_complete':
      return `${mxpert}${company ? ` (${company})` : ''} completed onboarding and is waiting for approval`;
    case 'approved':
      return `${mxpert}${company ? ` (${company})` : ''} was approved`;
    default:
      return n.message;
  }
}

/** What the bell's badge shows: the unread count, capped at 9+. */
function badgeCount(unread: number): string {
  return unread > 9 ? '9+' : String(unread);
}

/**
 * The bell's texts. Its accessible name holds the badge as shown (9+ past nine), so the name a
 * screen reader or voice control uses contains the label seen on screen (WCAG 2.5.3).
 */
export const NOTIFICATION_TEXT = {
  bell: 'Notifications',
  badge: badgeCount,
  bellUnread: (unread: number) => (unread > 0 ? `Notifications, ${badgeCount(unread)} unread` : 'Notifications'),
  markAllRead: 'Mark all read',
  markAllReadFailed: 'Failed to mark notifications as read',
} as const;
