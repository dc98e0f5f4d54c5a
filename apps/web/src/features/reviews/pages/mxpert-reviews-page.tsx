import { type OwnReview, reviewReplyBody } from '@mx/contract';
import { REVIEW_LIMITS, REVIEW_TEXT } from '@mx/contract/review-texts';
import { Flag, MessageSquareReply } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useMxpertReviews, useReplyToReview, useReportReview } from '../api/reviews.ts';
import { ReviewItem } from '../components/review-item.tsx';
import { ReportReviewDialog, TextDialog } from '../components/text-dialog.tsx';

type Action = { kind: 'reply' | 'report'; review: OwnReview } | null;

/** /mxpert/reviews: every review of the professional, with one public reply each and a report to the admins. */
export default function MxpertReviewsPage() {
  const [page, setPage] = useState(1);
  const reviews = useMxpertReviews(page);
  const [action, setAction] = useState<Action>(null);
  const reply = useReplyToReview();
  const report = useReportReview();
  const close = () => setAction(null);
  const done = {
    onSuccess: (res: { message: string }) => {
      notify.success(res.message);
      close();
    },
    onError: (e: unknown) => notify.error(errorMessage(e)),
  };
  const pageSize = REVIEW_LIMITS.listSize;

  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Reviews</h1>
        <p className="mt-1 text-slate-700">
          What your clients say on your public profile. Reply once in public, or report a review to our team.
        </p>
      </header>
      {reviews.isPending ? (
        <Spinner label="Loading reviews" />
      ) : reviews.isError ? (
        <Alert tone="error">{errorMessage(reviews.error)}</Alert>
      ) : reviews.data.reviews.length === 0 ? (
        <Card className="p-8 text-center text-slate-700">{REVIEW_TEXT.noReviews}</Card>
      ) : (
        <Card className="px-6 py-2">
          {reviews.data.reviews.map((r) => (
            <ReviewItem key={r.id} review={r} replyTitle="Your reply">
              <div className="flex flex-wrap items-center gap-2 pt-1">
                {r.status === 'hidden' ? <Badge tone="neutral">Hidden by our team</Badge> : null}
                {r.status === 'held' ? <Badge tone="neutral">{REVIEW_TEXT.heldForAuthor}</Badge> : null}
                {r.reportedAt && r.status === 'visible' ? <Badge tone="warning">Reported</Badge> : null}
                <Button size="sm" variant="outline" onClick={() => setAction({ kind: 'reply', review: r })}>
                  <MessageSquareReply className="size-4" aria-hidden="true" /> {r.reply ? 'Edit reply' : 'Reply'}
                  <span className="sr-only"> to {r.authorName}</span>
                </Button>
                {r.status === 'visible' && !r.reportedAt ? (
                  <Button size="sm" variant="ghost" onClick={() => setAction({ kind: 'report', review: r })}>
                    <Flag className="size-4" aria-hidden="true" /> Report
                    <span className="sr-only"> the review by {r.authorName}</span>
                  </Button>
                ) : null}
              </div>
            </ReviewItem>
          ))}
        </Card>
      )}
      {reviews.data && reviews.data.totalCount > pageSize ? (
        <Pagination page={page} totalPages={Math.ceil(reviews.data.totalCount / pageSize)} onPageChange={setPage} />
      ) : null}
      {action?.kind === 'reply' ? (
        <TextDialog
          open
          onOpenChange={(open) => (open ? null : close())}
          title={`Reply to ${action.review.authorName}`}
          label="Your public reply"
          hint={`${REVIEW_LIMITS.replyMin} to ${REVIEW_LIMITS.replyMax} characters, shown under the review.`}
          initial={action.review.reply?.body ?? ''}
          schema={reviewReplyBody}
          field="body"
          submitLabel="Publish reply"
          isPending={reply.isPending}
          onSubmit={(body) => reply.mutate({ reviewId: action.review.id, body }, done)}
        />
      ) : null}
      {action?.kind === 'report' ? (
        <ReportReviewDialog
          authorName={action.review.authorName}
          onClose={close}
          isPending={report.isPending}
          onSubmit={(reason) => report.mutate({ reviewId: action.review.id, reason }, done)}
        />
      ) : null}
    </section>
  );
}
