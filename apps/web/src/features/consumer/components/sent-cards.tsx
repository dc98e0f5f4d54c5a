import type { CopRequestItem, MessageItem } from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import { paths } from '@mx/contract/paths';
import { MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useUnread } from '../../../lib/api/conversations.ts';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';

type Sent = MessageItem | CopRequestItem;

/** The card of something the consumer sent: to whom, what, when, and whether it is still open. */
function SentCard({
  item,
  badge,
  conversationTo,
  hasUnread,
  children,
}: {
  item: Sent;
  badge: string;
  /** The conversation's page. */
  conversationTo: string;
  /** The professional replied and the consumer has not read it yet: the card is marked. */
  hasUnread: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const professional = item.mxpertProfile;
  return (
    <Card
      className={cn('flex h-full flex-col gap-3 p-5', hasUnread && 'border-brand-600 ring-2 ring-brand-600')}
      data-unread={hasUnread || undefined}
    >
      <div className="flex items-start gap-3">
        <Avatar src={professional.photo} name={professional.user.name} className="size-11 text-sm" />
        <div className="min-w-0 flex-1">
          <Link
            to={paths.professionalProfile((item.state ?? 'all').toLowerCase(), professional.cxid)}
            className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
          >
            {professional.user.name}
          </Link>
          {professional.companyName ? <p className="text-sm text-slate-700">{professional.companyName}</p> : null}
        </div>
        <Badge tone={item.status === 'open' ? 'success' : 'neutral'}>
          {item.status === 'open' ? t('conversations.statusActive') : t('conversations.statusClosed')}
        </Badge>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge>{badge}</Badge>
        {hasUnread ? (
          <Badge tone="brand" className="bg-brand-700 text-white ring-brand-700">
            {t('conversations.unreadLabel')}
          </Badge>
        ) : null}
      </div>
      {children}
      <p className="mt-auto text-xs text-slate-600">
        {t('consumer.sentLine', {
          date: formatDate(item.createdAt),
          contact: t(`profile.contact.${item.preferredContact}` as MessageId),
        })}
      </p>
      <LinkButton
        to={conversationTo}
        size="sm"
        variant="secondary"
        className="self-start"
        aria-label={t('consumer.openConversationWith', { name: professional.user.name })}
      >
        <MessagesSquare className="size-4" aria-hidden="true" /> {t('consumer.openConversation')}
      </LinkButton>
    </Card>
  );
}

export function SentMessageCard({ message }: { message: MessageItem }) {
  const unread = useUnread('consumer');
  const t = useT();
  return (
    <SentCard
      item={message}
      badge={t(`options.helpType.${message.helpType}` as MessageId)}
      conversationTo={paths.conversation.consumerMessage(message.id)}
      hasUnread={unread.messages.itemIds.includes(message.id)}
    >
      <p className="line-clamp-4 whitespace-pre-line text-sm text-slate-800">{message.message}</p>
    </SentCard>
  );
}

export function SentRequestCard({ request }: { request: CopRequestItem }) {
  const unread = useUnread('consumer');
  const t = useT();
  return (
    <SentCard
      item={request}
      badge={t('conversations.copBadge')}
      conversationTo={paths.conversation.consumerRequest(request.id)}
      hasUnread={unread.requests.itemIds.includes(request.id)}
    >
      <p className="text-sm text-slate-800">
        {t('consumer.mortgageProcess')}{' '}
        <strong className="font-semibold">{t(`conversations.mortgageProcess.${request.mortgageProcess}` as MessageId)}</strong>
      </p>
    </SentCard>
  );
}
