import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

export interface VerificationDialogProps {
  /** The address that needs verifying; null closes the modal. */
  email: string | null;
  onClose(): void;
  onResend(): void;
  isResending: boolean;
}

/** 'Email Verification Required' at sign-in: Cancel, or send a new verification link. */
export default function VerificationDialog({ email, onClose, onResend, isResending }: VerificationDialogProps) {
  return (
    <Dialog
      open={email !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Email Verification Required"
      description={
        <>
          Please verify your email address before signing in. We sent a link to <strong>{email}</strong>; we can send a new one.
        </>
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onResend} isLoading={isResending}>
            Resend Verification Email
          </Button>
        </>
      }
    />
  );
}
