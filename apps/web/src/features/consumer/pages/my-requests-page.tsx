import type { CopRequestItem } from '@mx/contract';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { useSentRequests } from '../api/get-sent-leads.ts';
import { SentRequestCard } from '../components/sent-cards.tsx';
import { SentListPage } from '../components/sent-list-page.tsx';

export default function MyRequestsPage() {
  const t = useT();
  const ready = useNamespaces(['consumer', 'conversations']);
  if (!ready) return <Spinner />;
  return (
    <SentListPage<CopRequestItem>
      title={t('consumer.requestsTitle')}
      intro={t('consumer.requestsIntro')}
      useList={useSentRequests}
      renderItem={(r) => <SentRequestCard request={r} />}
      keyOf={(r) => r.id}
      empty={{ open: t('consumer.noActiveRequests'), closed: t('consumer.noClosedRequests') }}
      failed={t('consumer.requestsFailed')}
    />
  );
}
