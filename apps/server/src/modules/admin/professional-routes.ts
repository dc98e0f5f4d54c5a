import {
  ADMIN_TEXT,
  adminMxpertListResponse,
  adminMxpertResponse,
  adminMxpertsQuery,
  approvedMxpertsQuery,
  approveMxpertBody,
  decisionResponse,
  idParam,
  profileChangeDecisionResponse,
  profileChangesQuery,
  profileChangesResponse,
  reasonBody,
  reinstateBody,
  rejectMxpertBody,
  suspensionResponse,
} from '@mx/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { currentUser } from '../../plugins/access.ts';
import { receivedLeadCounts } from '../leads/counts.ts';
import { loadMxpertProfileViewById } from '../mxpert/profile-view.ts';
import { approveMxpert, rejectMxpert } from './decisions.ts';
import { listMxperts } from './mxpert-lists.ts';
import { nmlsAlsoUsedBy } from './nmls.ts';
import { approveProfileChange, declineProfileChange, listProfileChanges } from './profile-changes.ts';
import { reinstateMxpert, suspendMxpert } from './suspension.ts';

const tags = ['admin'];
const access = ['ADMIN'] as const;

/** The professionals an admin reviews: the list by status, one profile, approval, rejection, suspension, reinstatement and the held profile changes. */
export function professionalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/mxperts',
    {
      config: { access },
      schema: {
        summary: 'Professionals by status (awaiting a decision, approved, suspended), a page at a time',
        operationId: 'listMxperts',
        tags,
        description:
          'The one list of professionals: status pending_completed (the default) or pending_incomplete for those awaiting a decision, approved, suspended, or all (approved and suspended), with the search and the five filters (docs/decisions/109).',
        querystring: adminMxpertsQuery,
        response: { 200: adminMxpertListResponse },
      },
    },
    async (request) => ({ success: true as const, data: await listMxperts(ctx.db, request.query) }),
  );

  r.get(
    '/api/admin/mortgagexperts',
    {
      config: { access },
      schema: {
        summary: 'Approved professionals, a page at a time',
        operationId: 'listApprovedMxperts',
        tags,
        description: 'Kept for compatibility: the list of /api/admin/mxperts with status approved by default.',
        querystring: approvedMxpertsQuery,
        response: { 200: adminMxpertListResponse },
      },
    },
    async (request) => ({ success: true as const, data: await listMxperts(ctx.db, request.query) }),
  );

  r.get(
    '/api/admin/mxperts/:id',
    {
      config: { access },
      schema: {
        summary: "One professional's profile for review, with other accounts using the same NMLS ID",
        operationId: 'getAdminMxpert',
        tags,
        params: idParam,
        response: { 200: adminMxpertResponse },
      },
    },
    async (request) => {
      const profile = await loadMxpertProfileViewById(ctx.db, request.params.id, receivedLeadCounts);
      if (!profile) throw new AppError('NOT_FOUND', ADMIN_TEXT.mxpertNotFound);
      const duplicates = await nmlsAlsoUsedBy(ctx.db, [profile]);
      return { success: true as const, data: { ...profile, nmlsAlsoUsedBy: duplicates.get(profile.id) ?? [] } };
    },
  );

  r.post(
    '/api/admin/mxperts/:id/approve',
    {
      config: { access },
      schema: {
        summary: 'Approve a professional; they are e-mailed',
        operationId: 'approveMxpert',
        tags,
        params: idParam,
        body: approveMxpertBody,
        response: { 200: decisionResponse },
      },
    },
    async (request) => {
      const { message, ...data } = await approveMxpert(ctx, {
        admin: currentUser(request),
        mxpertId: request.params.id,
        confirmDuplicateNmls: request.body?.confirmDuplicateNmls,
      });
      return { success: true as const, message, data };
    },
  );

  r.post(
    '/api/admin/mxperts/:id/reject',
    {
      config: { access },
      schema: {
        summary: 'Reject a professional with a reason; they are e-mailed',
        operationId: 'rejectMxpert',
        tags,
        params: idParam,
        body: rejectMxpertBody,
        response: { 200: decisionResponse },
      },
    },
    async (request) => {
      const { message, ...data } = await rejectMxpert(ctx, {
        admin: currentUser(request),
        mxpertId: request.params.id,
        reason: request.body.reason,
      });
      return { success: true as const, message, data };
    },
  );

  r.post(
    '/api/admin/mxperts/:id/suspend',
    {
      config: { access },
      schema: {
        summary: 'Suspend a professional with a reason: their listing and writes stop',
        operationId: 'suspendMxpert',
        tags,
        params: idParam,
        body: reasonBody,
        response: { 200: suspensionResponse },
      },
    },
    async (request) => {
      const { message, ...data } = await suspendMxpert(ctx, {
        admin: currentUser(request),
        mxpertId: request.params.id,
        reason: request.body.reason,
      });
      return { success: true as const, message, data };
    },
  );

  r.post(
    '/api/admin/mxperts/:id/reinstate',
    {
      config: { access },
      schema: {
        summary: 'Reinstate a suspended professional',
        operationId: 'reinstateMxpert',
        tags,
        params: idParam,
        body: reinstateBody,
        response: { 200: suspensionResponse },
      },
    },
    async (request) => {
      const { message, ...data } = await reinstateMxpert(ctx, {
        admin: currentUser(request),
        mxpertId: request.params.id,
        note: request.body.note,
      });
      return { success: true as const, message, data };
    },
  );

  r.get(
    '/api/admin/profile-changes',
    {
      config: { access },
      schema: {
        summary: 'Identity changes of approved professionals waiting for review',
        operationId: 'listProfileChanges',
        tags,
        querystring: profileChangesQuery,
        response: { 200: profileChangesResponse },
      },
    },
    async (request) => ({ success: true as const, data: await listProfileChanges(ctx.db, request.query) }),
  );

  r.post(
    '/api/admin/profile-changes/:id/approve',
    {
      config: { access },
      schema: {
        summary: 'Approve an identity change of a professional',
        operationId: 'approveProfileChange',
        tags,
        params: idParam,
        body: approveMxpertBody,
        response: { 200: profileChangeDecisionResponse },
      },
    },
    async (request) => {
      const { message, ...data } = await approveProfileChange(ctx, {
        admin: currentUser(request),
        changeId: request.params.id,
        confirmDuplicateNmls: request.body?.confirmDuplicateNmls,
      });
      return { success: true as const, message, data };
    },
  );

  r.post(
    '/api/admin/profile-changes/:id/decline',
    {
      config: { access },
      schema: {
        summary: 'Decline an identity change of a professional with a reason',
        operationId: 'declineProfileChange',
        tags,
        params: idParam,
        body: reasonBody,
        response: { 200: profileChangeDecisionResponse },
      },
    },
    async (request) => {
      const { message, ...data } = await declineProfileChange(ctx, {
        admin: currentUser(request),
        changeId: request.params.id,
        reason: request.body.reason,
      });
      return { success: true as const, message, data };
    },
  );
}
