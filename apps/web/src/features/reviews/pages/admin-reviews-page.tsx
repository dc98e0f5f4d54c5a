import { type OwnReview, reviewHideBody } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { REVIEW_HOLD_REASONS, REVIEW_LIMITS } from '@mx/contract/review-texts';
import { Check, EyeOff, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { type AdminReviewTab, useAdminReviews, useHideReview, usePublishReview, useRestoreReview } from '../api/reviews.ts';
import { ReviewItem } from '../components/review-item.tsx';
import { TextDialog } from '../components/text-dialog.tsx';

const TABS: { value: AdminReviewTab; label: string }[] = [
  { value: 'reported', label: 'Reported' },
  { value: 'held', label: 'Held' },
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
];

/**
 * /admin/reviews: reported reviews first; hide one with a reason (its author and professional are
 * e-mailed), restore it; publish a review held for moderation, whose reasons the Held tab shows.
 */
export default function AdminReviewsPage() {
  const [tab, setTab] = useState<AdminReviewTab>('reported');
  const [page, setPage] = useState(1);
  const [hiding, setHiding] = useState<OwnReview | null>(null);
  const hide = useHideReview();
  const restore = useRestoreReview();
  const publish = usePublishReview();
  const settle = {
    onSuccess: (res: { message: string }) => notify.success(res.message),
    onError: (e: unknown) => notify.error(errorMessage(e)),
  };

  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Reviews</h1>
        <p className="mt-1 text-slate-700">
          Reviews professionals reported come first. A hidden review leaves the profile and the rating; a held one waits for you
          before it reaches them.
        </p>
      </header>
      <Tabs
        label="Reviews by status"
        value={tab}
        onValueChange={(next) => {
          setTab(next as AdminReviewTab);
          setPage(1);
        }}
        items={TABS.map((t) => ({
          value: t.value,
          label: t.label,
          content:
            t.value === tab ? (
              <ReviewTable
                tab={tab}
                page={page}
                onPage={setPage}
                onHide={setHiding}
                onRestore={(r) => restore.mutate({ reviewId: r.id }, settle)}
                onPublish={(r) => publish.mutate({ reviewId: r.id }, settle)}
              />
            ) : null,
        }))}
      />
      {hiding ? (
        <TextDialog
          open
          onOpenChange={(open) => (open ? null : setHiding(null))}
          title={`Hide the review by ${hiding.authorName}`}
          label="Reason (sent to the author and the MortgageXpert)"
          hint={`At least ${REVIEW_LIMITS.hideReasonMin} characters.`}
          schema={reviewHideBody}
          field="reason"
          submitLabel="Hide review"
          danger
          isPending={hide.isPending}
          onSubmit={(reason) =>
            hide.mutate(
              { reviewId: hiding.id, reason },
              {
                onSuccess: (res) => {
                  notify.success(res.message);
                  setHiding(null);
                },
                onError: (e) => notify.error(errorMessage(e)),
              },
            )
          }
        />
      ) : null}
    </section>
  );
}

function ReviewTable({
  tab,
  page,
  onPage,
  onHide,
  onRestore,
  onPublish,
}: {
  tab: AdminReviewTab;
  page: number;
  onPage(page: number): void;
  onHide(review: OwnReview): void;
  onRestore(review: OwnReview): void;
  onPublish(review: OwnReview): void;
}) {
  const reviews = useAdminReviews(tab, page);
  if (reviews.isPending) return <Spinner label="Loading reviews" />;
  if (reviews.isError) return <Alert tone="error">{errorMessage(reviews.error)}</Alert>;
  if (reviews.data.reviews.length === 0) return <p className="py-8 text-center text-slate-700">No {tab} reviews</p>;
  const totalPages = Math.ceil(reviews.data.totalCount / REVIEW_LIMITS.listSize);
  return (
    <div className="space-y-4 pt-4">
      <Card className="px-6 py-2">
        {reviews.data.reviews.map((r) => (
          <ReviewItem key={r.id} review={r}>
            <p className="text-sm text-slate-700">
              About{' '}
              <Link
                to={paths.expertProfile(r.mxpert.state, r.mxpert.cxid)}
                className="font-medium text-brand-700 hover:underline"
              >
                {r.mxpert.name || r.mxpert.cxid}
              </Link>
            </p>
            {r.reportedAt ? (
              <p className="text-sm text-amber-900">
                Reported {formatDateTime(r.reportedAt)}: <span className="whitespace-pre-line break-words">{r.reportReason}</span>
              </p>
            ) : null}
            {r.hiddenAt ? (
              <p className="text-sm text-slate-700">
                Hidden {formatDateTime(r.hiddenAt)}: <span className="whitespace-pre-line break-words">{r.hideReason}</span>
              </p>
            ) : null}
            {r.status === 'held' ? (
              <div className="text-sm text-amber-900">
                <p className="font-medium">Held for moderation:</p>
                <ul className="list-disc pl-5">
                  {r.heldReasons.map((code) => (
                    <li key={code}>{REVIEW_HOLD_REASONS.find((reason) => reason.code === code)?.label ?? code}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className="flex flex-wrap gap-2 pt-1">
              {r.status === 'held' ? (
                <Button size="sm" onClick={() => onPublish(r)}>
                  <Check className="size-4" aria-hidden="true" /> Publish
                  <span className="sr-only"> the review by {r.authorName}</span>
                </Button>
              ) : null}
              {r.status === 'visible' || r.status === 'held' ? (
                <Button size="sm" variant="danger" onClick={() => onHide(r)}>
                  <EyeOff className="size-4" aria-hidden="true" /> Hide
                  <span className="sr-only"> the review by {r.authorName}</span>
                </Button>
              ) : (
                <Button size="sm" variant="outline" onClick={() => onRestore(r)}>
                  <RotateCcw className="size-4" aria-hidden="true" /> Restore
                  <span className="sr-only"> the review by {r.authorName}</span>
                </Button>
              )}
            </div>
          </ReviewItem>
        ))}
      </Card>
      {totalPages > 1 ? <Pagination page={page} totalPages={totalPages} onPageChange={onPage} /> : null}
    </div>
  );
}
