import type { MessageItem } from '@mx/contract';
import { useSentMessages } from '../api/get-sent-inquiries.ts';
import { SentMessageCard } from '../components/sent-cards.tsx';
import { SentListPage } from '../components/sent-list-page.tsx';

export default function MyMessagesPage() {
  return (
    <SentListPage<MessageItem>
      title="My Messages"
      intro="The messages you sent to MortgageXperts."
      useList={useSentMessages}
      renderItem={(m) => <SentMessageCard message={m} />}
      keyOf={(m) => m.id}
      empty={{ open: 'No active messages found.', closed: 'No closed messages found.' }}
      failed="Failed to load messages. Please try again later"
    />
  );
}
