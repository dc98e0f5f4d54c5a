import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PhoneCall } from 'lucide-react';
import { api, errorMessage } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { Button } from '../ui/button.tsx';

const SEGMENT = { message: 'messages', cop_request: 'cop-requests' } as const;

/**
 * 'Contacted by phone' on a lead's card and in its conversation (docs/decisions/104): the lead counts as
 * answered from then on. Once marked, the day it was; it cannot be taken back.
 */
export function PhoneContactButton({
  kind,
  id,
  name,
  contactedAt,
}: {
  kind: keyof typeof SEGMENT;
  id: string;
  name: string;
  contactedAt: string | null | undefined;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: () => api(`/api/dashboard/${SEGMENT[kind]}/${encodeURIComponent(id)}/phone-contact`, { method: 'POST' }),
    onSuccess: async () => {
      notify.success(t('leads.markedContactedByPhone'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['conversation'] }),
      ]);
    },
    onError: (err) => notify.error(t('leads.markContactedByPhoneFailed'), errorMessage(err)),
  });
  if (contactedAt) {
    return (
      <p className="inline-flex items-center gap-1.5 self-center text-sm text-slate-700">
        <PhoneCall className="size-4 text-green-700" aria-hidden="true" />{' '}
        {t('leads.contactedByPhoneOn', { day: formatDate(contactedAt) })}
      </p>
    );
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      isLoading={mark.isPending}
      onClick={() => mark.mutate()}
      aria-label={t('leads.markContactedByPhone', { name })}
    >
      <PhoneCall className="size-4" aria-hidden="true" /> {t('leads.contactedByPhone')}
    </Button>
  );
}
