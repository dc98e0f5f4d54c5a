import { paths } from '@mx/contract/paths';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';
import { type ContactPrefill, sessionStore } from '../../../lib/session-store.ts';

export interface SentNotice {
  /** What was sent: a message, or a Credit Optimization Plan request. */
  kind: 'message' | 'cop';
  professionalName: string;
  /** A guest's name and e-mail, offered to the account sign-up. */
  guest: ContactPrefill;
}

/**
 * The confirmation a guest sees after sending: the professional will contact them soon;
 * Create Free Account keeps their name and e-mail for the sign-up form, or they sign in.
 */
export function SentDialog({
  notice,
  onClose,
  returnFocusTo,
}: {
  notice: SentNotice | null;
  onClose(): void;
  /** The control the visitor sent from, focused again when the confirmation closes. */
  returnFocusTo(): HTMLElement | null | undefined;
}) {
  const navigate = useNavigate();
  const t = useT();
  const localePath = useLocalePath();
  return (
    <Dialog
      open={notice !== null}
      onOpenChange={(open) => !open && onClose()}
      returnFocusTo={returnFocusTo}
      title={notice ? t(notice.kind === 'cop' ? 'profile.requestSubmitted' : 'profile.messageSent') : ''}
      description={notice ? t('profile.sentThanks', { name: notice.professionalName }) : undefined}
      footer={
        <>
          <Button variant="outline" onClick={() => navigate(localePath(paths.signIn))}>
            {t('profile.sentSignIn')}
          </Button>
          <Button
            onClick={() => {
              if (notice) sessionStore.setContactPrefill(notice.guest);
              navigate(localePath(paths.createAccount));
            }}
          >
            {t('profile.sentCreateAccount')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{t('profile.sentAccount')}</p>
    </Dialog>
  );
}
