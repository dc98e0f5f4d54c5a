import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ChannelListener, type ListenHandlers, listenPostgres } from './listen.ts';
import { openPgliteThread, type RemotePglite } from './pglite-remote.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Services take either, so a caller can run them inside its own transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (drizzle's own migrator). */
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrations, demo data) while holding a database-wide lock, so instances
   * starting at the same moment take turns.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Runs SQL text as written, outside drizzle: with values as one statement, without them as a
   * script of several (the job library's maintenance). Answers like node-postgres: one result, or
   * one per statement of a script.
   */
  runSql(text: string, values?: unknown[]): Promise<RawResult | RawResult[]>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * Hears a channel's notifications (`pg_notify`) sent through this database by any instance, each
   * once its transaction has committed. Closing the database closes its listeners.
   */
  listen(channel: string, handlers: ListenHandlers): ChannelListener;
  /** The connection pool's use (PostgreSQL; the embedded database has one connection and no pool). */
  poolUse?(): { max: number; open: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface RawResult {
  rows: Record<string, unknown>[];
  rowCount?: number | null;
}

/** Arbitrary, fixed: the advisory lock instances take while migrating and seeding. */
const STARTUP_LOCK_KEY = 727_100_001;

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Called with every statement the app runs and its parameters (tests compare the work requests do). */
export type QueryListener = (query: string, params: unknown[]) => void;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolMax?: number; onError?: (err: Error) => void; onQuery?: QueryListener }
  /**
   * dataDir undefined: in memory (tests). startFrom: a file PGlite's dumpDataDir wrote, to begin
   * from a copy of that database instead of an empty one (the suites' migrated template).
   * template: a data directory copied into dataDir when that holds no database yet (pglite-template.ts).
   */
  | { kind: 'pglite'; dataDir?: string; startFrom?: string; template?: string; onQuery?: QueryListener };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.poolMax ?? 10, target.onError, target.onQuery);
  return openPglite(target.dataDir, target.onQuery, target.startFrom, target.template);
}

const queryLogger = (onQuery: QueryListener | undefined) => (onQuery ? { logger: { logQuery: onQuery } } : {});

async function openPostgres(
  url: string,
  poolMax: number,
  onError?: (err: Error) => void,
  onQuery?: QueryListener,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', (err) => onError?.(err));
  // Nor a checked-out one: a client held by a transaction between two queries has no query to
  // fail, so pg emits the lost connection as an 'error' event on the client itself, which would
  // end the process unheard. The pool drops such a client when it is released.
  pool.on('connect', (client) => {
    client.on('error', (err) => onError?.(err));
  });
  const db = drizzlePg({ client: pool, schema, ...queryLogger(onQuery) }) as unknown as Database;
  const listeners = new Set<ChannelListener>();
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    withStartupLock: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    runSql: (text, values) => pool.query(text, values as unknown[]) as Promise<RawResult | RawResult[]>,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handlers) => {
      const listener = listenPostgres(url, channel, handlers);
      const tracked = {
        close: async () => {
          listeners.delete(tracked);
          await listener.close();
        },
      };
      listeners.add(tracked);
      return tracked;
    },
    poolUse: () => ({ max: poolMax, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await Promise.all([...listeners].map((l) => l.close()));
      await pool.end();
    },
  };
}

/** PGlite on a thread of its own (decision 074), its statements kept prepared there (decision 072). */
async function openPglite(
  dataDir: string | undefined,
  onQuery?: QueryListener,
  startFrom?: string,
  template?: string,
): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = lockDataDir(dataDir);
    try {
      copyTemplate(dataDir, template);
    } catch (err) {
      releaseLock();
      throw err;
    }
  }
  let client: RemotePglite;
  try {
    client = await openPgliteThread(dataDir, startFrom);
  } catch (err) {
    releaseLock();
    throw err;
  }
  const db = drizzlePglite({ client: client as never, schema, ...queryLogger(onQuery) }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    // One process owns the data directory (see lockDataDir): there is nobody to take turns with.
    withStartupLock: (fn) => fn(),
    runSql: async (text, values) => {
      if (values?.length) return client.query(text, values) as Promise<RawResult>;
      const results = (await client.exec(text)) as RawResult[];
      return results.length === 1 ? (results[0] as RawResult) : results;
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handlers) => {
      const stop = client.listen(channel, handlers.onPayload).catch((err: Error) => {
        handlers.onError?.(err);
        return () => {};
      });
      return { close: async () => (await stop)() };
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/** Copies the template into a data directory that holds no database yet (nothing but its lock file). */
function copyTemplate(dataDir: string, template: string | undefined): void {
  if (!template || fs.readdirSync(dataDir).some((name) => name !== 'db.lock')) return;
  fs.cpSync(template, dataDir, { recursive: true });
}

/**
 * PGlite allows one process per data directory; a second one would corrupt it. A lock file with
 * the owner's pid keeps a second server or a command-line tool out while the first one runs.
 */
function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${owner}. Stop that process first, or set DATABASE_URL to use PostgreSQL.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
