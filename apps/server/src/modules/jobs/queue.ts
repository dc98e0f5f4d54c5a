import PgBoss from 'pg-boss';
import type { Executor } from '../../db/client.ts';

/**
 * Scheduled work runs on pg-boss (docs/decisions/055). Its schema is part of our own migrations
 * (0006_jobs), so it is never migrated at start-up; every queue is created there too.
 */
export const JOB_SCHEMA = 'pgboss';

/** The queues, as created by the migrations. */
export const JOBS = {
  /** One reminder to the professional about a lead still unanswered (item 8 of issue 12). */
  leadReminder: 'lead-reminder',
} as const;

export type JobName = (typeof JOBS)[keyof typeof JOBS];

/** What both drivers' connections answer: node-postgres's pool or client, PGlite or its transaction. */
interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's database interface over one of our transactions (or the database), on either driver.
 * It runs pg-boss's SQL as written on the transaction's own connection: its statements use one
 * parameter in several places with different casts, which drizzle's numbering cannot express.
 */
export function jobDb(tx: Executor): PgBoss.Db {
  const client = (tx as unknown as { session: { client: SqlClient } }).session.client;
  return {
    executeSql: async (text, values) => {
      const result = await client.query(text, values ?? []);
      return { rows: result.rows };
    },
  };
}

/**
 * Only builds the INSERT of a job: it runs on the connection given with each send (the caller's
 * transaction), never on a connection of its own, so this instance is never started.
 */
const sender = new PgBoss({
  schema: JOB_SCHEMA,
  db: {
    executeSql: () => Promise.reject(new Error('jobs are sent within a transaction: pass its connection')),
  },
});

export interface EnqueueOptions {
  /** Seconds from now. */
  startAfterSeconds?: number;
  /** At most one waiting job of the queue with this key (the queues have policy 'short'). */
  singletonKey?: string;
}

/**
 * Queues a job in the caller's transaction: the job exists exactly when the change that causes it
 * commits. Answers the job's id, or null when a job with the same singleton key is already waiting.
 */
export async function enqueueJob(tx: Executor, name: JobName, data: object, opts: EnqueueOptions = {}): Promise<string | null> {
  return sender.send(name, data, {
    db: jobDb(tx),
    ...(opts.startAfterSeconds !== undefined ? { startAfter: Math.max(0, Math.round(opts.startAfterSeconds)) } : {}),
    ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
  });
}
