import { type OwnReview, reviewHideBody } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { REVIEW_LIMITS } from '@mx/contract/review-texts';
import { Check, EyeOff, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ReviewItem } from '../../../components/reviews/review-item.tsx';
import { TextDialog } from '../../../components/reviews/text-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { WithPart } from '../../../components/ui/with-strong.tsx';
import {
  type AdminReviewTab,
  useAdminReviews,
  useHideReview,
  usePublishReview,
  useRestoreReview,
} from '../../../lib/api/reviews.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { reviewSentence } from '../../../lib/review-sentence.ts';
import { notify } from '../../../lib/toast.ts';

const TABS: readonly AdminReviewTab[] = ['reported', 'held', 'visible', 'hidden'];

/**
 * /admin/reviews: reported reviews first; hide one with a reason (its author and professional are
 * e-mailed), restore it; publish a review held for moderation, whose reasons the Held tab shows.
 */
export default function AdminReviewsPage() {
  const ready = useNamespaces(['reviews']);
  const t = useT();
  const [tab, setTab] = useState<AdminReviewTab>('reported');
  const [page, setPage] = useState(1);
  const [hiding, setHiding] = useState<OwnReview | null>(null);
  const hide = useHideReview();
  const restore = useRestoreReview();
  const publish = usePublishReview();
  const settle = {
    onSuccess: (res: { message: string }) => notify.success(reviewSentence(res.message)),
    onError: (e: unknown) => notify.error(errorMessage(e)),
  };
  if (!ready) return <Spinner />;

  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('reviews.adminTitle')}</h1>
        <p className="mt-1 text-slate-700">{t('reviews.adminIntro')}</p>
      </header>
      <Tabs
        label={t('reviews.adminTabs')}
        value={tab}
        onValueChange={(next) => {
          setTab(next as AdminReviewTab);
          setPage(1);
        }}
        items={TABS.map((value) => ({
          value,
          label: t(`reviews.tab.${value}`),
          content:
            value === tab ? (
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
          title={t('reviews.hideDialogTitle', { name: hiding.authorName })}
          label={t('reviews.hideReason')}
          hint={t('reviews.hideHint')}
          schema={reviewHideBody}
          field="reason"
          submitLabel={t('reviews.hideSubmit')}
          danger
          isPending={hide.isPending}
          onSubmit={(reason) =>
            hide.mutate(
              { reviewId: hiding.id, reason },
              {
                onSuccess: (res) => {
                  notify.success(reviewSentence(res.message));
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
  const t = useT();
  const reviews = useAdminReviews(tab, page);
  if (reviews.isPending) return <Spinner label={t('reviews.loading')} />;
  if (reviews.isError) return <Alert tone="error">{errorMessage(reviews.error)}</Alert>;
  if (reviews.data.reviews.length === 0) return <p className="py-8 text-center text-slate-700">{t(`reviews.none.${tab}`)}</p>;
  const totalPages = Math.ceil(reviews.data.totalCount / REVIEW_LIMITS.listSize);
  return (
    <div className="space-y-4 pt-4">
      <Card className="px-6 py-2">
        {reviews.data.reviews.map((r) => (
          <ReviewItem key={r.id} review={r}>
            <p className="text-sm text-slate-700">
              <WithPart
                text={(name) => t('reviews.about', { name })}
                part={
                  <Link
                    to={paths.professionalProfile(r.mxpert.state, r.mxpert.cxid)}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {r.mxpert.name || r.mxpert.cxid}
                  </Link>
                }
              />
            </p>
            {r.reportedAt ? (
              <p className="text-sm text-amber-900">
                {t('reviews.reportedOn', { date: formatDateTime(r.reportedAt) })}{' '}
                <span className="whitespace-pre-line break-words">{r.reportReason}</span>
              </p>
            ) : null}
            {r.hiddenAt ? (
              <p className="text-sm text-slate-700">
                {t('reviews.hiddenOn', { date: formatDateTime(r.hiddenAt) })}{' '}
                <span className="whitespace-pre-line break-words">{r.hideReason}</span>
              </p>
            ) : null}
            {r.status === 'held' ? (
              <div className="text-sm text-amber-900">
                <p className="font-medium">{t('reviews.heldForModeration')}</p>
                <ul className="list-disc pl-5">
                  {r.heldReasons.map((code) => (
                    <li key={code}>{t(`reviews.hold.${code}`)}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className="flex flex-wrap gap-2 pt-1">
              {r.status === 'held' ? (
                <Button size="sm" onClick={() => onPublish(r)}>
                  <Check className="size-4" aria-hidden="true" /> {t('reviews.publishHeld')}
                  <span className="sr-only"> {t('reviews.theReviewBy', { name: r.authorName })}</span>
                </Button>
              ) : null}
              {r.status === 'visible' || r.status === 'held' ? (
                <Button size="sm" variant="danger" onClick={() => onHide(r)}>
                  <EyeOff className="size-4" aria-hidden="true" /> {t('reviews.hide')}
                  <span className="sr-only"> {t('reviews.theReviewBy', { name: r.authorName })}</span>
                </Button>
              ) : (
                <Button size="sm" variant="outline" onClick={() => onRestore(r)}>
                  <RotateCcw className="size-4" aria-hidden="true" /> {t('reviews.restore')}
                  <span className="sr-only"> {t('reviews.theReviewBy', { name: r.authorName })}</span>
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
