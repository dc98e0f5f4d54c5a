import { SUBMISSION_TEXT } from '@mx/contract/limits';
import { useSearchParams } from 'react-router';
import { LinkResult, linkFailureText, linkOutcome } from '../../auth/components/link-result.tsx';
import { useConfirmSender } from '../api/confirm-sender.ts';

const FAILED = { answered: SUBMISSION_TEXT.confirmFailed, unanswered: SUBMISSION_TEXT.confirmFailed };

/** The link of the e-mail to an account owner whose address a guest used: confirming adds the item to the account. */
export default function ConfirmSenderPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirmation = useConfirmSender(token);

  const state = linkOutcome(token, confirmation);
  const message = !token
    ? SUBMISSION_TEXT.confirmTokenMissing
    : state === 'success'
      ? (confirmation.data?.message ?? SUBMISSION_TEXT.messageConfirmed)
      : state === 'error'
        ? linkFailureText(confirmation.error, FAILED)
        : '';

  return (
    <LinkResult
      title="Confirm your message"
      outcome={state}
      loading={{ label: SUBMISSION_TEXT.confirming, text: SUBMISSION_TEXT.confirming }}
      message={message}
    />
  );
}
