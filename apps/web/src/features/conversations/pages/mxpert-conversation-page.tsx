import { ConversationPage } from '../components/conversation-page.tsx';

/** /mxpert/messages/{id} and /mxpert/cop-requests/{id}: the professional's side of a conversation. */
export default function MxpertConversationPage() {
  return <ConversationPage side="mxpert" />;
}
