import type { ReplySide } from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import { paths } from '@mx/contract/paths';
import { useLocation, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { ConversationKind } from '../../../lib/api/conversations.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { ConversationView } from './conversation-view.tsx';

/** Each side's two conversation pages: the list each was opened from (the back link), and the path that tells a COP request. */
const SIDES: Record<ReplySide, { requestsPath: string; back: Record<ConversationKind, { to: string; label: MessageId }> }> = {
  mxpert: {
    requestsPath: paths.mxpert.copRequests,
    back: {
      message: { to: paths.mxpert.messages, label: 'conversations.backToMessages' },
      cop_request: { to: paths.mxpert.copRequests, label: 'conversations.backToRequests' },
    },
  },
  consumer: {
    requestsPath: paths.consumer.requests,
    back: {
      message: { to: paths.consumer.messages, label: 'conversations.backToMyMessages' },
      cop_request: { to: paths.consumer.requests, label: 'conversations.backToMyRequests' },
    },
  },
};

const NOT_FOUND: Record<ConversationKind, MessageId> = {
  message: 'conversations.messageNotFound',
  cop_request: 'conversations.requestNotFound',
};

/** The professional's Leads list the conversation was opened from (its tab, search and page), when it was. */
function leadsListOf(state: unknown): string | null {
  const backTo = (state as { backTo?: unknown } | null)?.backTo;
  if (typeof backTo !== 'string') return null;
  return backTo === paths.mxpert.leads || backTo.startsWith(`${paths.mxpert.leads}?`) ? backTo : null;
}

/** A conversation page of one side: the item's kind from the path, its id from the last segment. */
export function ConversationPage({ side }: { side: ReplySide }) {
  const { id = '' } = useParams();
  const { pathname, state } = useLocation();
  const kind: ConversationKind = pathname.startsWith(SIDES[side].requestsPath) ? 'cop_request' : 'message';
  const fromLeads = side === 'mxpert' ? leadsListOf(state) : null;
  const ready = useNamespaces(['conversations', 'plans']);
  const t = useT();
  if (!ready) return <Spinner className="py-16" />;
  const back = SIDES[side].back[kind];
  return (
    <ConversationView
      key={`${kind}:${id}`}
      side={side}
      kind={kind}
      id={id}
      back={fromLeads ? { to: fromLeads, label: t('leads.backToLeads') } : { to: back.to, label: t(back.label) }}
      notFoundText={t(NOT_FOUND[kind])}
    />
  );
}
