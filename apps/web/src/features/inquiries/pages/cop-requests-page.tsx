import {
  type CopRequestItem,
  copAnswerLines,
  INBOX_TEXT,
  INQUIRY_STATUSES,
  type InquiryStatus,
  labelOf,
  MORTGAGE_PROCESSES,
} from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { Badge } from '../../../components/ui/badge.tsx';
import type { ListStateConfig } from '../../../lib/list-state.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { useUnread } from '../../conversations/api/conversations.ts';
import { PlanButton } from '../../plans/mxpert/components/plan-button.tsx';
import { useCopRequestsPage, useDeleteCopRequest, useUpdateCopRequest } from '../api/inbox.ts';
import { useInboxActions } from '../components/inbox-actions.tsx';
import { InboxView } from '../components/inbox-view.tsx';
import { InquiryCard } from '../components/inquiry-card.tsx';
import { PhoneContactButton } from '../components/phone-contact-button.tsx';

/** The status and the page live in the URL: ?tab=closed&page=2. */
const LIST_STATE: ListStateConfig<InquiryStatus> = { tabs: INQUIRY_STATUSES };

const nameOf = (r: CopRequestItem) => `${r.firstName} ${r.lastName}`;

/** /mxpert/cop-requests: the professional's Credit Optimization Plan requests, by status (?tab=closed). */
export default function CopRequestsPage() {
  const { state, change } = useListState(LIST_STATE);
  const { tab: status, page } = state;
  const query = useCopRequestsPage(status, page);
  const update = useUpdateCopRequest();
  const remove = useDeleteCopRequest();
  const unread = useUnread('mxpert');
  const actions = useInboxActions('request', update, remove);

  return (
    <>
      <InboxView
        title="Requests"
        tabLabels={{ open: 'Active Requests', closed: 'Closed Requests' }}
        status={status}
        onStatusChange={(s) => change({ tab: s })}
        counts={query.data?.counts}
        items={query.data?.copRequests}
        isPending={query.isPending}
        error={query.isError ? INBOX_TEXT.requestsFailed : null}
        emptyText={{ open: INBOX_TEXT.noActiveRequests, closed: INBOX_TEXT.noClosedRequests }}
        emptyPageText={INBOX_TEXT.noRequestsOnPage}
        page={page}
        totalPages={query.data?.totalPages ?? 1}
        onPageChange={(p) => change({ page: p })}
        itemKey={(r) => r.id}
        unreadCount={unread.requests.count}
        renderItem={(r) => (
          <InquiryCard
            threadTo={paths.thread.mxpertCopRequest(r.id)}
            hasUnread={unread.requests.itemIds.includes(r.id)}
            plan={<PlanButton leadId={r.id} planId={r.planId} name={nameOf(r)} />}
            phoneContact={<PhoneContactButton kind="request" id={r.id} name={nameOf(r)} contactedAt={r.contactedByPhoneAt} />}
            name={nameOf(r)}
            senderConfirmed={r.senderConfirmed}
            consentRecordedAt={r.consentRecordedAt}
            badges={
              <>
                <Badge tone="brand">{labelOf(MORTGAGE_PROCESSES, r.mortgageProcess)}</Badge>
                {copAnswerLines(r).map((line) => (
                  <Badge key={line} tone="neutral">
                    {line}
                  </Badge>
                ))}
              </>
            }
            email={r.email}
            phone={r.phone}
            preferredContact={r.preferredContact}
            state={r.state}
            notes={r.mxpertNotes}
            dateLabel="Submitted"
            date={r.createdAt}
            onManage={() => actions.manage({ id: r.id, name: nameOf(r), status: r.status, notes: r.mxpertNotes })}
            onDelete={() => actions.askDelete({ id: r.id, name: nameOf(r) })}
          />
        )}
      />
      {actions.dialogs}
    </>
  );
}
