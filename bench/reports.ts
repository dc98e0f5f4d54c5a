/**
 * npm run bench:reports [-- --mxperts 100000 --messages-per-mxpert 10 --runs 60 --plans --database NAME --keep]
 *
 * Latency of the admin stats, reports (each range) and admin lists on PostgreSQL, at scale. It creates
 * a scratch database (never `test`), migrates it, seeds it with `npm run seed`, adds one notification
 * per message and request (what the live app writes), then calls every route through the app
 * (routing, access check, SQL, response schema) one call at a time and prints p50 and p99, also as
 * ratios to a bare `select 1` round trip and to GET /readyz (HTTP plus `select 1`) measured in the
 * same run. --plans prints EXPLAIN ANALYZE of every statement the routes run. The database is dropped
 * at the end unless --keep; --database NAME measures an already seeded one (and never drops it).
 */
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { parseArgs } from '../apps/server/src/cli/args.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { memoryRateLimitStore, RateLimiter } from '../apps/server/src/lib/rate-limiter.ts';
import { devMailboxTransport } from '../apps/server/src/modules/mail/transport.ts';
import { placeIndex } from '../apps/server/src/modules/places/place-index.ts';

const args = parseArgs(process.argv.slice(2));
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const mxperts = Number(args.mxperts ?? 100_000);
const messagesPerMxpert = Number(args['messages-per-mxpert'] ?? 10);
const runs = Number(args.runs ?? 60);
const reuse = args.database;
const dbName = reuse ?? `mx_bench_reports_${randomBytes(3).toString('hex')}`;
if (dbName === 'test') throw new Error('refusing to use the shared `test` database');

