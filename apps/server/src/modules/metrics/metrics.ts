import type { FastifyBaseLogger } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client.ts';
import { countJobsByQueue } from '../jobs/queue.ts';
import { outboxBacklog } from '../mail/outbox.ts';

/** The process's own figures (CPU, memory, event loop lag, garbage collection): one set per process. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The label of a request no route matched: the raw URL never becomes a label (one series per probe). */
export const NO_ROUTE = '(no route)';

export interface AppMetrics {
  /** Counts a finished request under its matched route. */
  observeRequest(method: string, route: string | undefined, status: number, seconds: number): void;
  /** The Prometheus text of every metric, read now. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

/**
 * The metrics of one app (docs/decisions/088): requests and their durations per matched route, kept
 * in this instance; job queues, the e-mail outbox and the database pool, read at each scrape.
 * Open event streams are this instance's; queues and outbox are the database's, so every instance reports the same figures for them.
 */
export function createAppMetrics(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  /** The event streams this instance holds open now. */
  openStreams: () => number,
): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by matched route',
    labelNames,
    registers,
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by matched route',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  /** A figure read from the database at each scrape; a failed read leaves it out and is logged. */
  const fromDatabase = <L extends string>(
    name: string,
    help: string,
    labels: readonly L[],
    read: (g: Gauge<L>) => Promise<void>,
  ) =>
    new Gauge<L>({
      name,
      help,
      labelNames: labels,
      registers,
      async collect() {
        this.reset();
        try {
          await read(this);
        } catch (err) {
          log.warn({ err: (err as Error).message, metric: name }, 'metrics: could not read a figure');
        }
      },
    });

  fromDatabase(
    'mx_job_queue_jobs',
    'Jobs of each queue by state (created and retry are waiting; failed gave up)',
    ['queue', 'state'],
    async (g) => {
      for (const row of await countJobsByQueue(database.db)) g.set({ queue: row.queue, state: row.state }, row.jobs);
    },
  );
  fromDatabase('mx_email_outbox_backlog', 'E-mails not yet sent, by status (pending or sending)', ['status'], async (g) => {
    const backlog = await outboxBacklog(database.db);
    g.set({ status: 'pending' }, backlog.pending);
    g.set({ status: 'sending' }, backlog.sending);
  });
  fromDatabase('mx_email_outbox_oldest_pending_seconds', 'How long the oldest e-mail still pending has waited', [], async (g) => {
    g.set((await outboxBacklog(database.db)).oldestPendingSeconds);
  });
  new Gauge({
    name: 'mx_db_pool_connections',
    help: 'PostgreSQL connections of this instance: max, open, idle, and requests waiting for one',
    labelNames: ['state'],
    registers,
    collect() {
      this.reset();
      const use = database.poolUse?.();
      if (!use) return;
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });

  new Gauge({
    name: 'mx_sse_connections',
    help: 'Event streams (GET /api/events) this instance holds open',
    registers,
    collect() {
      this.set(openStreams());
    },
  });

  return {
    observeRequest(method, route, status, seconds) {
      const labels = { method, route: route ?? NO_ROUTE, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    async scrape() {
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}
