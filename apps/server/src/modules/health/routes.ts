import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';

/** /healthz: the process answers. /readyz: it can reach its database (a load balancer's check). */
export function healthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  // Probes arrive every few seconds: log them only when something is wrong (and never above the app's own level).
  const logLevel = app.log.level === 'silent' ? 'silent' : 'warn';
  const tags = ['operations'];
  app.get('/healthz', { logLevel, schema: { tags, summary: 'The process answers', operationId: 'getHealth' } }, async () => ({
    status: 'ok',
  }));
  app.get(
    '/readyz',
    { logLevel, schema: { tags, summary: 'The process can reach its database', operationId: 'getReadiness' } },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ready', database: database.kind };
      } catch (err) {
        request.log.warn({ err: (err as Error).message }, 'readiness check failed');
        return reply.code(503).send({ status: 'unavailable', database: database.kind });
      }
    },
  );
}
