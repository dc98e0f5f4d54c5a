/**
 * What the load and fault scripts share (bench/README.md, "Load and faults"): a scratch database of
 * their own (PostgreSQL or the embedded one), the real server as a child process, requests as a
 * browser sends them, and a summary that fails the run when a target is missed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HELP_TYPE_CODES } from '@mx/contract';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client.ts';
import { bulkSeed } from '../../apps/server/src/db/seed/bulk.ts';
import { freePort } from '../../apps/server/test/helpers/child-process.ts';

export { freePort };

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The PostgreSQL the scripts create their databases on (never an existing database). */
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type DbKind = 'pglite' | 'postgres';

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A database of the script's own, gone again after `drop()`. */
export interface ScratchDatabase {
  kind: DbKind;
  /** PostgreSQL: the database URL; PGlite: null. */
  url: string | null;
  /** The server's DATA_DIR (uploads, and the embedded database under pgdata). */
  dataDir: string;
  /** What the server gets in its environment to use this database. */
  env: Record<string, string>;
  /**
   * Opens the database in this process. On PGlite only while no server runs on it (one process
   * owns the data directory).
   */
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

export async function scratchDatabase(kind: DbKind, label: string): Promise<ScratchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `mx-bench-${label}-`));
  if (kind === 'pglite') {
    return {
      kind,
      url: null,
      dataDir,
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') }),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `mx_bench_${label.replace(/\W/g, '_')}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabaseName(PG_ADMIN_URL, name);
  return {
    kind,
    url,
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    open: () => openDatabase({ kind: 'postgres', url, poolMax: 4 }),
    drop: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const dropper = new pg.Client({ connectionString: PG_ADMIN_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Opens the database, runs `fn`, closes it. */
export async function withDatabase<T>(db: ScratchDatabase, fn: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await db.open();
  try {
    return await fn(handle);
  } finally {
    await handle.close();
  }
}

/** Runs a query in a database that the server may be using (PostgreSQL only). */
export async function pgQuery<Row = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

export interface Server {
  child: ChildProcess;
  base: string;
  port: number;
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  exited: Promise<number | string | null>;
}

/**
 * `npm start`'s server (apps/server/src/main.ts through tsx) on the scratch database, with
 * TRUST_PROXY on so each simulated visitor has an address of its own (X-Forwarded-For).
 */
export async function startServer(
  db: ScratchDatabase,
  extraEnv: Record<string, string> = {},
  opts: { port?: number; readyTimeoutMs?: number } = {},
): Promise<Server> {
  const port = opts.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      TRUST_PROXY: 'true',
      ...db.env,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  const exited = new Promise<number | string | null>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal));
  });
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { child, base, port, output: () => out, exited };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`the server never became ready:\n${out}`);
}

/** SIGTERM, then the exit code; SIGKILL if it has not gone after `timeoutMs`. */
export async function stopServer(server: Server, timeoutMs = 30_000): Promise<number | string | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  const code = await server.exited;
  clearTimeout(timer);
  return code;
}

/** A distinct client address per number (10.x.y.z), for X-Forwarded-For. */
export function ipOf(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** How long a simulated visitor waits for an answer before giving up (BENCH_TIMEOUT_SECONDS, 30). */
export const CLIENT_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 30) * 1000;

export interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

/** A request as the web app sends it (JSON, the ajax header, same origin) from address `ip`. */
export async function call(
  base: string,
  method: string,
  url: string,
  opts: { body?: unknown; ip?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      origin: base,
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(opts.timeoutMs ?? CLIENT_TIMEOUT_MS),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body, ms: performance.now() - started };
}

/** The error code under a failed fetch (ECONNREFUSED, ECONNRESET, …). */
export function errorCode(err: unknown): string {
  const cause = (err as { cause?: { code?: string; name?: string } })?.cause;
  return cause?.code ?? cause?.name ?? (err as Error)?.name ?? String(err);
}

/** A guest's message to a professional, marked by its sender address so it can be counted. */
export function guestMessage(n: number, domain: string) {
  return {
    firstName: 'Load',
    lastName: `Sender ${n}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] as string),
    email: `sender-${n}@${domain}`,
    phone: '(555) 010-2030',
    isRealEstateAgent: false,
    helpType: HELP_TYPE_CODES[n % HELP_TYPE_CODES.length],
    preferredContact: 'email',
    message: `Hello, I am looking for a mortgage (message ${n}).`,
    consent: true,
  };
}

/** The listed professionals' cxids (after a bulk seed). */
export async function listedCxids(handle: DatabaseHandle): Promise<string[]> {
  const { sql } = await import('drizzle-orm');
  const rows = (await handle.db.execute(
    sql`select cxid from mxpert_profiles where approval_status = 'approved' and onboard_completed order by cxid`,
  )) as unknown as { rows: { cxid: string }[] };
  return rows.rows.map((r) => r.cxid);
}

/** Migrates the scratch database, seeds `mxperts` listed professionals with no leads, and answers their cxids. */
export function seedListed(db: ScratchDatabase, mxperts: number): Promise<string[]> {
  return withDatabase(db, async (handle) => {
    await handle.migrate();
    await bulkSeed(handle.db, { mxperts, messagesPerMxpert: 0, requestsPerMxpert: 0, pendingShare: 0 });
    return listedCxids(handle);
  });
}

/**
 * A scratch database with `mxperts` listed professionals: `fn` gets it and their cxids, and the
 * database is dropped afterwards, whatever happens.
 */
export async function withListedDatabase<T>(
  kind: DbKind,
  label: string,
  mxperts: number,
  fn: (db: ScratchDatabase, cxids: string[]) => Promise<T>,
): Promise<T> {
  const db = await scratchDatabase(kind, label);
  try {
    return await fn(db, await seedListed(db, mxperts));
  } finally {
    await db.drop();
  }
}

/** Guest message number `n`, to the professionals in turn, from a client address of its own. */
export function sendGuestMessage(
  base: string,
  cxids: readonly string[],
  n: number,
  domain: string,
  headers?: Record<string, string>,
): Promise<Answer> {
  return call(base, 'POST', `/api/messages/all/${cxids[n % cxids.length]}`, {
    body: guestMessage(n, domain),
    ip: ipOf(n + 1),
    headers,
  });
}

/** Counts the messages whose sender address ends with `@domain`. */
export async function countMessages(handle: DatabaseHandle, domain: string): Promise<number> {
  const { sql } = await import('drizzle-orm');
  const result = (await handle.db.execute(
    sql`select count(*)::int as n from leads where kind = 'message' and email like ${`%@${domain}`}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** Percentile of a list of durations. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** Prints the figures and the verdict of each target; exits 1 when one is missed. */
export function report(title: string, figures: [string, string | number][], checks: [string, boolean][]): boolean {
  console.log(`\n${title}`);
  const width = Math.max(...figures.map(([k]) => k.length));
  for (const [k, v] of figures) console.log(`  ${k.padEnd(width)}  ${v}`);
  for (const [what, ok] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${what}`);
  const passed = checks.every(([, ok]) => ok);
  console.log(passed ? '  => all targets met' : '  => TARGET MISSED');
  return passed;
}

/** Which databases to run on: BENCH_DB=pglite|postgres, else `defaults`. */
export function dbKinds(defaults: DbKind[]): DbKind[] {
  const wanted = process.env.BENCH_DB;
  if (wanted === 'pglite' || wanted === 'postgres') return [wanted];
  return defaults;
}
