import { isKnownPage, NOTIFICATION_TEXT, type NotificationItem } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../../../components/ui/cn.ts';
import { HEADER_PANEL_PLACEMENT, headerPanelClassName } from '../../../components/ui/header-panel.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useNotificationText } from '../../../lib/notification-text.ts';
import { notify } from '../../../lib/toast.ts';
import {
  type NotificationSource,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../api/notifications.ts';

/** The bell of the professional, consumer and admin headers: up to 10 items, badge capped at 9+. */
/** Notifications whose metadata names the page they are about: a reply's conversation, a plan. */
const LINKED_TYPES: ReadonlySet<string> = new Set(['new_reply', 'plan_published', 'plan_progress', 'plan_completed']);

/** Where an item leads: its own link, or for the professional a new lead's conversation. */
function linkOf(n: NotificationItem, source: NotificationSource): unknown {
  if (LINKED_TYPES.has(n.type)) return n.metadata.link;
  if (source !== 'mxpert') return undefined;
  const { messageId, copRequestId } = n.metadata;
  if (n.type === 'new_message' && typeof messageId === 'string') return paths.conversation.mxpertMessage(messageId);
  if (n.type === 'new_cop_request' && typeof copRequestId === 'string') return paths.conversation.mxpertCopRequest(copRequestId);
  return undefined;
}

export function NotificationBell({ source }: { source: NotificationSource }) {
  const t = useT();
  // The admin's items are composed from their details, in the admin's language; the others say their stored sentence.
  const noticeText = useNotificationText();
  const notifications = useNotifications(source);
  const markRead = useMarkNotificationRead(source);
  const markAll = useMarkAllNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.notifications.slice(0, 10) ?? [];

  const navigate = useNavigate();
  // Closed when an item opens its page.
  const [open, setOpen] = useState(false);
  const onItem = (id: string, isRead: boolean, link: unknown) => {
    if (!isRead) markRead.mutate(id, { onError: () => notify.error(t('common.markReadFailed')) });
    // A reply's notification opens its conversation (a path of this app, never another site).
    if (typeof link === 'string' && isKnownPage(link)) {
      setOpen(false);
      navigate(link);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100"
        aria-label={unread > 0 ? t('common.bellUnread', { count: NOTIFICATION_TEXT.badge(unread) }) : t('common.bell')}
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
          {...HEADER_PANEL_PLACEMENT}
          className={headerPanelClassName('max-h-[400px] w-[min(22rem,calc(100vw-1rem))] overflow-y-auto')}
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-2">
            <p className="py-1 text-sm font-semibold text-slate-900">{t('common.bell')}</p>
            {unread > 0 ? (
              <button
                type="button"
                onClick={() => markAll.mutate(undefined, { onError: () => notify.error(t('common.markAllReadFailed')) })}
                disabled={markAll.isPending}
                className="rounded px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 hover:underline disabled:opacity-60"
              >
                {t('common.markAllRead')}
              </button>
            ) : null}
          </div>
          {notifications.isError ? (
            <p className="px-4 py-6 text-sm text-red-700" role="alert">
              {t('common.notificationsFailed')}
            </p>
          ) : items.length === 0 ? (
            <p className="px-4 py-6 text-sm text-slate-600">
              {notifications.isPending ? t('common.notificationsLoading') : t('common.noNotifications')}
            </p>
          ) : (
            <ul aria-label={t('common.notificationsList')}>
              {items.map((n) => (
                <li key={n.id} className="border-b border-slate-100 last:border-0">
                  <button
                    type="button"
                    onClick={() => onItem(n.id, n.isRead, linkOf(n, source))}
                    className={cn('block w-full px-4 py-3 text-left hover:bg-slate-50', !n.isRead && 'bg-brand-50')}
                  >
                    <span className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                      {!n.isRead ? (
                        <>
                          <span className="size-2 shrink-0 rounded-full bg-brand-700" aria-hidden="true" />
                          <span className="sr-only">{t('common.unread')}</span>
                        </>
                      ) : null}
                      {n.title}
                    </span>
                    <span className="mt-0.5 block text-sm text-slate-700">{source === 'admin' ? noticeText(n) : n.message}</span>
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
