import {
  checkpointBody,
  closePlanBody,
  completePlanBody,
  consumerPlanListResponse,
  consumerPlanResponse,
  mxpertPlanListResponse,
  mxpertPlanResponse,
  PLAN_TEXT,
  planActionBody,
  planActionParams,
  planActionPatchBody,
  planActionResponse,
  planCheckpointResponse,
  planCreatedResponse,
  planDeletedResponse,
  planIdParam,
  planListQuery,
  planPatchBody,
  planPublishedResponse,
  publishPlanBody,
  startPlanBody,
} from '@mx/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestClientKey } from '../../lib/client-address.ts';
import type { AppContext } from '../../lib/context.ts';
import { clearDirectoryCache } from '../../lib/directory-changes.ts';
import { readerLocale, sentence } from '../../lib/i18n.ts';
import { type Access, currentUser } from '../../plugins/access.ts';
import { addCheckpoint, type PlanSide } from './checkpoints.ts';
import { completePlan, getClientPlan, listClientPlans, markAction } from './client-plans.ts';
import { addAction, deleteAction, updateAction } from './plan-actions.ts';
import { closePlan, getProfessionalPlan, listProfessionalPlans, startPlan, updatePlan } from './professional-plans.ts';
import { publishPlan } from './publish-plan.ts';

const MXPERT = { access: ['MXPERT'] } as const;
const CONSUMER = { access: ['CONSUMER'] } as const;
const tags = ['plans'];

/**
 * Credit Optimization Plans: the professional's routes under /api/dashboard/plans, the
 * client's under /api/consumer/plans. Ownership is in every query: another's plan is not found
 * (404), and so is a draft to the client.
 */
