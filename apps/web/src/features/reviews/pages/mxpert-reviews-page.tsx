import { type OwnReview, reviewReplyBody } from '@mx/contract';
import { REVIEW_LIMITS } from '@mx/contract/review-texts';
import { Flag, MessageSquareReply } from 'lucide-react';
import { useState } from 'react';
import { ReviewItem } from '../../../components/reviews/review-item.tsx';
import { ReportReviewDialog, TextDialog } from '../../../components/reviews/text-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMxpertReviews, useReplyToReview, useReportReview } from '../../../lib/api/reviews.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { reviewSentence } from '../../../lib/review-sentence.ts';
import { notify } from '../../../lib/toast.ts';

type Action = { kind: 'reply' | 'report'; review: OwnReview } | null;

/** /mxpert/reviews: every review of the professional, with one public reply each and a report to the admins. */
export default function MxpertReviewsPage() {
  const ready = useNamespaces(['reviews']);
  const t = useT();
  const [page, setPage] = useState(1);
  const reviews = useMxpertReviews(page);
  const [action, setAction] = useState<Action>(null);
  const reply = useReplyToReview();
  const report = useReportReview();
  const close = () => setAction(null);
  const done = {
    onSuccess: (res: { message: string }) => {
      notify.success(reviewSentence(res.message));
      close();
    },
    onError: (e: unknown) => notify.error(errorMessage(e)),
  };
  const pageSize = REVIEW_LIMITS.listSize;
  if (!ready) return <Spinner />;

  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('reviews.proTitle')}</h1>
        <p className="mt-1 text-slate-700">{t('reviews.proIntro')}</p>
      </header>
      {reviews.isPending ? (
        <Spinner label={t('reviews.loading')} />
      ) : reviews.isError ? (
        <Alert tone="error">{errorMessage(reviews.error)}</Alert>
      ) : reviews.data.reviews.length === 0 ? (
        <Card className="p-8 text-center text-slate-700">{t('reviews.noReviews')}</Card>
      ) : (
        <Card className="px-6 py-2">
          {reviews.data.reviews.map((r) => (
            <ReviewItem key={r.id} review={r} replyTitle={t('reviews.proReplyTitle')}>
              <div className="flex flex-wrap items-center gap-2 pt-1">
                {r.status === 'hidden' ? <Badge tone="neutral">{t('reviews.hiddenByTeam')}</Badge> : null}
                {r.status === 'held' ? <Badge tone="neutral">{t('reviews.heldForAuthor')}</Badge> : null}
                {r.reportedAt && r.status === 'visible' ? <Badge tone="warning">{t('reviews.reportedBadge')}</Badge> : null}
                <Button size="sm" variant="outline" onClick={() => setAction({ kind: 'reply', review: r })}>
                  <MessageSquareReply className="size-4" aria-hidden="true" />{' '}
                  {r.reply ? t('reviews.editReply') : t('reviews.reply')}
                  <span className="sr-only"> {t('reviews.toName', { name: r.authorName })}</span>
                </Button>
                {r.status === 'visible' && !r.reportedAt ? (
                  <Button size="sm" variant="ghost" onClick={() => setAction({ kind: 'report', review: r })}>
                    <Flag className="size-4" aria-hidden="true" /> {t('reviews.report')}
                    <span className="sr-only"> {t('reviews.theReviewBy', { name: r.authorName })}</span>
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
          title={t('reviews.replyDialogTitle', { name: action.review.authorName })}
          label={t('reviews.publicReply')}
          hint={t('reviews.replyHint')}
          initial={action.review.reply?.body ?? ''}
          schema={reviewReplyBody}
          field="body"
          submitLabel={t('reviews.publishReply')}
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
