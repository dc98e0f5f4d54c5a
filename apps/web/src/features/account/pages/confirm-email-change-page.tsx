import { paths } from '@mx/contract/paths';
import { useSearchParams } from 'react-router';
import { LinkResult, linkFailureText, linkOutcome } from '../../../components/auth/link-result.tsx';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';
import { translateSentence, useNamespaces } from '../../../lib/page-texts.ts';
import { useConfirmEmailChange } from '../api/account.ts';

/** The link sent to a new e-mail address: opening it moves the account there. */
export default function ConfirmEmailChangePage() {
  const ready = useNamespaces(['publicPages', 'validation']);
  const t = useT();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirmation = useConfirmEmailChange(token);
  const state = linkOutcome(token, confirmation);
  const failed = { answered: t('publicPages.confirmEmailInvalid'), unanswered: t('publicPages.connectionError') };
  const message = !token
    ? t('publicPages.confirmEmailInvalid')
    : state === 'success'
      ? translateSentence(confirmation.data?.message ?? t('publicPages.confirmEmailDone'))
      : state === 'error'
        ? translateSentence(linkFailureText(confirmation.error, failed))
        : '';
  if (!ready) return null;
  return (
    <LinkResult
      title={t('publicPages.confirmEmailTitle')}
      outcome={state}
      loading={{ label: t('publicPages.confirmEmailLoading'), text: t('publicPages.confirmEmailLoadingText') }}
      message={message}
      signInTo={localePath(paths.signIn)}
      signInLabel={t('publicPages.goToSignIn')}
    />
  );
}
