import { type CopRequestItem, LEAD_STATUSES, type LeadStatus } from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import { paths } from '@mx/contract/paths';
import { useInboxActions } from '../../../components/leads/inbox-actions.tsx';
import { PhoneContactButton } from '../../../components/leads/phone-contact-button.tsx';
import { PlanButton } from '../../../components/plans/plan-button.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { useUnread } from '../../../lib/api/conversations.ts';
import { useCopRequestsPage, useDeleteCopRequest, useUpdateCopRequest } from '../../../lib/api/inbox.ts';
import { formatLocale } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import type { ListStateConfig } from '../../../lib/list-state.ts';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { InboxView } from '../components/inbox-view.tsx';
import { LeadCard } from '../components/lead-card.tsx';

/** The status and the page live in the URL: ?tab=closed&page=2. */
const LIST_STATE: ListStateConfig<LeadStatus> = { tabs: LEAD_STATUSES };

const nameOf = (r: CopRequestItem) => `${r.firstName} ${r.lastName}`;

/** The request's answers as short lines in the page's language: 'Believed score: 620 to 659', 'ZIP 94110'. */
function answerLines(t: ReturnType<typeof useT>, r: CopRequestItem): string[] {
  const lines: string[] = [];
  if (r.believedScoreRange)
    lines.push(t('leads.believedScore', { range: t(`leads.scoreRange.${r.believedScoreRange}` as MessageId) }));
  if (r.targetScore !== null) lines.push(t('leads.targetScore', { score: r.targetScore }));
  if (r.timeline) lines.push(t('leads.timeline', { timeline: t(`leads.timelineOption.${r.timeline}` as MessageId) }));
  if (r.loanAmount !== null) {
    const amount = new Intl.NumberFormat(formatLocale(), { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    lines.push(t('leads.loanAmount', { amount: amount.format(r.loanAmount) }));
  }
  if (r.zip !== null) lines.push(t('leads.zip', { zip: r.zip }));
  return lines;
}

/** /mxpert/cop-requests: the professional's Credit Optimization Plan requests, by status (?tab=closed). */
export default function CopRequestsPage() {
  const ready = useNamespaces(['leads']);
  const t = useT();
  const { state, change } = useListState(LIST_STATE);
  const { tab: status, page } = state;
  const query = useCopRequestsPage(status, page);
  const update = useUpdateCopRequest();
  const remove = useDeleteCopRequest();
  const unread = useUnread('mxpert');
  const actions = useInboxActions('cop_request', update, remove);

  if (!ready) return null;
  return (
    <>
      <InboxView
        title={t('leads.requestsTitle')}
        tabLabels={{ open: t('leads.activeRequests'), closed: t('leads.closedRequests') }}
        status={status}
        onStatusChange={(s) => change({ tab: s })}
        counts={query.data?.counts}
        items={query.data?.copRequests}
        isPending={query.isPending}
        error={query.isError ? t('leads.requestsFailed') : null}
        emptyText={{ open: t('leads.noActiveRequests'), closed: t('leads.noClosedRequests') }}
        emptyPageText={t('leads.noRequestsOnPage')}
        page={page}
        totalPages={query.data?.totalPages ?? 1}
        onPageChange={(p) => change({ page: p })}
        itemKey={(r) => r.id}
        unreadCount={unread.requests.count}
        renderItem={(r) => (
          <LeadCard
            conversationTo={paths.conversation.mxpertCopRequest(r.id)}
            hasUnread={unread.requests.itemIds.includes(r.id)}
            plan={<PlanButton leadId={r.id} planId={r.planId} name={nameOf(r)} />}
            phoneContact={<PhoneContactButton kind="cop_request" id={r.id} name={nameOf(r)} contactedAt={r.contactedByPhoneAt} />}
            name={nameOf(r)}
            senderConfirmed={r.senderConfirmed}
            consentRecordedAt={r.consentRecordedAt}
            badges={
              <>
                <Badge tone="brand">{t(`leads.process.${r.mortgageProcess}` as MessageId)}</Badge>
                {answerLines(t, r).map((line) => (
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
            dateLabel="leads.submitted"
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
