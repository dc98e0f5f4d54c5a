import { type CopRequestItem, INBOX_TEXT, type InquiryStatus, labelOf, MORTGAGE_PROCESSES } from '@mx/contract';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { useCopRequestsPage, useDeleteCopRequest, useUpdateCopRequest } from '../api/inbox.ts';
import { useInboxActions } from '../components/inbox-actions.tsx';
import { InboxView } from '../components/inbox-view.tsx';
import { InquiryCard } from '../components/inquiry-card.tsx';

const nameOf = (r: CopRequestItem) => `${r.firstName} ${r.lastName}`;

/** /mxpert/cop-requests: the professional's Credit Optimization Plan requests, by status (?tab=closed). */
export default function CopRequestsPage() {
  const [params, setParams] = useSearchParams();
  const status: InquiryStatus = params.get('tab') === 'closed' ? 'closed' : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useCopRequestsPage(status, page);
  const update = useUpdateCopRequest();
  const remove = useDeleteCopRequest();
  const actions = useInboxActions('request', update, remove);

  const go = (next: InquiryStatus, nextPage: number) =>
    setParams({ ...(next === 'closed' ? { tab: 'closed' } : {}), ...(nextPage > 1 ? { page: String(nextPage) } : {}) });

  return (
    <>
      <InboxView
        title="Requests"
        tabLabels={{ open: 'Active Requests', closed: 'Closed Requests' }}
        status={status}
        onStatusChange={(s) => go(s, 1)}
        counts={query.data?.counts}
        items={query.data?.copRequests}
        isPending={query.isPending}
        error={query.isError ? INBOX_TEXT.requestsFailed : null}
        emptyText={{ open: INBOX_TEXT.noActiveRequests, closed: INBOX_TEXT.noClosedRequests }}
        emptyPageText={INBOX_TEXT.noRequestsOnPage}
        page={page}
        totalPages={query.data?.totalPages ?? 1}
        onPageChange={(p) => go(status, p)}
        itemKey={(r) => r.id}
        renderItem={(r) => (
          <InquiryCard
            name={nameOf(r)}
            senderConfirmed={r.senderConfirmed}
            badges={<Badge tone="brand">{labelOf(MORTGAGE_PROCESSES, r.mortgageProcess)}</Badge>}
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
