import { ThreadPage } from '../components/thread-page.tsx';

/** /consumer/messages/{id} and /consumer/requests/{id}: the client's side of a conversation. */
export default function ConsumerThreadPage() {
  return <ThreadPage side="consumer" />;
}
