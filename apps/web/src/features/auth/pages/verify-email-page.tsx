import { signInReturningTo } from '@mx/contract/paths';
import { TEXT } from '@mx/contract/texts';
import { useSearchParams } from 'react-router';
import { LinkResult, linkFailureText, linkOutcome } from '../../../components/auth/link-result.tsx';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { useVerifyEmail } from '../api/verification.ts';

export default function VerifyEmailPage() {
  const ready = useNamespaces(['auth', 'validation']);
  const t = useT();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const token = params.get('token');
  const verification = useVerifyEmail(token);

  const state = linkOutcome(token, verification);
  // The server answers its sentence in the reader's language; the page's own are the catalogue's.
  const message = !token
    ? t('validation.noVerificationToken')
    : state === 'success'
      ? (verification.data?.message ?? t('validation.emailVerified'))
      : state === 'error'
        ? linkFailureText(verification.error, { answered: t('auth.verifyFailed'), unanswered: t('auth.verifyUnanswered') })
        : '';
  const isAlreadyVerified =
    state === 'success' && (message === t('validation.emailAlreadyVerified') || message === TEXT.emailAlreadyVerified);

  if (!ready) return null;
  return (
    <LinkResult
      title={t('auth.verifyPageTitle')}
      outcome={state}
      loading={{ label: t('auth.verifyLoading'), text: t('auth.verifyLoadingText') }}
      heading={
        isAlreadyVerified ? t('auth.verifyAlready') : state === 'success' ? t('auth.verifyDone') : t('auth.verifyFailedHeading')
      }
      message={message}
      // The link of a sign-up begun on the way to a page signs in and goes there.
      signInTo={localePath(signInReturningTo(params.get('next')))}
      signInLabel={t('auth.goToSignIn')}
    />
  );
}