export function planRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The professional's side.
  r.post(
    '/api/dashboard/plans',
    {
      config: MXPERT,
      schema: {
        tags,
        summary: 'Start a plan from one of your leads (a message or a COP request)',
        operationId: 'startPlan',
        body: startPlanBody,
        response: { 201: planCreatedResponse },
      },
    },
    async (request, reply) => {
      const id = await startPlan(ctx.db, currentUser(request), request.body.leadId);
      return reply.status(201).send({ success: true as const, data: { id } });
    },
  );

  r.get(
    '/api/dashboard/plans',
    {
      config: MXPERT,
      schema: {
        tags,
        summary: 'Your plans by status, most recently changed first',
        operationId: 'listMxpertPlans',
        querystring: planListQuery,
        response: { 200: mxpertPlanListResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listProfessionalPlans(ctx.db, currentUser(request), request.query),
    }),
  );

  r.get(
    '/api/dashboard/plans/:id',
    {
      config: MXPERT,
      schema: {
        tags,
        summary: 'One of your plans: the draft, its versions and the client’s progress',
        operationId: 'getMxpertPlan',
        params: planIdParam,
        response: { 200: mxpertPlanResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getProfessionalPlan(ctx.db, currentUser(request), request.params.id, readerLocale(request)),
    }),
  );

  r.patch(
    '/api/dashboard/plans/:id',
    {
      config: MXPERT,
      schema: {
        tags,
        summary: 'Change the draft: starting scores, target, re-pull date, summary, loan amount',
        operationId: 'updateMxpertPlan',
        params: planIdParam,
        body: planPatchBody,
        response: { 200: mxpertPlanResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updatePlan(ctx.db, currentUser(request), request.params.id, request.body, readerLocale(request)),
    }),
  );

  r.post(
    '/api/dashboard/plans/:id/actions',
    {
      config: MXPERT,
      schema: {
        tags,
        summary: 'Add an action at the end of the draft',
        operationId: 'addPlanAction',
        params: planIdParam,
        body: planActionBody,
        response: { 201: planActionResponse },
      },
    },
    async (request, reply) => {
      const data = await addAction(ctx.db, currentUser(request), request.params.id, request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  r.patch(
    '/api/dashboard/plans/:id/actions/:actionId',
    {
      config: MXPERT,
      schema: {
        tags,
        summary: 'Change or move an action of the draft',
        operationId: 'updatePlanAction',
        params: planActionParams,
        body: planActionPatchBody,
        response: { 200: planActionResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateAction(ctx.db, currentUser(request), request.params.id, request.params.actionId, request.body),
    }),
  );

  r.delete(
    '/api/dashboard/plans/:id/actions/:actionId',
    {
      config: MXPERT,
      schema: {
        tags,
        summary: 'Remove an action from the draft',
        operationId: 'deletePlanAction',
        params: planActionParams,
        response: { 200: planDeletedResponse },
      },
    },
    async (request) => {
      await deleteAction(ctx.db, currentUser(request), request.params.id, request.params.actionId);
      return { success: true as const };
    },
  );

  r.post(
    '/api/dashboard/plans/:id/publish',
    {
      config: MXPERT,
      schema: {
        tags,
        summary: 'Publish the draft as the next version, with an optional note; the client is e-mailed',
        operationId: 'publishPlan',
        params: planIdParam,
        body: publishPlanBody,
        response: { 200: planPublishedResponse },
      },
    },
    async (request) => {
      const locale = readerLocale(request);
      const data = await publishPlan(ctx.db, {
        user: currentUser(request),
        planId: request.params.id,
        note: request.body.note,
        publicUrl: ctx.config.publicUrl,
        locale,
      });
      const message = sentence(locale, PLAN_TEXT.published(data.version), 'plans.pro.published', {
        version: data.version,
      });
      return { success: true as const, message, data };
    },
  );

  r.post(
    '/api/dashboard/plans/:id/close',
    {
      config: MXPERT,
      schema: {
        tags,
        summary: 'Close the plan with a reason',
        operationId: 'closePlan',
        params: planIdParam,
        body: closePlanBody,
        response: { 200: mxpertPlanResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await closePlan(ctx.db, currentUser(request), request.params.id, request.body.reason, readerLocale(request)),
    }),
  );

  // The client's side.
  r.get(
    '/api/consumer/plans',
    {
      config: CONSUMER,
      schema: {
        tags,
        summary: 'Your published plans, newest first',
        operationId: 'listConsumerPlans',
        response: { 200: consumerPlanListResponse },
      },
    },
    async (request) => ({ success: true as const, data: await listClientPlans(ctx.db, currentUser(request)) }),
  );

  r.get(
    '/api/consumer/plans/:id',
    {
      config: CONSUMER,
      schema: {
        tags,
        summary: 'Your plan: the latest published version, the earlier ones and the checkpoints',
        operationId: 'getConsumerPlan',
        params: planIdParam,
        response: { 200: consumerPlanResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getClientPlan(ctx.db, currentUser(request), request.params.id, readerLocale(request)),
    }),
  );

  for (const done of [true, false]) {
    r.post(
      done ? '/api/consumer/plans/:id/actions/:actionId/done' : '/api/consumer/plans/:id/actions/:actionId/undone',
      {
        config: CONSUMER,
        schema: {
          tags,
          summary: done ? 'Tick an action of your plan off' : 'Mark an action of your plan as not done',
          operationId: done ? 'markPlanActionDone' : 'markPlanActionUndone',
          params: planActionParams,
          response: { 200: planActionResponse },
        },
      },
      async (request) => ({
        success: true as const,
        data: await markAction(ctx.db, currentUser(request), {
          planId: request.params.id,
          actionId: request.params.actionId,
          done,
        }),
      }),
    );
  }

  r.post(
    '/api/consumer/plans/:id/complete',
    {
      config: CONSUMER,
      schema: {
        tags,
        summary: 'Complete your plan with the final scores you read',
        operationId: 'completePlan',
        params: planIdParam,
        body: completePlanBody,
        response: { 200: consumerPlanResponse },
      },
    },
    async (request) => {
      const data = await completePlan(
        ctx.db,
        currentUser(request),
        request.params.id,
        request.body,
        requestClientKey(request),
        readerLocale(request),
      );
      // The professional's public figures changed: this instance's directory shows them at once.
      clearDirectoryCache(ctx);
      return { success: true as const, data };
    },
  );

  // Both sides.
  const checkpointRoutes: { side: PlanSide; url: string; access: { access: Access } }[] = [
    { side: 'mxpert', url: '/api/dashboard/plans/:id/checkpoints', access: MXPERT },
    { side: 'consumer', url: '/api/consumer/plans/:id/checkpoints', access: CONSUMER },
  ];
  for (const c of checkpointRoutes) {
    r.post(
      c.url,
      {
        config: c.access,
        schema: {
          tags,
          summary: 'Record a score read from a bureau on a day',
          operationId: c.side === 'mxpert' ? 'addMxpertPlanCheckpoint' : 'addConsumerPlanCheckpoint',
          params: planIdParam,
          body: checkpointBody,
          response: { 201: planCheckpointResponse },
        },
      },
      async (request, reply) => {
        const data = await addCheckpoint(ctx.db, {
          side: c.side,
          user: currentUser(request),
          planId: request.params.id,
          body: request.body,
        });
        return reply.status(201).send({ success: true as const, data });
      },
    );
  }
}
