import { adminAuditQuery, adminAuditResponse, approvedMxpertsQuery, auditCsvQuery, reportsQuery } from '@mx/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { currentUser } from '../../plugins/access.ts';
import { listAudit } from './audit.ts';
import { auditExport } from './export-audit.ts';
import { approvedListCsv, auditCsv, reportsCsv } from './exports.ts';

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

/** The audit trail and the CSV downloads (each download is itself audited). */
export function auditRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
