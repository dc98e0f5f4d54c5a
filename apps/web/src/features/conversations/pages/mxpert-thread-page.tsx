import { ThreadPage } from '../components/thread-page.tsx';

/** /mxpert/messages/{id} and /mxpert/cop-requests/{id}: the professional's side of a conversation. */
export default function MxpertThreadPage() {
  return <ThreadPage side="mxpert" />;
}
