import { createHash, timingSafeEqual } from 'node:crypto';
import { TEXT } from '@mx/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppMetrics } from './metrics.ts';

/** Whether the Authorization header carries the token (compared in constant time, as digests). */
function hasToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1] as string), digest(token));
}

function metricsHandler(metrics: AppMetrics, token: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (token && !hasToken(request.headers.authorization, token)) throw new AppError('UNAUTHORIZED', TEXT.metricsToken);
    const { contentType, body } = await metrics.scrape();
    return reply.type(contentType).header('cache-control', 'no-store').send(body);
  };
}

/**
 * Counts every answer under its matched route, and serves GET /metrics on the app's own port when
 * METRICS_TOKEN protects it and no METRICS_PORT takes it elsewhere (docs/decisions/088).
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, config: Config): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });
  const { token, port } = config.metrics;
  if (token && port === undefined) {
    app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, metricsHandler(metrics, token));
  }
}

/**
 * The listener of METRICS_PORT: GET /metrics and nothing else, for a port that only the monitoring
 * network reaches (with METRICS_TOKEN set, the token is asked there too).
 */
export function buildMetricsServer(metrics: AppMetrics, config: Config, log: FastifyBaseLogger): FastifyInstance {
  const server = Fastify({ logger: false }) as unknown as FastifyInstance;
  server.get('/metrics', metricsHandler(metrics, config.metrics.token));
  server.setErrorHandler(async (error, _request, reply) => {
    const known = error instanceof AppError;
    if (!known) log.error({ err: error }, 'metrics request failed');
    return reply
      .code(known ? error.statusCode : 500)
      .send({ code: known ? error.code : 'INTERNAL_ERROR', message: known ? error.message : TEXT.genericError });
  });
  server.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ code: 'NOT_FOUND', message: TEXT.notFound }));
  return server;
}
