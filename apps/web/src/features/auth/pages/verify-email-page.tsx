import { signInReturningTo } from '@mx/contract/paths';
import { TEXT } from '@mx/contract/texts';
import { useSearchParams } from 'react-router';
import { useVerifyEmail } from '../api/verification.ts';
import { LinkResult, linkFailureText, linkOutcome } from '../components/link-result.tsx';

const FAILED = { answered: 'Email verification failed', unanswered: 'An error occurred while verifying your email' };

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
        ? linkFailureText(verification.error, FAILED)
        : '';
  const isAlreadyVerified = state === 'success' && message === TEXT.emailAlreadyVerified;

  return (
    <LinkResult
      title="Email verification"
      outcome={state}
      loading={{ label: 'Verifying your email', text: 'Verifying your email…' }}
      heading={isAlreadyVerified ? 'Already verified' : state === 'success' ? 'Email verified' : 'Verification failed'}
      message={message}
      // The link of a sign-up begun on the way to a page signs in and goes there.
      signInTo={signInReturningTo(params.get('next'))}
    />
  );
}
