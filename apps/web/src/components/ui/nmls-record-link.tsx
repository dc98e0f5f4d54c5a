import { LICENSE_TEXT, nmlsConsumerAccessUrl } from '@mx/contract/license';
import { ExternalLink } from 'lucide-react';

/** The professional's record on NMLS Consumer Access, opened in a new tab: the public profile and the admin's review link the same record. */
export function NmlsRecordLink({ nmlsId }: { nmlsId: string }) {
  return (
    <a
      href={nmlsConsumerAccessUrl(nmlsId)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      {LICENSE_TEXT.verifyLink}
      <ExternalLink className="size-3.5" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
