import type { LeadStatus, MessageItem } from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import { paths } from '@mx/contract/paths';
import { useLocation, useNavigate } from 'react-router';
import { useInboxActions } from '../../../components/leads/inbox-actions.tsx';
import { PhoneContactButton } from '../../../components/leads/phone-contact-button.tsx';
import { PlanButton } from '../../../components/plans/plan-button.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { useUnread } from '../../../lib/api/conversations.ts';
import { useDeleteMessage, useMessagesPage, useUpdateMessage } from '../../../lib/api/inbox.ts';
import { useT } from '../../../lib/i18n.tsx';
import type { ListStateConfig } from '../../../lib/list-state.ts';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { InboxView } from '../components/inbox-view.tsx';
import { LeadCard } from '../components/lead-card.tsx';

const PATHS: Record<LeadStatus, string> = { open: paths.mxpert.messages, closed: paths.mxpert.closedMessages };

/** The status is the path; the page lives in the URL: ?page=2. */
const LIST_STATE: ListStateConfig = {};

const nameOf = (m: MessageItem) => `${m.firstName} ${m.lastName}`;

/** /mxpert/messages and /mxpert/messages/closed: the professional's messages, by status. */
export default function MessagesPage() {
  const ready = useNamespaces(['leads']);
  const t = useT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { state, change } = useListState(LIST_STATE);
  const status: LeadStatus = pathname.replace(/\/$/, '') === paths.mxpert.closedMessages ? 'closed' : 'open';
  const { page } = state;
  const query = useMessagesPage(status, page);
  const update = useUpdateMessage();
  const remove = useDeleteMessage();
  const unread = useUnread('mxpert');
  const actions = useInboxActions('message', update, remove);

  if (!ready) return null;
  return (
    <>
      <InboxView
        title={t('leads.messagesTitle')}
        tabLabels={{ open: t('leads.activeMessages'), closed: t('leads.closedMessages') }}
        status={status}
        onStatusChange={(s) => navigate(PATHS[s])}
        counts={query.data?.counts}
        items={query.data?.messages}
        isPending={query.isPending}
        error={query.isError ? t('leads.messagesFailed') : null}
        emptyText={{ open: t('leads.noActiveMessages'), closed: t('leads.noClosedMessages') }}
        emptyPageText={t('leads.noMessagesOnPage')}
        page={page}
        totalPages={query.data?.totalPages ?? 1}
        onPageChange={(p) => change({ page: p })}
        itemKey={(m) => m.id}
        unreadCount={unread.messages.count}
        renderItem={(m) => (
          <LeadCard
            conversationTo={paths.conversation.mxpertMessage(m.id)}
            hasUnread={unread.messages.itemIds.includes(m.id)}
            plan={<PlanButton leadId={m.id} planId={m.planId} name={nameOf(m)} />}
            phoneContact={<PhoneContactButton kind="message" id={m.id} name={nameOf(m)} contactedAt={m.contactedByPhoneAt} />}
            name={nameOf(m)}
            senderConfirmed={m.senderConfirmed}
            consentRecordedAt={m.consentRecordedAt}
            badges={
              <>
                <Badge tone="brand">{t(`options.helpType.${m.helpType}` as MessageId)}</Badge>
                {m.isRealEstateAgent ? <Badge tone="purple">{t('leads.realEstateAgent')}</Badge> : null}
              </>
            }
            email={m.email}
            phone={m.phone}
            preferredContact={m.preferredContact}
            state={m.state}
            notes={m.mxpertNotes}
            dateLabel="leads.received"
            date={m.createdAt}
            onManage={() => actions.manage({ id: m.id, name: nameOf(m), status: m.status, notes: m.mxpertNotes })}
            onDelete={() => actions.askDelete({ id: m.id, name: nameOf(m) })}
          >
            <p className="line-clamp-4 whitespace-pre-line wrap-anywhere text-sm text-slate-800">{m.message}</p>
          </LeadCard>
        )}
      />
      {actions.dialogs}
    </>
  );
}
