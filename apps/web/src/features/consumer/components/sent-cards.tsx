import type { CopRequestItem, MessageItem } from '@mx/contract';
import { CONVERSATION_TEXT } from '@mx/contract/conversation-texts';
import { paths } from '@mx/contract/paths';
import { COP_BADGE_LABEL, HELP_TYPES, labelOf, MORTGAGE_PROCESSES, PREFERRED_CONTACTS } from '@mx/contract/vocab';
import { MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import { useUnread } from '../../conversations/api/conversations.ts';

type Sent = MessageItem | CopRequestItem;

/** The card of something the consumer sent: to whom, what, when, and whether it is still open. */
function SentCard({
  item,
  badge,
  threadTo,
  hasUnread,
  children,
}: {
  item: Sent;
  badge: string;
  /** The conversation's page. */
  threadTo: string;
  /** The professional replied and the consumer has not read it yet: the card is marked. */
  hasUnread: boolean;
  children?: ReactNode;
}) {
  const expert = item.mxpertProfile;
  return (
    <Card
      className={cn('flex h-full flex-col gap-3 p-5', hasUnread && 'border-brand-600 ring-2 ring-brand-600')}
      data-unread={hasUnread || undefined}
    >
      <div className="flex items-start gap-3">
        <Avatar src={expert.photo} name={expert.user.name} className="size-11 text-sm" />
        <div className="min-w-0 flex-1">
          <Link
            to={paths.expertProfile((item.state ?? 'all').toLowerCase(), expert.cxid)}
            className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
          >
            {expert.user.name}
          </Link>
          {expert.companyName ? <p className="text-sm text-slate-700">{expert.companyName}</p> : null}
        </div>
        <Badge tone={item.status === 'open' ? 'success' : 'neutral'}>{item.status === 'open' ? 'Active' : 'Closed'}</Badge>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge>{badge}</Badge>
        {hasUnread ? (
          <Badge tone="brand" className="bg-brand-700 text-white ring-brand-700">
            {CONVERSATION_TEXT.unreadLabel}
          </Badge>
        ) : null}
      </div>
      {children}
      <p className="mt-auto text-xs text-slate-600">
        Sent {formatDate(item.createdAt)} · preferred contact: {labelOf(PREFERRED_CONTACTS, item.preferredContact)}
      </p>
      <LinkButton
        to={threadTo}
        size="sm"
        variant="secondary"
        className="self-start"
        aria-label={`Open conversation with ${expert.user.name}`}
      >
        <MessagesSquare className="size-4" aria-hidden="true" /> Open conversation
      </LinkButton>
    </Card>
  );
}

export function SentMessageCard({ message }: { message: MessageItem }) {
  const unread = useUnread('consumer');
  return (
    <SentCard
      item={message}
      badge={labelOf(HELP_TYPES, message.helpType)}
      threadTo={paths.thread.consumerMessage(message.id)}
      hasUnread={unread.messages.itemIds.includes(message.id)}
    >
      <p className="line-clamp-4 whitespace-pre-line text-sm text-slate-800">{message.message}</p>
    </SentCard>
  );
}

export function SentRequestCard({ request }: { request: CopRequestItem }) {
  const unread = useUnread('consumer');
  return (
    <SentCard
      item={request}
      badge={COP_BADGE_LABEL}
      threadTo={paths.thread.consumerRequest(request.id)}
      hasUnread={unread.requests.itemIds.includes(request.id)}
    >
      <p className="text-sm text-slate-800">
        Mortgage process: <strong className="font-semibold">{labelOf(MORTGAGE_PROCESSES, request.mortgageProcess)}</strong>
      </p>
    </SentCard>
  );
}
