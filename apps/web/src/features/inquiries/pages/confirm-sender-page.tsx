import { SUBMISSION_TEXT } from '@mx/contract/limits';
import { paths } from '@mx/contract/paths';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { AuthCard } from '../../auth/components/auth-card.tsx';
import { useConfirmSender } from '../api/confirm-sender.ts';

function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? SUBMISSION_TEXT.confirmFailed;
  return SUBMISSION_TEXT.confirmFailed;
}

/** The link of the e-mail to an account owner whose address a guest used: confirming adds the item to the account. */
export default function ConfirmSenderPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirmation = useConfirmSender(token);

  const state: 'loading' | 'success' | 'error' = !token
    ? 'error'
    : confirmation.isPending
      ? 'loading'
      : confirmation.isSuccess
        ? 'success'
        : 'error';
  const message = !token
    ? SUBMISSION_TEXT.confirmTokenMissing
    : state === 'success'
      ? (confirmation.data?.message ?? SUBMISSION_TEXT.messageConfirmed)
      : state === 'error'
        ? failureText(confirmation.error)
        : '';

  return (
    <AuthCard title="Confirm your message">
      <div className="flex flex-col items-center text-center" aria-live="polite">
        {state === 'loading' ? (
          <>
            <Spinner label={SUBMISSION_TEXT.confirming} className="py-4" />
            <p className="text-slate-700">{SUBMISSION_TEXT.confirming}</p>
          </>
        ) : (
          <>
            {state === 'success' ? (
              <CheckCircle2 className="size-14 text-green-700" aria-hidden="true" />
            ) : (
              <XCircle className="size-14 text-red-700" aria-hidden="true" />
            )}
            <p className="mt-2 text-slate-700">{message}</p>
            <LinkButton to={paths.signIn} className="mt-6 w-full">
              Go to sign in
            </LinkButton>
          </>
        )}
      </div>
    </AuthCard>
  );
}
