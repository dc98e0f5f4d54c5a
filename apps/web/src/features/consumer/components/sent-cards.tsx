import type { CopRequestItem, MessageItem } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { COP_BADGE_LABEL, HELP_TYPES, labelOf, MORTGAGE_PROCESSES, PREFERRED_CONTACTS } from '@mx/contract/vocab';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/format.ts';

type Sent = MessageItem | CopRequestItem;

/** The card of something the consumer sent: to whom, what, when, and whether it is still open. */
function SentCard({ item, badge, children }: { item: Sent; badge: string; children?: ReactNode }) {
  const expert = item.mxpertProfile;
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
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
      </div>
      {children}
      <p className="mt-auto text-xs text-slate-600">
        Sent {formatDate(item.createdAt)} · preferred contact: {labelOf(PREFERRED_CONTACTS, item.preferredContact)}
      </p>
    </Card>
  );
}

export function SentMessageCard({ message }: { message: MessageItem }) {
  return (
    <SentCard item={message} badge={labelOf(HELP_TYPES, message.helpType)}>
      <p className="line-clamp-4 whitespace-pre-line text-sm text-slate-800">{message.message}</p>
    </SentCard>
  );
}

export function SentRequestCard({ request }: { request: CopRequestItem }) {
  return (
    <SentCard item={request} badge={COP_BADGE_LABEL}>
      <p className="text-sm text-slate-800">
        Mortgage process: <strong className="font-semibold">{labelOf(MORTGAGE_PROCESSES, request.mortgageProcess)}</strong>
      </p>
    </SentCard>
  );
}
