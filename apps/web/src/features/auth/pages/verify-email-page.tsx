import { paths } from '@mx/contract/paths';
import { TEXT } from '@mx/contract/texts';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useVerifyEmail } from '../api/verification.ts';
import { AuthCard } from '../components/auth-card.tsx';

function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'Email verification failed';
  return 'An error occurred while verifying your email';
}

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verification = useVerifyEmail(token);

  const state: 'loading' | 'success' | 'error' = !token
    ? 'error'
    : verification.isPending
      ? 'loading'
      : verification.isSuccess
        ? 'success'
        : 'error';
  const message = !token
    ? TEXT.noVerificationToken
    : state === 'success'
      ? (verification.data?.message ?? TEXT.emailVerified)
      : state === 'error'
        ? failureText(verification.error)
        : '';
  const isAlreadyVerified = state === 'success' && message === TEXT.emailAlreadyVerified;

  return (
    <AuthCard title="Email verification">
      <div className="flex flex-col items-center text-center" aria-live="polite">
        {state === 'loading' ? (
          <>
            <Spinner label="Verifying your email" className="py-4" />
            <p className="text-slate-700">Verifying your email…</p>
          </>
        ) : (
          <>
            {state === 'success' ? (
              <CheckCircle2 className="size-14 text-green-700" aria-hidden="true" />
            ) : (
              <XCircle className="size-14 text-red-700" aria-hidden="true" />
            )}
            <p className="mt-4 text-lg font-semibold text-slate-900">
              {isAlreadyVerified ? 'Already verified' : state === 'success' ? 'Email verified' : 'Verification failed'}
            </p>
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
