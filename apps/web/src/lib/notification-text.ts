import { composeNotificationTextIn, type NotificationItem } from '@mx/contract';
import { useCallback } from 'react';
import { useT } from './i18n.tsx';

/** What a notification says in the admin's Recent Activities and bell, in the admin's language (`admin` texts loaded). */
export function useNotificationText(): (n: Pick<NotificationItem, 'type' | 'message' | 'metadata'>) => string {
  const t = useT();
  return useCallback((n) => composeNotificationTextIn(n, (key, values) => t(`admin.notice.${key}`, values)), [t]);
}
