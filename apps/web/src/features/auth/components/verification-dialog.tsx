import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { WithStrong } from '../../../components/ui/with-strong.tsx';
import { useT } from '../../../lib/i18n.tsx';

export interface VerificationDialogProps {
  /** The address that needs verifying; null closes the modal. */
  email: string | null;
  onClose(): void;
  onResend(): void;
  isResending: boolean;
}

/** 'Email Verification Required' at sign-in: Cancel, or send a new verification link. */
export default function VerificationDialog({ email, onClose, onResend, isResending }: VerificationDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={email !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('auth.verifyTitle')}
      description={<WithStrong text={(email) => t('auth.verifyDescription', { email })} value={email ?? ''} />}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('auth.cancel')}
          </Button>
          <Button onClick={onResend} isLoading={isResending}>
            {t('auth.resendVerification')}
          </Button>
        </>
      }
    />
  );
}
