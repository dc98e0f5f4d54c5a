import { ConversationPage } from '../components/conversation-page.tsx';

/** /consumer/messages/{id} and /consumer/requests/{id}: the client's side of a conversation. */
export default function ConsumerConversationPage() {
  return <ConversationPage side="consumer" />;
}
