import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { ownProfileQuery } from '../api/profile.ts';

/** On every page of a suspended professional's area: why, and what they can still do. */
export function SuspensionBanner() {
  const t = useT();
  const profile = useQuery(ownProfileQuery);
  const reason = profile.data?.suspensionReason;
  if (!reason) return null;
  return (
    <Alert tone="error" title={t('mxpert.suspendedTitle')} className="mb-6">
      {t('mxpert.suspendedBanner', { reason })}
    </Alert>
  );
}
