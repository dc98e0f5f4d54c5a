import type { ReplySide } from '@mx/contract';
import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { useUnread } from '../api/conversations.ts';

const repliesText = (n: number) => `${n} unread ${n === 1 ? 'reply' : 'replies'}`;

/** A dashboard's line about unread replies, with a link to each list that holds them; nothing when all are read. */
export function UnreadSummary({ side, links }: { side: ReplySide; links: { messages: string; requests: string } }) {
  const unread = useUnread(side);
  if (unread.total === 0) return null;
  return (
    <p
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
      data-testid="unread-summary"
    >
      <MessagesSquare className="size-5 shrink-0" aria-hidden="true" />
      <strong className="font-semibold">{repliesText(unread.total)}</strong>
      {unread.messages.count > 0 ? (
        <Link to={links.messages} className="font-medium text-brand-800 underline">
          {`${unread.messages.count} in messages`}
        </Link>
      ) : null}
      {unread.requests.count > 0 ? (
        <Link to={links.requests} className="font-medium text-brand-800 underline">
          {`${unread.requests.count} in requests`}
        </Link>
      ) : null}
    </p>
  );
}
