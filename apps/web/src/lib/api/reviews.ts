import type {
  CreateReviewBody,
  OwnReview,
  PublicReviewsResponse,
  ReviewListResponse,
  ReviewSort,
  UpdateReviewBody,
} from '@mx/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/** Verified reviews: the public list, the author's, the professional's and the admins' calls. */

type Saved = { success: true; message: string; data: OwnReview };
type Eligibility = { success: true; data: { eligible: boolean; review: OwnReview | null } };
const id = (value: string) => encodeURIComponent(value);

export function usePublicReviews(cxid: string, page: number, sort: ReviewSort) {
  return useQuery<PublicReviewsResponse['data']>({
    queryKey: ['reviews', 'public', cxid, page, sort],
    queryFn: async ({ signal }): Promise<PublicReviewsResponse['data']> =>
      (await api<PublicReviewsResponse>(`/api/public/mxperts/${id(cxid)}/reviews?page=${page}&sort=${sort}`, { signal })).data,
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** Asked only for a signed-in consumer: may they review, and their review if they wrote one. */
export function useReviewEligibility(cxid: string, enabled: boolean) {
  return useQuery({
    queryKey: ['reviews', 'eligibility', cxid],
    queryFn: ({ signal }) =>
      api<Eligibility>(`/api/consumer/reviews/eligibility?cxid=${id(cxid)}`, { signal }).then((r) => r.data),
    enabled,
  });
}

export function useMxpertReviews(page: number) {
  return useQuery({
    queryKey: ['reviews', 'mxpert', page],
    queryFn: ({ signal }) => api<ReviewListResponse>(`/api/dashboard/reviews?page=${page}`, { signal }).then((r) => r.data),
  });
}

export type AdminReviewTab = 'reported' | 'held' | 'visible' | 'hidden';

export function useAdminReviews(status: AdminReviewTab, page: number) {
  return useQuery({
    queryKey: ['reviews', 'admin', status, page],
    queryFn: ({ signal }) =>
      api<ReviewListResponse>(`/api/admin/reviews?status=${status}&page=${page}`, { signal }).then((r) => r.data),
  });
}

/** Every change to a review reloads every list of reviews (and the directory's cards). */
function useSaved<A>(call: (args: A) => Promise<Saved>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['reviews'] }),
        queryClient.invalidateQueries({ queryKey: ['directory'] }),
        queryClient.invalidateQueries({ queryKey: ['professional-profile'] }),
      ]),
  });
}

export const useCreateReview = () =>
  useSaved((body: CreateReviewBody) => api<Saved>('/api/consumer/reviews', { method: 'POST', body }));
export const useUpdateReview = () =>
  useSaved(({ reviewId, ...body }: UpdateReviewBody & { reviewId: string }) =>
    api<Saved>(`/api/consumer/reviews/${id(reviewId)}`, { method: 'PATCH', body }),
  );
export const useReplyToReview = () =>
  useSaved(({ reviewId, body }: { reviewId: string; body: string }) =>
    api<Saved>(`/api/dashboard/reviews/${id(reviewId)}/reply`, { method: 'POST', body: { body } }),
  );
export const useReportReview = () =>
  useSaved(({ reviewId, reason }: { reviewId: string; reason: string }) =>
    api<Saved>(`/api/dashboard/reviews/${id(reviewId)}/report`, { method: 'POST', body: { reason } }),
  );
/** Any signed-in account reports a published review on a profile; nothing on the page changes but the button. */
export const useReportPublishedReview = () =>
  useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) =>
      api<{ message: string }>(`/api/reviews/${id(reviewId)}/report`, { method: 'POST', body: { reason } }),
  });
export const useHideReview = () =>
  useSaved(({ reviewId, reason }: { reviewId: string; reason: string }) =>
    api<Saved>(`/api/admin/reviews/${id(reviewId)}/hide`, { method: 'POST', body: { reason } }),
  );
export const useRestoreReview = () =>
  useSaved(({ reviewId }: { reviewId: string }) => api<Saved>(`/api/admin/reviews/${id(reviewId)}/restore`, { method: 'POST' }));
export const usePublishReview = () =>
  useSaved(({ reviewId }: { reviewId: string }) => api<Saved>(`/api/admin/reviews/${id(reviewId)}/publish`, { method: 'POST' }));
