import { reportsQuery, reportsResponse } from '@mx/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { buildReport } from './report.ts';

/** GET /api/admin/reports?range=7|30|90|365: the admin's Analytics & Reports. */
export function reportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/reports',
    {
      config: { access: ['ADMIN'] },
      schema: {
        summary: 'The reports of a range of days',
        operationId: 'getReports',
        tags: ['admin'],
        querystring: reportsQuery,
        response: { 200: reportsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: `Report for the last ${request.query.range} days`,
      data: await buildReport(ctx.db, request.query.range),
    }),
  );
}
