import { type SQL, sql } from 'drizzle-orm';
import pino from 'pino';
import { startAppJobRunner } from '../../src/app-jobs.ts';
import type { Config } from '../../src/config.ts';
import { type Executor, openDatabase } from '../../src/db/client.ts';
import type { JobName } from '../../src/modules/jobs/queue.ts';
import type { JobRunner } from '../../src/modules/jobs/runner.ts';
import type { TestDatabaseHandle } from './test-db.ts';

const log = pino({ level: 'silent' });

/**
 * Runs `fn` while `count` of the app's job runners work the database's queues. On PostgreSQL every
 * runner after the first has its own connections, like another instance.
 */
export async function withJobRunners<T>(
  database: TestDatabaseHandle,
  config: Config,
  count: number,
  fn: () => Promise<T>,
): Promise<T> {
  const extra: Awaited<ReturnType<typeof openDatabase>>[] = [];
  const runners: JobRunner[] = [];
  try {
    for (let i = 0; i < count; i++) {
      let handle = database as Awaited<ReturnType<typeof openDatabase>>;
      if (i > 0 && database.url) {
        handle = await openDatabase({ kind: 'postgres', url: database.url, poolMax: 3 });
        extra.push(handle);
      }
      runners.push(await startAppJobRunner(handle, config, log));
    }
    return await fn();
  } finally {
    for (const r of runners) await r.stop(1000);
    for (const h of extra) await h.close();
  }
}

/**
 * The clock of the queue's waiting jobs that match `where` moves to now: their moment has come, as
 * it would after the delay they were queued with. Answers how many jobs were moved.
 */
export async function timeComes(db: Executor, name: JobName, where: SQL): Promise<number> {
  const { rows } = (await db.execute(
    sql`update pgboss.job set start_after = now() where name = ${name} and state = 'created' and ${where} returning id`,
  )) as unknown as { rows: unknown[] };
  return rows.length;
}
