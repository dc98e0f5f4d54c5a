import type { ReviewSort } from '@mx/contract';
import { signInReturningTo } from '@mx/contract/paths';
import { Flag, PenLine } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { usePublicReviews, useReportPublishedReview, useReviewEligibility } from '../../lib/api/reviews.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useNamespaces } from '../../lib/page-texts.ts';
import { notify } from '../../lib/toast.ts';
import { Button, LinkButton } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { SortSelect } from '../ui/sort-select.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { ReviewItem } from './review-item.tsx';
import { ReviewSummary } from './review-summary.tsx';

/** The form loads when first opened: the profile stays light for the many who only read. */
const ReportReviewDialog = lazy(() => import('./text-dialog.tsx').then((m) => ({ default: m.ReportReviewDialog })));
const WriteReviewDialog = lazy(() => import('./write-review-dialog.tsx').then((m) => ({ default: m.WriteReviewDialog })));

const SORTS: readonly ReviewSort[] = ['newest', 'highest', 'lowest'];

/** The profile's reviews: the summary, the sorted pages of reviews, and 'Write a review' for an eligible client. */
export function ProfileReviews({ cxid, professionalName }: { cxid: string; professionalName: string }) {
  const t = useT();
  // The reviews' texts are a chunk of their own, loaded with the profile's data.
  const ready = useNamespaces(['reviews']);
  const { user, isLoading: isUserLoading } = useAuth();
  const { pathname } = useLocation();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ReviewSort>('newest');
  // Arriving from the conversation's 'Write a review' or the invitation e-mail (?review=1) opens the
  // form once eligibility is known; a visitor signed out is asked to sign in and comes back here.
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('review') === '1';
  const [isWriting, setWriting] = useState(false);
  const [isInvited, setInvited] = useState(asked);
  const [isRefused, setRefused] = useState(false);
  const sortId = useId();
  /** The review being reported, and the ones this visitor reported on this visit. */
  const [reporting, setReporting] = useState<{ id: string; authorName: string } | null>(null);
  const [reportedIds, setReportedIds] = useState<ReadonlySet<string>>(new Set());
  const report = useReportPublishedReview();
  const reviews = usePublicReviews(cxid, page, sort);
  const eligibility = useReviewEligibility(cxid, user?.role === 'CONSUMER');
  const own = eligibility.data?.review ?? null;
  const canEdit = own ? new Date(own.editableUntil).getTime() > Date.now() : false;
  const showWrite = Boolean(eligibility.data?.eligible && !own);
  useEffect(() => {
    if (isInvited && eligibility.data) {
      setInvited(false);
      if (showWrite) setWriting(true);
      else if (!eligibility.data.review) setRefused(true);
    }
  }, [isInvited, eligibility.data, showWrite]);
  const askSignIn = asked && !isUserLoading && !user;
  const signInPrompt = useRef<HTMLDivElement>(null);
  // The reviews are below the profile: the prompt is what the visitor came for, so it is brought into view.
  useEffect(() => {
    if (askSignIn) signInPrompt.current?.scrollIntoView({ block: 'center' });
  }, [askSignIn]);
  // A professional or an admin following the link may not review anyone.
  const refused = isRefused || (asked && user !== null && user.role !== 'CONSUMER');
  if (!ready) return <div className="mt-6 min-h-40" />;

  return (
    <Card className="mt-6 p-6" aria-labelledby={`${sortId}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${sortId}-title`} className="text-lg font-semibold text-slate-900">
          {t('reviews.title')}
        </h2>
        {showWrite || (own && canEdit) ? (
          <Button variant={own ? 'outline' : 'primary'} onClick={() => setWriting(true)}>
            <PenLine className="size-4" aria-hidden="true" /> {own ? t('reviews.editYours') : t('reviews.writeReview')}
          </Button>
        ) : null}
      </div>
      {askSignIn ? (
        <div
          ref={signInPrompt}
          data-testid="review-sign-in"
          className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
        >
          <p className="text-sm text-slate-800">{t('reviews.signInPrompt', { name: professionalName })}</p>
          <LinkButton to={signInReturningTo(`${pathname}?review=1`)} size="sm">
            {t('reviews.signInAction')}
          </LinkButton>
        </div>
      ) : refused ? (
        <p className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
          {t('reviews.notEligible')}
        </p>
      ) : own?.status === 'held' ? (
        <p className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
          {t('reviews.yourReviewHeld')}
        </p>
      ) : null}
      {reviews.isPending ? (
        <Spinner label={t('reviews.loading')} />
      ) : reviews.isError ? (
        <p className="mt-4 text-slate-700">{t('reviews.loadError')}</p>
      ) : (
        <div className="mt-4 space-y-4">
          {reviews.data.count === 0 ? (
            <p className="text-slate-700" data-testid="no-reviews">
              {t('reviews.noReviews')}
            </p>
          ) : (
            <>
              <ReviewSummary summary={reviews.data} />
              <SortSelect
                label={t('reviews.sortLabel')}
                value={sort}
                options={SORTS.map((code) => ({ code, label: t(`reviews.sort.${code}`) }))}
                onChange={(code) => {
                  setSort(code);
                  setPage(1);
                }}
                className="justify-end"
              />
              <div data-testid="review-list">
                {reviews.data.reviews.map((r) => (
                  <ReviewItem key={r.id} review={r} replyTitle={t('reviews.replyFrom', { name: professionalName })}>
                    {!user ? null : reportedIds.has(r.id) ? (
                      <p className="text-sm text-slate-600">{t('reviews.reportedShort')}</p>
                    ) : (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="-ml-3"
                        aria-label={t('reviews.reportBy', { name: r.authorName })}
                        onClick={() => setReporting({ id: r.id, authorName: r.authorName })}
                      >
                        <Flag className="size-4" aria-hidden="true" /> {t('reviews.report')}
                      </Button>
                    )}
                  </ReviewItem>
                ))}
              </div>
              <Pagination page={page} totalPages={reviews.data.totalPages} onPageChange={setPage} label={t('reviews.pages')} />
            </>
          )}
        </div>
      )}
      <Suspense fallback={null}>
        {reporting ? (
          <ReportReviewDialog
            authorName={reporting.authorName}
            onClose={() => setReporting(null)}
            isPending={report.isPending}
            onSubmit={(reason) =>
              report.mutate(
                { reviewId: reporting.id, reason },
                {
                  onSuccess: (res) => {
                    notify.success(res.message);
                    setReportedIds((ids) => new Set(ids).add(reporting.id));
                    setReporting(null);
                  },
                  onError: (err) => notify.error(errorMessage(err)),
                },
              )
            }
          />
        ) : null}
        {isWriting ? (
          <WriteReviewDialog
            open={isWriting}
            onOpenChange={setWriting}
            cxid={cxid}
            professionalName={professionalName}
            existing={own}
          />
        ) : null}
      </Suspense>
    </Card>
  );
}
