import { nmlsConsumerAccessUrl } from '@mx/contract/license';
import { ExternalLink } from 'lucide-react';
import { useT } from '../../lib/i18n.tsx';

/** The professional's record on NMLS Consumer Access, opened in a new tab: the public profile and the admin's review link the same record. */
export function NmlsRecordLink({ nmlsId }: { nmlsId: string }) {
  const t = useT();
  return (
    <a
      href={nmlsConsumerAccessUrl(nmlsId)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      {t('common.verifyNmls')}
      <ExternalLink className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{t('common.newTab')}</span>
    </a>
  );
}
