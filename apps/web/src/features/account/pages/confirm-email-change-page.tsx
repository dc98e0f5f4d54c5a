import { ACCOUNT_TEXT } from '@mx/contract/account-texts';
import { useSearchParams } from 'react-router';
import { LinkResult, linkFailureText, linkOutcome } from '../../auth/components/link-result.tsx';
import { useConfirmEmailChange } from '../api/account.ts';

const FAILED = { answered: ACCOUNT_TEXT.invalidEmailChangeToken, unanswered: 'Connection error. Please try again' };

/** The link sent to a new e-mail address: opening it moves the account there. */
export default function ConfirmEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirmation = useConfirmEmailChange(token);
  const state = linkOutcome(token, confirmation);
  const message = !token
    ? ACCOUNT_TEXT.invalidEmailChangeToken
    : state === 'success'
      ? (confirmation.data?.message ?? ACCOUNT_TEXT.emailChanged)
      : state === 'error'
        ? linkFailureText(confirmation.error, FAILED)
        : '';
  return (
    <LinkResult
      title="Confirm your new email"
      outcome={state}
      loading={{ label: 'Confirming your new email', text: 'Confirming your new email…' }}
      message={message}
    />
  );
}
