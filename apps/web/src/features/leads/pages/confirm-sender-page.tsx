import { paths } from '@mx/contract/paths';
import { useSearchParams } from 'react-router';
import { LinkResult, linkFailureText, linkOutcome } from '../../../components/auth/link-result.tsx';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';
import { translateSentence, useNamespaces } from '../../../lib/page-texts.ts';
import { useConfirmSender } from '../api/confirm-sender.ts';

/** The link of the e-mail to an account owner whose address a guest used: confirming adds the item to the account. */
export default function ConfirmSenderPage() {
  const ready = useNamespaces(['publicPages', 'validation']);
  const t = useT();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirmation = useConfirmSender(token);

  const state = linkOutcome(token, confirmation);
  const failed = t('publicPages.confirmSenderFailed');
  const message = !token
    ? t('publicPages.confirmSenderMissing')
    : state === 'success'
      ? translateSentence(confirmation.data?.message ?? t('publicPages.confirmSenderDone'))
      : state === 'error'
        ? translateSentence(linkFailureText(confirmation.error, { answered: failed, unanswered: failed }))
        : '';

  if (!ready) return null;
  return (
    <LinkResult
      title={t('publicPages.confirmSenderTitle')}
      outcome={state}
      loading={{ label: t('publicPages.confirming'), text: t('publicPages.confirming') }}
      message={message}
      signInTo={localePath(paths.signIn)}
      signInLabel={t('publicPages.goToSignIn')}
    />
  );
}
