import { paths } from '@mx/contract/paths';
import { MailCheck } from 'lucide-react';
import { LinkButton } from '../../../components/ui/button.tsx';
import { AuthCard } from '../components/auth-card.tsx';

export default function SignUpSuccessPage() {
  return (
    <AuthCard title="Check your email">
      <div className="flex flex-col items-center text-center">
        <MailCheck className="size-14 text-brand-700" aria-hidden="true" />
        <p className="mt-4 text-slate-700">
          Your account has been created. We sent you a verification link: open it to verify your email address, then sign in to
          start your onboarding.
        </p>
        <p className="mt-2 text-sm text-slate-600">
          The link stays valid for 24 hours. No email? Check your spam folder, or sign in to request a new link.
        </p>
        <LinkButton to={paths.signIn} className="mt-6 w-full">
          Go to sign in
        </LinkButton>
      </div>
    </AuthCard>
  );
}
