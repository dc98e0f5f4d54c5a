import type { MessageItem } from '@mx/contract';
import { INBOX_TEXT } from '@mx/contract/dashboard';
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
      empty={{ open: INBOX_TEXT.noActiveMessages, closed: INBOX_TEXT.noClosedMessages }}
      failed={INBOX_TEXT.messagesFailed}
    />
  );
}
