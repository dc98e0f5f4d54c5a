import type { PublicReview } from '@mx/contract';
import { BadgeCheck, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.tsx';
import { useNamespaces } from '../../lib/page-texts.ts';
import { Stars } from '../ui/stars.tsx';

const SUB_RATINGS = ['responsiveness', 'knowledge', 'communication'] as const;

/** One review as text: author, 'Verified client', stars, date, the text, sub-ratings, points, the reply. */
export function ReviewItem({
  review,
  replyTitle,
  children,
}: {
  review: PublicReview;
  replyTitle?: string;
  children?: ReactNode;
}) {
  const t = useT();
  // The professional's and the admin's lists show reviews too: the texts load wherever a review shows.
  const ready = useNamespaces(['reviews']);
  const subRatings = SUB_RATINGS.filter((key) => review[key] !== null);
  if (!ready) return null;
  return (
    <article
      className="space-y-2 border-b border-slate-100 py-4 last:border-b-0"
      aria-label={t('reviews.reviewBy', { name: review.authorName })}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-slate-900">{review.authorName}</span>
        <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-800">
          <BadgeCheck className="size-3.5" aria-hidden="true" /> {t('reviews.verifiedClient')}
        </span>
        <span className="text-sm text-slate-600">{formatDate(review.createdAt)}</span>
      </div>
      <Stars value={review.rating} />
      <p className="whitespace-pre-line break-words text-slate-800">{review.body}</p>
      {subRatings.length || review.pointsImproved !== null ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {subRatings.map((key) => (
            <li key={key}>
              {t(`reviews.${key}`)}: <strong className="text-slate-900">{review[key]}/5</strong>
            </li>
          ))}
          {review.pointsImproved !== null ? (
            <li className="inline-flex items-center gap-1">
              <TrendingUp className="size-4 text-emerald-700" aria-hidden="true" />
              {t('reviews.pointsReported')}: <strong className="text-slate-900">{review.pointsImproved}</strong>
            </li>
          ) : null}
        </ul>
      ) : null}
      {review.reply ? (
        <div className="ml-4 rounded-lg bg-slate-50 p-3">
          <p className="text-sm font-semibold text-slate-900">{replyTitle ?? t('reviews.replyFromMxpert')}</p>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-800">{review.reply.body}</p>
        </div>
      ) : null}
      {children}
    </article>
  );
}
