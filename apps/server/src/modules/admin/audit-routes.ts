import { adminAuditQuery, adminAuditResponse, approvedMxpertsQuery, auditCsvQuery, reportsQuery } from '@mx/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { currentUser } from '../../plugins/access.ts';
import { listAudit } from './audit.ts';
import { auditExport } from './export-audit.ts';
import { approvedListCsv, auditCsv, type ExportEnd, reportsCsv } from './exports.ts';

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

  /**
   * A CSV download at its URL (spelled out, so a search for it finds the route): the download is audited
   * with its file's name and filters first, and the answer is an attachment named after the file and the day.
   */
  function csvDownload<Q extends z.ZodType<object>>(
    url: `/api/admin/${string}.csv`,
    doc: { summary: string; operationId: string; description: string },
    querystring: Q,
    write: (query: z.infer<Q>, finish: ExportEnd) => Promise<{ name: string; body: unknown }>,
  ) {
    const file = url.slice('/api/admin/'.length);
    r.get(
      url,
      {
        config: { access },
        schema: { summary: doc.summary, operationId: doc.operationId, tags, description: doc.description, querystring },
      },
      async (request, reply) => {
        const query = request.query as z.infer<Q>;
        const finish = await auditExport(ctx.db, currentUser(request), file, query);
        const csv = await write(query, finish);
        return csvReply(reply, csv.name).send(csv.body);
      },
    );
  }

  csvDownload(
    '/api/admin/mortgagexperts.csv',
    {
      summary: 'Download the approved professionals as CSV',
      operationId: 'exportApprovedMxpertsCsv',
      description: 'The approved list with its filters, as CSV.',
    },
    approvedMxpertsQuery,
    async (query, finish) => ({ name: 'mortgagexperts', body: approvedListCsv(ctx.db, query, finish) }),
  );

  csvDownload(
    '/api/admin/audit.csv',
    {
      summary: 'Download the audit trail as CSV',
      operationId: 'exportAuditCsv',
      description: 'The audit trail with its filters, as CSV.',
    },
    auditCsvQuery,
    async (query, finish) => ({ name: 'audit', body: auditCsv(ctx.db, query, finish) }),
  );

  csvDownload(
    '/api/admin/reports.csv',
    {
      summary: 'Download the reports of a range as CSV',
      operationId: 'exportReportsCsv',
      description: 'The report tables of the range, as CSV.',
    },
    reportsQuery,
    async (query, finish) => {
      const { body, rows } = await reportsCsv(ctx.db, query.range);
      await finish(rows, true);
      return { name: `report-${query.range}-days`, body };
    },
  );
}