function urlOf(database: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const ADMIN_EMAIL = 'bench.admin@mortgagexperts.test';
const ADMIN_PASSWORD = 'Bench-Admin-2026';

async function prepare(db: Database): Promise<void> {
  const url = urlOf(dbName);
  console.log(`seeding ${mxperts} professionals, ~${messagesPerMxpert} messages each (npm run seed)…`);
  const started = performance.now();
  execFileSync('npm', ['run', 'seed', '--', '--mxperts', String(mxperts), '--messages-per-mxpert', String(messagesPerMxpert)], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, SEED_DEMO: 'false' },
  });
  console.log('adding the notifications the live app writes for every message and request…');
  await db.execute(sql`
    insert into notifications (user_id, type, title, message, metadata, created_at)
    select p.user_id, 'new_message', 'New message', m.first_name || ' ' || m.last_name || ' sent you a message.',
      jsonb_build_object('senderName', m.first_name || ' ' || m.last_name), m.created_at
    from leads m join mxpert_profiles p on p.id = m.mxpert_profile_id where m.kind = 'message'`);
  await db.execute(sql`
    insert into notifications (user_id, type, title, message, metadata, created_at)
    select p.user_id, 'new_cop_request', 'New Credit Optimization Plan request',
      r.first_name || ' ' || r.last_name || ' asked for a Credit Optimization Plan.',
      jsonb_build_object('senderName', r.first_name || ' ' || r.last_name), r.created_at
    from leads r join mxpert_profiles p on p.id = r.mxpert_profile_id where r.kind = 'cop_request'`);
  // What autovacuum does after a bulk load: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze`);
  console.log(`prepared in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function ensureAdmin(db: Database): Promise<void> {
  await db
    .insert(users)
    .values({
      email: ADMIN_EMAIL,
      passwordHash: await hashPassword(ADMIN_PASSWORD),
      firstName: 'Bench',
      lastName: 'Admin',
      name: 'Bench Admin',
      role: 'ADMIN',
      emailVerifiedAt: new Date(),
      // Exempt from two-factor sign-in like the demo admin: honoured outside production only, and the
      // bench runs the app with NODE_ENV=test (docs/decisions/075).
      twoFactorExempt: true,
    })
    .onConflictDoNothing();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface Result {
  name: string;
  p50: number;
  p99: number;
}

async function measure(name: string, call: () => Promise<unknown>): Promise<Result> {
  for (let i = 0; i < 5; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await call();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p99: percentile(times, 99) };
}

const ROUTES: [string, string][] = [
  ['stats', '/api/admin/stats'],
  ['reports range=7', '/api/admin/reports?range=7'],
  ['reports range=30', '/api/admin/reports?range=30'],
  ['reports range=90', '/api/admin/reports?range=90'],
  ['reports range=365', '/api/admin/reports?range=365'],
  ['pending, onboard complete, page 1', '/api/admin/mxperts?status=pending_completed&page=1&limit=10'],
  ['pending, onboard incomplete, search', '/api/admin/mxperts?status=pending_incomplete&search=garcia&limit=10'],
  ['approved, page 1', '/api/admin/mortgagexperts?page=1&limit=10'],
  ['approved, page 5000', '/api/admin/mortgagexperts?page=5000&limit=10'],
  ['approved, state CA', '/api/admin/mortgagexperts?state=CA&limit=10'],
  [
    'approved, all five filters',
    '/api/admin/mortgagexperts?state=TX&mortgageType=purchase&loanType=fha&experience=6-10&creditXpert=4%2B&limit=10',
  ],
  // A broad term (a common surname: one professional in 20) and a narrow one (an e-mail address).
  ['approved, search "nguyen" (5% match)', '/api/admin/mortgagexperts?search=nguyen&limit=10'],
  ['approved, search an e-mail address', '/api/admin/mortgagexperts?search=seed.4242%40&limit=10'],
  ['recent activities (5)', '/api/admin/activities?limit=5'],
  ['recent messages (10)', '/api/admin/messages?limit=10&recent=true'],
  ['recent COP requests (10)', '/api/admin/cop-requests?limit=10&recent=true'],
];

async function main(): Promise<void> {
  if (!reuse) await onServer(`create database ${dbName}`);
  const handle = await openDatabase({ kind: 'postgres', url: urlOf(dbName), poolMax: 10 });
  const captured: { sql: string; params: unknown[] }[] = [];
  let capturing = false;
  try {
    await handle.migrate();
    if (!reuse) await prepare(handle.db);
    await ensureAdmin(handle.db);

    // The same pool, with a logger that records the statements of one pass for --plans.
    const pool = new pg.Pool({ connectionString: urlOf(dbName), max: 10 });
    const db = drizzle({
      client: pool,
      schema,
      logger: { logQuery: (q, params) => capturing && captured.push({ sql: q, params }) },
    }) as unknown as Database;
    const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: urlOf(dbName) }), outboxPollMs: 0 };
    const app = await buildApp({
      config,
      database: { ...handle, db },
      limiter: new RateLimiter(memoryRateLimitStore()),
      mail: devMailboxTransport,
    });
    await app.ready();
    const headers = { 'x-requested-with': 'XMLHttpRequest', origin: config.publicUrl };
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { ...headers, cookie } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res;
    };

    const counts = await pool.query(
      "select (select count(*) from mxpert_profiles)::int as mxperts, (select count(*) from leads where kind = 'message')::int as messages, (select count(*) from leads where kind = 'cop_request')::int as requests, (select count(*) from notifications)::int as notifications",
    );
    console.log('\ndata:', counts.rows[0], `runs per route: ${runs} (after 5 warm-up calls), one at a time`);

    const baseline = await measure('select 1 (pool round trip)', () => pool.query('select 1'));
    const readyz = await measure('GET /readyz (HTTP + select 1)', () => app.inject({ method: 'GET', url: '/readyz' }));
    const results: Result[] = [];
    for (const [name, url] of ROUTES) results.push(await measure(name, () => get(url)));
    // The aggregate the rollup replaces, for reference: a year of messages by help type, scanned.
    const direct = await measure('reference: year of messages by help type, scanned', () =>
      pool.query(
        `select help_type, count(*) from leads where kind = 'message' and created_at >= now() - interval '365 days' group by 1`,
      ),
    );

    const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(10);
    const ratio = (v: number, base: number) => `${(v / base).toFixed(1)}x`.padStart(8);
    console.log(
      `\n${'route'.padEnd(52)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'p50/sel1'.padStart(10)}${'p50/readyz'.padStart(12)}`,
    );
    for (const r of [baseline, readyz, ...results, direct]) {
      console.log(
        `${r.name.padEnd(52)}${ms(r.p50)}${ms(r.p99)}${ratio(r.p50, baseline.p50).padStart(10)}${ratio(r.p50, readyz.p50).padStart(12)}`,
      );
    }
    const slowest = results.reduce((a, b) => (b.p99 > a.p99 ? b : a));
    console.log(`\nslowest p99: ${slowest.name} ${slowest.p99.toFixed(1)} ms (target: under 200 ms)`);

    await measureExport(app, cookie);

    if (args.plans) {
      for (const [name, url] of ROUTES) {
        captured.length = 0;
        capturing = true;
        await get(url);
        capturing = false;
        console.log(`\n===== ${name}: ${url}`);
        for (const q of captured) {
          if (/^\s*select\s+"?(sessions|users)"?\./i.test(q.sql) || q.sql.includes('"sessions"')) continue;
          const plan = await pool.query(`explain (analyze, buffers, costs off) ${q.sql}`, q.params);
          console.log(`-- ${q.sql.replace(/\s+/g, ' ').slice(0, 160)}…`);
          console.log(plan.rows.map((row: Record<string, string>) => `   ${row['QUERY PLAN']}`).join('\n'));
        }
      }
    }
    await app.close();
    await pool.end();
  } finally {
    await handle.close();
    if (!reuse && !args.keep) {
      await onServer(`drop database if exists ${dbName} with (force)`);
      console.log(`\ndropped ${dbName}`);
    } else {
      console.log(`\nkept ${dbName}`);
    }
  }
}

/**
 * The approved list as CSV (every approved and suspended professional, 100,000 rows at the default
 * scale) downloaded over real HTTP by curl in a process of its own, so the memory sampled every 20 ms
 * is the server's alone: the time to the last byte and the growth of the resident memory above its
 * level before the download. The server first finishes what it does once after it starts listening
 * (the places index of the directory search), which is not the export's. Three downloads one after
 * the other: the first also pays for warming the code, the later ones show that nothing accumulates.
 * Targets: under 10 s and under 50 MB, for every download.
 */
async function measureExport(app: Awaited<ReturnType<typeof buildApp>>, cookie: string): Promise<void> {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  placeIndex();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const baseline = process.memoryUsage().rss;
  for (let run = 1; run <= 3; run++) {
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const out = await new Promise<string>((resolve, reject) => {
      execFile(
        'curl',
        [
          '-sS',
          '-o',
          '/dev/null',
          '-H',
          `cookie: ${cookie}`,
          '-w',
          '%{http_code} %{size_download}',
          `${address}/api/admin/mortgagexperts.csv?status=all`,
        ],
        (err, stdout) => (err ? reject(err) : resolve(stdout)),
      );
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const [status, bytes = 0] = out.split(' ').map(Number);
    if (status !== 200) throw new Error(`export: HTTP ${status}`);
    const growthMb = (peak - baseline) / 1024 / 1024;
    console.log(
      `${run === 1 ? '\n' : ''}export mortgagexperts.csv, download ${run}: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(2)} s ` +
        `(target: under 10 s); RSS growth ${growthMb.toFixed(1)} MB above the level before the first (target: under 50 MB)`,
    );
    if (seconds >= 10 || growthMb >= 50) process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
