import {
  adminAuditQuery,
  adminAuditResponse,
  adminUserActionResponse,
  adminUsersQuery,
  adminUsersResponse,
  approvedMxpertsQuery,
  approveMxpertBody,
  auditCsvQuery,
  idParam,
  profileChangeDecisionResponse,
  profileChangesQuery,
  profileChangesResponse,
  reasonBody,
  reinstateBody,
  reportsQuery,
  suspensionResponse,
} from '@mx/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { currentUser } from '../../plugins/access.ts';
import { listAudit } from './audit.ts';
import { auditExport } from './export-audit.ts';
import { approvedListCsv, auditCsv, reportsCsv } from './exports.ts';
import { approveProfileChange, declineProfileChange, listProfileChanges } from './profile-changes.ts';
import { reinstateMxpert, suspendMxpert } from './suspension.ts';
import { deactivateUser, listUsers, reactivateUser, resendUserVerification } from './users.ts';

const tags = ['admin'];
const access = ['ADMIN'] as const;

/** A CSV download: UTF-8, attachment with the file's name, never cached. */
function csvReply(reply: FastifyReply, name: string) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'no-store');
}

/** Admin operations: suspension, identity re-review, accounts, the audit trail, CSV exports. */
export function adminOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

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

  r.get(
    '/api/admin/users',
    {
      config: { access },
      schema: {
        summary: 'Accounts, searched and filtered, a page at a time',
        operationId: 'listUsers',
        tags,
        querystring: adminUsersQuery,
        response: { 200: adminUsersResponse },
      },
    },
    async (request) => ({ success: true as const, data: await listUsers(ctx.db, request.query) }),
  );

  r.post(
    '/api/admin/users/:id/deactivate',
    {
      config: { access },
      schema: {
        summary: 'Deactivate an account with a reason: its sessions end',
        operationId: 'deactivateUser',
        tags,
        params: idParam,
        body: reasonBody,
        response: { 200: adminUserActionResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await deactivateUser(ctx, { admin: currentUser(request), userId: request.params.id, reason: request.body.reason })),
    }),
  );

  r.post(
    '/api/admin/users/:id/reactivate',
    {
      config: { access },
      schema: {
        summary: 'Reactivate a deactivated account',
        operationId: 'reactivateUser',
        tags,
        params: idParam,
        response: { 200: adminUserActionResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await reactivateUser(ctx, { admin: currentUser(request), userId: request.params.id })),
    }),
  );

  r.post(
    '/api/admin/users/:id/resend-verification',
    {
      config: { access },
      schema: {
        summary: "Send an account's verification e-mail again",
        operationId: 'resendUserVerification',
        tags,
        params: idParam,
        response: { 200: adminUserActionResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await resendUserVerification(ctx, { admin: currentUser(request), userId: request.params.id })),
    }),
  );

  r.get(
    '/api/admin/audit',
    {
      config: { access },
      schema: {
        summary: 'The audit trail of admin actions, a page at a time',
        operationId: 'listAudit',
        tags,
        querystring: adminAuditQuery,
        response: { 200: adminAuditResponse },
      },
    },
    async (request) => ({ success: true as const, data: await listAudit(ctx.db, request.query) }),
  );

  r.get(
    '/api/admin/mortgagexperts.csv',
    {
      config: { access },
      schema: {
        summary: 'Download the approved professionals as CSV',
        operationId: 'exportApprovedMxpertsCsv',
        tags,
        description: 'The approved list with its filters, as CSV.',
        querystring: approvedMxpertsQuery,
      },
    },
    async (request, reply) => {
      const finish = await auditExport(ctx.db, currentUser(request), 'mortgagexperts.csv', request.query);
      return csvReply(reply, 'mortgagexperts').send(approvedListCsv(ctx.db, request.query, finish));
    },
  );

  r.get(
    '/api/admin/audit.csv',
    {
      config: { access },
      schema: {
        summary: 'Download the audit trail as CSV',
        operationId: 'exportAuditCsv',
        tags,
        description: 'The audit trail with its filters, as CSV.',
        querystring: auditCsvQuery,
      },
    },
    async (request, reply) => {
      const finish = await auditExport(ctx.db, currentUser(request), 'audit.csv', request.query);
      return csvReply(reply, 'audit').send(auditCsv(ctx.db, request.query, finish));
    },
  );

  r.get(
    '/api/admin/reports.csv',
    {
      config: { access },
      schema: {
        summary: 'Download the reports of a range as CSV',
        operationId: 'exportReportsCsv',
        tags,
        description: 'The report tables of the range, as CSV.',
        querystring: reportsQuery,
      },
    },
    async (request, reply) => {
      const finish = await auditExport(ctx.db, currentUser(request), 'reports.csv', request.query);
      const { body, rows } = await reportsCsv(ctx.db, request.query.range);
      await finish(rows, true);
      return csvReply(reply, `report-${request.query.range}-days`).send(body);
    },
  );
}
