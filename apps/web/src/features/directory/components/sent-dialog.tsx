import { paths } from '@mx/contract/paths';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { type ContactPrefill, sessionStore } from '../../../lib/session-store.ts';

export interface SentNotice {
  title: 'Message Sent!' | 'Request Submitted!';
  expertName: string;
  /** A guest's name and e-mail, offered to the account sign-up. */
  guest: ContactPrefill;
}

/**
 * The confirmation a guest sees after sending: the expert will contact them soon;
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
  return (
    <Dialog
      open={notice !== null}
      onOpenChange={(open) => !open && onClose()}
      returnFocusTo={returnFocusTo}
      title={notice?.title ?? ''}
      description={notice ? `Thank you! ${notice.expertName} will contact you soon.` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={() => navigate(paths.signIn)}>
            Sign In
          </Button>
          <Button
            onClick={() => {
              if (notice) sessionStore.setContactPrefill(notice.guest);
              navigate(paths.createAccount);
            }}
          >
            Create Free Account
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        Create a free account to follow your messages and Credit Optimization Plan requests in one place.
      </p>
    </Dialog>
  );
}
