import { composeNotificationText, isKnownPage, NOTIFICATION_TEXT } from '@mx/contract';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useNavigate } from 'react-router';
import { cn } from '../../../components/ui/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { type NotificationSource, useMarkNotificationRead, useNotifications } from '../api/notifications.ts';

/** The bell of the professional, consumer and admin headers: up to 10 items, badge capped at 9+. */
/** Notifications whose metadata names the page they are about: a reply's thread, a plan. */
const LINKED_TYPES: ReadonlySet<string> = new Set(['new_reply', 'plan_published', 'plan_progress', 'plan_completed']);

export function NotificationBell({ source }: { source: NotificationSource }) {
  const notifications = useNotifications(source);
  const markRead = useMarkNotificationRead(source);
  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.notifications.slice(0, 10) ?? [];

  const navigate = useNavigate();
  const onItem = (id: string, isRead: boolean, link: unknown) => {
    if (!isRead) markRead.mutate(id, { onError: () => notify.error('Failed to mark notification as read') });
    // A reply's notification opens its conversation (a path of this app, never another site).
    if (typeof link === 'string' && isKnownPage(link)) navigate(link);
  };

  return (
    <Popover.Root>
      <Popover.Trigger
        className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100"
        aria-label={NOTIFICATION_TEXT.bellUnread(unread)}
      >
        <Bell className="size-6" aria-hidden="true" />
        {unread > 0 ? (
          <span
            className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
            data-testid="notification-badge"
            aria-hidden="true"
          >
            {NOTIFICATION_TEXT.badge(unread)}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 max-h-[400px] w-[min(22rem,calc(100vw-1rem))] overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-lg"
        >
          <p className="border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900">Notifications</p>
          {notifications.isError ? (
            <p className="px-4 py-6 text-sm text-red-700" role="alert">
              Failed to fetch notifications
            </p>
          ) : items.length === 0 ? (
            <p className="px-4 py-6 text-sm text-slate-600">{notifications.isPending ? 'Loading…' : 'No notifications yet'}</p>
          ) : (
            <ul aria-label="Notifications list">
              {items.map((n) => (
                <li key={n.id} className="border-b border-slate-100 last:border-0">
                  <button
                    type="button"
                    onClick={() => onItem(n.id, n.isRead, LINKED_TYPES.has(n.type) ? n.metadata.link : undefined)}
                    className={cn('block w-full px-4 py-3 text-left hover:bg-slate-50', !n.isRead && 'bg-brand-50')}
                  >
                    <span className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                      {!n.isRead ? (
                        <>
                          <span className="size-2 shrink-0 rounded-full bg-brand-700" aria-hidden="true" />
                          <span className="sr-only">Unread:</span>
                        </>
                      ) : null}
                      {n.title}
                    </span>
                    <span className="mt-0.5 block text-sm text-slate-700">
                      {source === 'admin' ? composeNotificationText(n) : n.message}
                    </span>
                    <span className="mt-1 block text-xs text-slate-600">{formatDateTime(n.createdAt)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
