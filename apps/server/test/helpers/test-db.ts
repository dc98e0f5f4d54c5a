import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase, type QueryListener } from '../../src/db/client.ts';
import { withDatabase } from './global-setup.ts';

/** Which database the suites run on: PGlite, or PostgreSQL when DATABASE_URL is set. */
export const TEST_DB_KIND: 'pglite' | 'postgres' = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** A test database; `url` is its PostgreSQL address (null on PGlite), for a second connection to it. */
export type TestDatabaseHandle = DatabaseHandle & { url: string | null };

/**
 * How many of these databases a test file may hold open at once. On PGlite each one is a PostgreSQL
 * of its own on a thread of its own, some 300 to 400 MB of the test process: a file that built an
 * app with a database of its own per case and closed them at its end grew past 3 GB, beside the
 * other test process and the rest of the machine. Apps of one file share a database (buildTestApp's
 * `database`) unless a case needs rows no other app sees.
 */
export const MAX_OPEN_TEST_DATABASES = 2;
let openTestDatabases = 0;

/**
 * How many test databases are open now. The files of `npm test` share their test process's modules
 * (docs/decisions/140), so a file must close every database it opened: the suites' setup checks this
 * after each file.
 */
export function openTestDatabaseCount(): number {
  return openTestDatabases;
}

/** A fresh, migrated database of its own for one test file; `onQuery` hears every statement the app runs. */
export async function createTestDatabase(opts: { onQuery?: QueryListener } = {}): Promise<TestDatabaseHandle> {
  if (openTestDatabases >= MAX_OPEN_TEST_DATABASES) {
    throw new Error(
      `This test file already holds ${openTestDatabases} test databases open (at most ${MAX_OPEN_TEST_DATABASES}): close one first, or build the app on one of them (buildTestApp's database).`,
    );
  }
  openTestDatabases++;
  let closed = false;
  const counted = (close: () => Promise<void>) => async () => {
    if (!closed) {
      closed = true;
      openTestDatabases--;
    }
    await close();
  };
  try {
    const handle = await openTestDatabase(opts);
    return { ...handle, close: counted(handle.close) };
  } catch (err) {
    openTestDatabases--;
    throw err;
  }
}

async function openTestDatabase(opts: { onQuery?: QueryListener }): Promise<TestDatabaseHandle> {
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
