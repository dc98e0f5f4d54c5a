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

/** The sentences the admin's Recent Activities and bell compose, with their placeholders. */
export const NOTIFICATION_SENTENCES = {
  someone: 'Someone',
  aMortgageXpert: 'A MortgageXpert',
  withCompany: '{name} ({company})',
  newMessage: 'New message received from {sender}',
  newMessageFor: 'New message received from {sender} for {mxpert}',
  newCopRequest: 'Credit optimization plan request received from {sender}',
  newCopRequestFor: 'Credit optimization plan request received from {sender} for {mxpert}',
  onboardingComplete: '{mxpert} completed onboarding and is waiting for approval',
  approved: '{mxpert} was approved',
} as const;

/** Says one of NOTIFICATION_SENTENCES with its values, in some language. */
export type NotificationSay = (key: keyof typeof NOTIFICATION_SENTENCES, values?: Record<string, string>) => string;

/** The English sentences, each placeholder replaced by its value as it is (never read as a pattern). */
const sayInEnglish: NotificationSay = (key, values = {}) =>
  NOTIFICATION_SENTENCES[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * What a notification says in the admin's Recent Activities and bell: composed for
 * a message received, a credit optimization plan request received, an onboarding completed and an
 * approval; any other type (user_registration included) shows its own message.
 */
export function composeNotificationText(n: Pick<NotificationItem, 'type' | 'message' | 'metadata'>): string {
  return composeNotificationTextIn(n, sayInEnglish);
}

/** The same in the language `say` speaks (the web passes the catalogue's). */
export function composeNotificationTextIn(
  n: Pick<NotificationItem, 'type' | 'message' | 'metadata'>,
  say: NotificationSay,
): string {
  const m = n.metadata ?? {};
  const sender = textOf(m.senderName) ?? ([textOf(m.firstName), textOf(m.lastName)].filter(Boolean).join(' ') || say('someone'));
  const mxpertName = textOf(m.mxpertName);
  const name = mxpertName ?? say('aMortgageXpert');
  const company = textOf(m.mxpertCompany);
  const mxpert = company ? say('withCompany', { name, company }) : name;
  switch (n.type) {
    case 'new_message':
      return mxpertName ? say('newMessageFor', { sender, mxpert: mxpertName }) : say('newMessage', { sender });
    case 'new_cop_request':
      return mxpertName ? say('newCopRequestFor', { sender, mxpert: mxpertName }) : say('newCopRequest', { sender });
    case 'onboarding_complete':
      return say('onboardingComplete', { mxpert });
    case 'approved':
      return say('approved', { mxpert });
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
