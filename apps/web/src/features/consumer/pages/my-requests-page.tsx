import type { CopRequestItem } from '@mx/contract';
import { INBOX_TEXT } from '@mx/contract/dashboard';
import { useSentRequests } from '../api/get-sent-inquiries.ts';
import { SentRequestCard } from '../components/sent-cards.tsx';
import { SentListPage } from '../components/sent-list-page.tsx';

export default function MyRequestsPage() {
  return (
    <SentListPage<CopRequestItem>
      title="My Requests"
      intro="The Credit Optimization Plans you asked MortgageXperts for."
      useList={useSentRequests}
      renderItem={(r) => <SentRequestCard request={r} />}
      keyOf={(r) => r.id}
      empty={{ open: INBOX_TEXT.noActiveRequests, closed: INBOX_TEXT.noClosedRequests }}
      failed={INBOX_TEXT.requestsFailed}
    />
  );
}
