import { paths } from '@mx/contract/paths';
import { PenLine } from 'lucide-react';
import { useReviewEligibility } from '../../lib/api/reviews.ts';
import { useT } from '../../lib/i18n.tsx';
import { useNamespaces } from '../../lib/page-texts.ts';
import { LinkButton } from '../ui/button.tsx';

/** In the client's conversation: 'Write a review' once the professional has replied, until the client wrote one. */
export function ReviewInvite({ cxid, professionalName }: { cxid: string; professionalName: string }) {
  const ready = useNamespaces(['reviews']);
  const t = useT();
  const eligibility = useReviewEligibility(cxid, true);
  if (!ready || !eligibility.data?.eligible || eligibility.data.review) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <p className="text-sm text-slate-800">{t('reviews.invite', { name: professionalName })}</p>
      <LinkButton to={`${paths.professionalProfile('all', cxid)}?review=1`} size="sm">
        <PenLine className="size-4" aria-hidden="true" /> {t('reviews.writeReview')}
      </LinkButton>
    </div>
  );
}
