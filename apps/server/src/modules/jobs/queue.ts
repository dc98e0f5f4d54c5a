import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Executor } from '../../db/client.ts';

/**
 * Scheduled work runs on pg-boss (docs/decisions/055). Its schema is part of our own migrations
 * (0006_jobs), so it is never migrated at start-up; every queue is created there too.
 */
export const JOB_SCHEMA = 'pgboss';

/** The queues, as created by the migrations. */
export const JOBS = {
  /** One reminder to the professional about a lead still unanswered (docs/decisions/055). */
  leadReminder: 'lead-reminder',
  /** One e-mail inviting the client to review the professional who replied (docs/decisions/067). */
  reviewInvitation: 'review-invitation',
  /**
   * Daily (03:15 UTC, the schedule is in the migrations): deletes what the Privacy Policy says is
   * kept no longer (docs/decisions/082).
   */
  retention: 'retention',
  /** Removes the files of deleted plan documents from the storage (docs/decisions/094). */
  planDocumentsRemoval: 'plan-documents-removal',
  /** The client's reminder of a plan task's due date or of the re-pull date (docs/decisions/095). */
  planReminder: 'plan-reminder',
  /** The professional's e-mail about their client's progress, at most one an hour per plan (docs/decisions/095). */
  planActivityEmail: 'plan-activity-email',
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

/** A job about one message or COP request (a lead, a conversation): its data. */
export interface ItemJob {
  kind: 'message' | 'cop_request';
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The item a job's data names; null for anything else (such a job is done without effect). */
export function parseItemJob(data: unknown): ItemJob | null {
  const d = data as { kind?: unknown; id?: unknown } | null;
  if (!d || (d.kind !== 'message' && d.kind !== 'cop_request') || typeof d.id !== 'string' || !UUID.test(d.id)) return null;
  return { kind: d.kind, id: d.id };
}

/**
 * Queues a job about an item in the caller's transaction, due `delaySeconds` later: one waiting job
 * per item and queue (singleton key `<kind>:<id>`).
 */
export async function enqueueItemJob(tx: Executor, name: JobName, item: ItemJob, delaySeconds: number): Promise<void> {
  await enqueueJob(tx, name, item, { startAfterSeconds: delaySeconds, singletonKey: `${item.kind}:${item.id}` });
}

/** Jobs of each queue by state, from pg-boss's table (for the metrics). */
export async function countJobsByQueue(db: Executor): Promise<{ queue: string; state: string; jobs: number }[]> {
  const { rows } = (await db.execute(
    sql`select name as queue, state::text as state, count(*)::int as jobs from pgboss.job group by name, state`,
  )) as unknown as { rows: { queue: string; state: string; jobs: number }[] };
  return rows;
}
