import type { ReplySide } from '@mx/contract';
import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { useUnread } from '../../lib/api/conversations.ts';
import { useT } from '../../lib/i18n.tsx';
import { useNamespaces } from '../../lib/page-texts.ts';

/** A dashboard's line about unread replies, with a link to each list that holds them; nothing when all are read. */
export function UnreadSummary({ side, links }: { side: ReplySide; links: { messages: string; requests: string } }) {
  const unread = useUnread(side);
  const ready = useNamespaces(['conversations']);
  const t = useT();
  if (unread.total === 0 || !ready) return null;
  return (
    <p
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
      data-testid="unread-summary"
    >
      <MessagesSquare className="size-5 shrink-0" aria-hidden="true" />
      <strong className="font-semibold">{t('conversations.unreadReplies', { count: unread.total })}</strong>
      {unread.messages.count > 0 ? (
        <Link to={links.messages} className="font-medium text-brand-800 underline">
          {t('conversations.inMessages', { count: unread.messages.count })}
        </Link>
      ) : null}
      {unread.requests.count > 0 ? (
        <Link to={links.requests} className="font-medium text-brand-800 underline">
          {t('conversations.inRequests', { count: unread.requests.count })}
        </Link>
      ) : null}
    </p>
  );
}
