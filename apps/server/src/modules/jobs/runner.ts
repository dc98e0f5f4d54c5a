import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.ts';
import { JOB_SCHEMA, type JobName } from './queue.ts';

/** What a job's handler gets: its id and data. A thrown error fails the job; pg-boss retries it. */
export type JobHandler = (job: { id: string; data: unknown }) => Promise<void>;

export interface JobRunnerOptions {
  /** How often each queue is polled; pg-boss allows 0.5 s at least. */
  pollSeconds: number;
  handlers: Partial<Record<JobName, JobHandler>>;
}

export interface JobRunner {
  /** Waits for the jobs in hand (failing those still running after `graceMs`, so they are retried). */
  stop(graceMs: number): Promise<void>;
}

/**
 * Starts pg-boss on the app's database (PGlite or PostgreSQL, through the same connection the app
 * uses) with workers for the given queues. Any number of instances may run it at once: pg-boss
 * hands each job to one of them (SKIP LOCKED). Its schema comes from our migrations: it only
 * checks the version.
 */
export async function startJobRunner(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  { pollSeconds, handlers }: JobRunnerOptions,
): Promise<JobRunner> {
  const boss = new PgBoss({
    schema: JOB_SCHEMA,
    db: { executeSql: (text, values) => database.runSql(text, values) as Promise<{ rows: unknown[] }> },
    migrate: false,
    // The schedules (pgboss.schedule, written by the migrations) become jobs: one instance at a time
    // checks them every half minute and pg-boss's own queue sends each due one once.
    schedule: true,
  });
  boss.on('error', (err) => log.error({ err }, 'job library error'));
  await boss.start();
  for (const [name, handler] of Object.entries(handlers)) {
    if (!handler) continue;
    await boss.work(name, { pollingIntervalSeconds: pollSeconds, batchSize: 1 }, async (jobs) => {
      for (const job of jobs) {
        try {
          await handler({ id: job.id, data: job.data });
        } catch (err) {
          log.error({ err, job: job.id, queue: name }, 'job failed; pg-boss retries it');
          throw err;
        }
      }
    });
  }
  return {
    stop: (graceMs) => boss.stop({ graceful: true, wait: true, timeout: Math.max(1000, graceMs) }),
  };
}
