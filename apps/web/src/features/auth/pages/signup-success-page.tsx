import { paths } from '@mx/contract/paths';
import { MailCheck } from 'lucide-react';
import { AuthCard } from '../../../components/auth/auth-card.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';
import { useNamespaces } from '../../../lib/page-texts.ts';

export default function SignUpSuccessPage() {
  const ready = useNamespaces(['auth']);
  const t = useT();
  const localePath = useLocalePath();
  if (!ready) return null;
  return (
    <AuthCard title={t('auth.signUpSuccessTitle')}>
      <div className="flex flex-col items-center text-center">
        <MailCheck className="size-14 text-brand-700" aria-hidden="true" />
        <p className="mt-4 text-slate-700">{t('auth.signUpSuccessText')}</p>
        <p className="mt-2 text-sm text-slate-600">{t('auth.signUpSuccessHint')}</p>
        <LinkButton to={localePath(paths.signIn)} className="mt-6 w-full">
          {t('auth.goToSignIn')}
        </LinkButton>
      </div>
    </AuthCard>
  );
}
