import { ADMIN_OPS_TEXT } from '@mx/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { ownProfileQuery } from '../api/profile.ts';

/** On every page of a suspended professional's area: why, and what they can still do. */
export function SuspensionBanner() {
  const profile = useQuery(ownProfileQuery);
  const reason = profile.data?.suspensionReason;
  if (!reason) return null;
  return (
    <Alert tone="error" title="Profile suspended" className="mb-6">
      {ADMIN_OPS_TEXT.suspendedBanner(reason)}
    </Alert>
  );
}
