import {
  adminReviewsQuery,
  createReviewBody,
  dashboardReviewsQuery,
  idParam,
  publicReviewsQuery,
  publicReviewsResponse,
  REVIEW_TEXT,
  reviewCxidParam,
  reviewDeletedResponse,
  reviewEligibilityQuery,
  reviewEligibilityResponse,
  reviewHideBody,
  reviewListResponse,
  reviewReplyBody,
  reviewReportBody,
  reviewReportedResponse,
  reviewResponse,
  updateReviewBody,
} from '@mx/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestClientKey } from '../../lib/client-address.ts';
import type { AppContext } from '../../lib/context.ts';
import { said } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/access.ts';
import type { User } from '../auth/current-user.ts';
import { createReview, deleteReview, listOwnReviews, reviewEligibility, updateReview } from './author.ts';
import { hideReview, listAdminReviews, publishReview, restoreReview } from './moderation.ts';
import { listMxpertReviews, replyToReview, reportReview } from './professional.ts';
import { listPublicReviews, reportPublishedReview } from './public-list.ts';

const tags = ['reviews'];
const CONSUMERS = ['CONSUMER'] as const;
const MXPERTS = ['MXPERT'] as const;
const ADMINS = ['ADMIN'] as const;

/** Verified reviews: the public list, the author's, the professional's and the admins' routes. */
export function reviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(request: FastifyRequest, message: string, data: T) => ({
    success: true as const,
    message: said(request, message),
    data,
  });
  /** A review write of the signed-in account, within its limit (each one empties the directory's answers). */
  const write = <T>(request: FastifyRequest, work: (user: User) => Promise<T>) => {
    const user = currentUser(request);
    return ctx.limiter.within(`review-write:${user.id}`, ctx.config.rateLimits.reviewWrites, REVIEW_TEXT.tooManyWrites, () =>
      work(user),
    );
  };

  r.get(
    '/api/public/mxperts/:cxid/reviews',
    {
      config: { access: 'public' },
      schema: {
        summary: "A professional's published reviews, a page at a time",
        operationId: 'listPublicReviews',
        tags,
        params: reviewCxidParam,
        querystring: publicReviewsQuery,
        response: { 200: publicReviewsResponse },
      },
    },
    async (request) => ({ data: await listPublicReviews(ctx.db, request.params.cxid, request.query) }),
  );

  r.get(
    '/api/consumer/reviews',
    {
      config: { access: CONSUMERS },
      schema: { summary: 'The reviews you wrote', operationId: 'listOwnReviews', tags, response: { 200: reviewListResponse } },
    },
    async (request) => ({ success: true as const, data: await listOwnReviews(ctx.db, currentUser(request)) }),
  );

  r.get(
    '/api/consumer/reviews/eligibility',
    {
      config: { access: CONSUMERS },
      schema: {
        summary: 'Whether you may review a professional, and why not',
        operationId: 'getReviewEligibility',
        tags,
        querystring: reviewEligibilityQuery,
        response: { 200: reviewEligibilityResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reviewEligibility(ctx.db, currentUser(request), request.query.cxid),
    }),
  );

  r.post(
    '/api/consumer/reviews',
    {
      config: { access: CONSUMERS },
      schema: {
        summary: 'Review a professional you were in contact with',
        operationId: 'createReview',
        tags,
        body: createReviewBody,
        response: { 201: reviewResponse },
      },
    },
    async (request, reply) => {
      const review = await write(request, (user) => createReview(ctx, user, request.body, requestClientKey(request)));
      return reply.code(201).send(ok(request, review.status === 'held' ? REVIEW_TEXT.createdHeld : REVIEW_TEXT.created, review));
    },
  );

  r.patch(
    '/api/consumer/reviews/:id',
    {
      config: { access: CONSUMERS },
      schema: {
        summary: 'Change one of your reviews',
        operationId: 'updateReview',
        tags,
        params: idParam,
        body: updateReviewBody,
        response: { 200: reviewResponse },
      },
    },
    async (request) =>
      ok(request, REVIEW_TEXT.updated, await write(request, (user) => updateReview(ctx, user, request.params.id, request.body))),
  );

  r.delete(
    '/api/consumer/reviews/:id',
    {
      config: { access: CONSUMERS },
      schema: {
        summary: 'Delete one of your reviews',
        operationId: 'deleteReview',
        tags,
        params: idParam,
        response: { 200: reviewDeletedResponse },
      },
    },
    async (request) => {
      await write(request, (user) => deleteReview(ctx, user, request.params.id));
      return { success: true as const, message: said(request, REVIEW_TEXT.deleted) };
    },
  );

  r.get(
    '/api/dashboard/reviews',
    {
      config: { access: MXPERTS },
      schema: {
        summary: 'The reviews of your profile, a page at a time',
        operationId: 'listMxpertReviews',
        tags,
        querystring: dashboardReviewsQuery,
        response: { 200: reviewListResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMxpertReviews(ctx.db, currentUser(request), request.query.page),
    }),
  );

  r.post(
    '/api/dashboard/reviews/:id/reply',
    {
      config: { access: MXPERTS },
      schema: {
        summary: 'Reply publicly to a review of your profile',
        operationId: 'replyToReview',
        tags,
        params: idParam,
        body: reviewReplyBody,
        response: { 200: reviewResponse },
      },
    },
    async (request) =>
      ok(
        request,
        REVIEW_TEXT.replied,
        await write(request, (user) => replyToReview(ctx, user, request.params.id, request.body.body)),
      ),
  );

  r.post(
    '/api/dashboard/reviews/:id/report',
    {
      config: { access: MXPERTS },
      schema: {
        summary: 'Report a review of your profile to the admins',
        operationId: 'reportReview',
        tags,
        params: idParam,
        body: reviewReportBody,
        response: { 200: reviewResponse },
      },
    },
    async (request) =>
      ok(request, REVIEW_TEXT.reported, await reportReview(ctx, currentUser(request), request.params.id, request.body.reason)),
  );

  r.post(
    '/api/reviews/:id/report',
    {
      // Open to every account; a suspended or rejected professional changes nothing here either.
      config: { access: 'signed-in', enforceStanding: true },
      schema: {
        summary: 'Report a published review to the admins',
        operationId: 'reportPublishedReview',
        tags,
        params: idParam,
        body: reviewReportBody,
        response: { 200: reviewReportedResponse },
      },
    },
    async (request) => {
      await write(request, () => reportPublishedReview(ctx, request.params.id, request.body.reason));
      return { success: true as const, message: said(request, REVIEW_TEXT.reported) };
    },
  );

  r.get(
    '/api/admin/reviews',
    {
      config: { access: ADMINS },
      schema: {
        summary: 'Reviews by status, for moderation, a page at a time',
        operationId: 'listAdminReviews',
        tags,
        querystring: adminReviewsQuery,
        response: { 200: reviewListResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listAdminReviews(ctx.db, request.query.status, request.query.page),
    }),
  );

  r.post(
    '/api/admin/reviews/:id/hide',
    {
      config: { access: ADMINS },
      schema: {
        summary: 'Hide a review with a reason',
        operationId: 'hideReview',
        tags,
        params: idParam,
        body: reviewHideBody,
        response: { 200: reviewResponse },
      },
    },
    async (request) =>
      ok(request, REVIEW_TEXT.hidden, await hideReview(ctx, currentUser(request), request.params.id, request.body.reason)),
  );

  r.post(
    '/api/admin/reviews/:id/restore',
    {
      config: { access: ADMINS },
      schema: {
        summary: 'Show a hidden review again',
        operationId: 'restoreReview',
        tags,
        params: idParam,
        response: { 200: reviewResponse },
      },
    },
    async (request) => ok(request, REVIEW_TEXT.restored, await restoreReview(ctx, currentUser(request), request.params.id)),
  );

  r.post(
    '/api/admin/reviews/:id/publish',
    {
      config: { access: ADMINS },
      schema: {
        tags,
        summary: 'Publish a review held for moderation',
        description:
          'A held review (see heldReasons) joins the profile, its figures and the directory; audited as review.published. 409 when the review is not held.',
        operationId: 'publishHeldReview',
        params: idParam,
        response: { 200: reviewResponse },
      },
    },
    async (request) => ok(request, REVIEW_TEXT.published, await publishReview(ctx, currentUser(request), request.params.id)),
  );
}
