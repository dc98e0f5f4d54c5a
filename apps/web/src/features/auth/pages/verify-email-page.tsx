import { TEXT } from '@mx/contract/texts';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useVerifyEmail } from '../api/verification.ts';
import { LinkResult, linkOutcome } from '../components/link-result.tsx';

function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'Email verification failed';
  return 'An error occurred while verifying your email';
}

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verification = useVerifyEmail(token);

  const state = linkOutcome(token, verification);
  const message = !token
    ? TEXT.noVerificationToken
    : state === 'success'
      ? (verification.data?.message ?? TEXT.emailVerified)
      : state === 'error'
        ? failureText(verification.error)
        : '';
  const isAlreadyVerified = state === 'success' && message === TEXT.emailAlreadyVerified;

  return (
    <LinkResult
      title="Email verification"
      outcome={state}
      loading={{ label: 'Verifying your email', text: 'Verifying your email…' }}
      heading={isAlreadyVerified ? 'Already verified' : state === 'success' ? 'Email verified' : 'Verification failed'}
      message={message}
    />
  );
}
