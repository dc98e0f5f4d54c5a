import pino from 'pino';
import type { Config } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { startAppJobRunner } from '../../src/modules/jobs/app-jobs.ts';
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
