import type { MessageItem } from '@mx/contract';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { useSentMessages } from '../api/get-sent-leads.ts';
import { SentMessageCard } from '../components/sent-cards.tsx';
import { SentListPage } from '../components/sent-list-page.tsx';

export default function MyMessagesPage() {
  const t = useT();
  const ready = useNamespaces(['consumer', 'conversations']);
  if (!ready) return <Spinner />;
  return (
    <SentListPage<MessageItem>
      title={t('consumer.messagesTitle')}
      intro={t('consumer.messagesIntro')}
      useList={useSentMessages}
      renderItem={(m) => <SentMessageCard message={m} />}
      keyOf={(m) => m.id}
      empty={{ open: t('consumer.noActiveMessages'), closed: t('consumer.noClosedMessages') }}
      failed={t('consumer.messagesFailed')}
    />
  );
}
