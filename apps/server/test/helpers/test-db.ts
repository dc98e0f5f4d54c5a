import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase, type QueryListener } from '../../src/db/client.ts';
import { withDatabase } from './global-setup.ts';

/** Which database the suites run on: PGlite, or PostgreSQL when DATABASE_URL is set. */
export const TEST_DB_KIND: 'pglite' | 'postgres' = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** A test database; `url` is its PostgreSQL address (null on PGlite), for a second connection to it. */
export type TestDatabaseHandle = DatabaseHandle & { url: string | null };

/** A fresh, migrated database of its own for one test file; `onQuery` hears every statement the app runs. */
export async function createTestDatabase(opts: { onQuery?: QueryListener } = {}): Promise<TestDatabaseHandle> {
  const url = process.env.DATABASE_URL;
  const template = inject('pgTemplate');
  if (!url || !template) {
    // A copy of the run's migrated template; migrate() then finds nothing left to apply.
    const startFrom = inject('pgliteTemplate') ?? undefined;
    const handle = await openDatabase({ kind: 'pglite', startFrom, onQuery: opts.onQuery });
    await handle.migrate();
    return { ...handle, url: null };
  }
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (err) {
        // 55006: another copy of the template is being made at this moment.
        if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolMax: 5, onQuery: opts.onQuery });
  return {
    ...handle,
    url: withDatabase(url, name),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * For tests that start the real server or a command-line tool as a child process: on PostgreSQL a
 * fresh empty database of its own (its URL); on PGlite null (the child uses its DATA_DIR).
 */
export async function createScratchDatabaseUrl(): Promise<{ url: string | null; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { url: null, drop: async () => {} };
  const name = `mx_test_scratch_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: withDatabase(url, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
