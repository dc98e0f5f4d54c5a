import { paths } from '@mx/contract/paths';
import { CheckCircle2, XCircle } from 'lucide-react';
import { ApiError } from '../../lib/api-client.ts';
import { LinkButton } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { AuthCard } from './auth-card.tsx';

export type LinkOutcome = 'loading' | 'success' | 'error';

/** Where a page opened from an e-mailed link stands: no token is a failure at once. */
export function linkOutcome(token: string | null, answer: { isPending: boolean; isSuccess: boolean }): LinkOutcome {
  if (!token) return 'error';
  if (answer.isPending) return 'loading';
  return answer.isSuccess ? 'success' : 'error';
}

/**
 * Why a link failed: the server's sentence; else `answered` when the server answered without one,
 * `unanswered` when it did not answer (no connection).
 */
export function linkFailureText(error: unknown, fallback: { answered: string; unanswered: string }): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback.answered) : fallback.unanswered;
}

/** The page of an e-mailed link (verification, a guest's confirmation): what happened, then sign in. */
export function LinkResult({
  title,
  outcome,
  loading,
  heading,
  message,
  signInTo = paths.signIn,
  signInLabel = 'Go to sign in',
}: {
  title: string;
  outcome: LinkOutcome;
  /** The spinner's name and the sentence beside it while the link is checked. */
  loading: { label: string; text: string };
  /** A short line above the message, once the link is checked. */
  heading?: string;
  message: string;
  /** Where 'Go to sign in' leads (the sign-in page returning to a page, when the link carried one). */
  signInTo?: string;
  /** The sign-in button's words, in the page's language. */
  signInLabel?: string;
}) {
  return (
    <AuthCard title={title}>
      <div className="flex flex-col items-center text-center" aria-live="polite">
        {outcome === 'loading' ? (
          <>
            <Spinner label={loading.label} className="py-4" />
            <p className="text-slate-700">{loading.text}</p>
          </>
        ) : (
          <>
            {outcome === 'success' ? (
              <CheckCircle2 className="size-14 text-green-700" aria-hidden="true" />
            ) : (
              <XCircle className="size-14 text-red-700" aria-hidden="true" />
            )}
            {heading ? <p className="mt-4 text-lg font-semibold text-slate-900">{heading}</p> : null}
            <p className="mt-2 text-slate-700">{message}</p>
            <LinkButton to={signInTo} className="mt-6 w-full">
              {signInLabel}
            </LinkButton>
          </>
        )}
      </div>
    </AuthCard>
  );
}
