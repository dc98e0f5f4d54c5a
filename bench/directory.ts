/**
 * npm run bench:directory: the directory under load (bench/README.md). Starts bench/server.ts on the
 * configured database (DATABASE_URL, or the embedded one under DATA_DIR), runs autocannon against
 * each scenario and prints requests/s, p50 and p99, with the ratios to the hello-world route (d) and
 * to the naive route (e) measured in the same run.
 *
 *   BENCH_SECONDS (15)  BENCH_CONNECTIONS (50)  BENCH_WARMUP_SECONDS (3)  BENCH_PORT (3012)
 *   BENCH_SKIP_UNCACHED=1 skips the second pass with the answer cache off.
 *   BENCH_UNCACHED_ONLY=1 measures the database path alone: one server with the answer cache off,
 *   (d) and (e) as baselines, then (a)-(c) and (f)-(i) uncached; it ends with the line of this
 *   scale for the table of scales in bench/README.md.
 */
import type { ChildProcess } from 'node:child_process';
import type autocannon from 'autocannon';
import { forkBenchServer, LOAD, loadTargets, stopBenchServer } from './fork-server.ts';
import {
  ALL_FOUR_STARS_BY_RATING,
  BROAD,
  BY_EXPERIENCE,
  BY_RATING,
  directoryPath,
  FOUR_STARS,
  HELLO_PATH,
  NARROW,
  naivePath,
  realisticMix,
} from './scenarios.ts';

/** The orders and the rating filter of the reviews (decision 065), each with the same targets as (a) and (b). */
const RATING_SCENARIOS = [
  ['(f) broad, sort=rating', BY_RATING],
  ['(g) broad, sort=experience', BY_EXPERIENCE],
  ['(h) broad, minRating=4', FOUR_STARS],
  ['(i) all, minRating=4, sort=rating, page 3', ALL_FOUR_STARS_BY_RATING],
] as const;

const { seconds, connections, warmup } = LOAD;
const port = Number(process.env.BENCH_PORT ?? 3012);
const base = `http://127.0.0.1:${port}`;

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function startServer(cacheSeconds: number): Promise<ChildProcess> {
  return forkBenchServer(port, { DIRECTORY_CACHE_SECONDS: String(cacheSeconds) });
}

const stopServer = stopBenchServer;

/** Runs autocannon over the paths in turn (one path: the same request every time). */
function load(paths: string[], duration: number): Promise<autocannon.Result> {
  return loadTargets(
    base,
    connections,
    duration,
    paths.map((path) => ({ path })),
  );
}

async function measure(name: string, paths: string[]): Promise<Measured> {
  if (warmup > 0) await load(paths, warmup);
  const r = await load(paths, seconds);
  const m = { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
  console.error(
    `  ${name}: ${m.rps.toFixed(0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, non-2xx ${m.non2xx}, errors ${m.errors}`,
  );
  return m;
}

async function listedCount(): Promise<number> {
  const res = await fetch(`${base}${directoryPath('limit=1')}`);
  return ((await res.json()) as { data: { totalCount: number } }).data.totalCount;
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

/**
 * Waits (up to two minutes) until what timed-out requests left queued and running in the server's
 * pool is done: a one-row directory request answers in under 100 ms again.
 */
async function settle(): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const started = Date.now();
    await fetch(`${base}${directoryPath('limit=1')}`).catch(() => null);
    if (Date.now() - started < 100) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function main() {
  const mix = realisticMix();
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const uncachedOnly = process.env.BENCH_UNCACHED_ONLY === '1';
  console.error(
    `Directory benchmark on ${database}: ${connections} connections, ${seconds} s per scenario (+${warmup} s warm-up)` +
      (uncachedOnly ? ', answer cache off only' : ''),
  );

  let server = await startServer(uncachedOnly ? 0 : 30);
  const listed = await listedCount();
  console.error(`  ${listed} public professionals`);
  const hello = await measure('(d) hello world', [HELLO_PATH]);
  const cached = uncachedOnly
    ? null
    : {
        a: await measure('(a) broad', [directoryPath(BROAD)]),
        b: await measure('(b) narrow', [directoryPath(NARROW)]),
        c: await measure('(c) realistic mix', mix.map(directoryPath)),
      };
  const naive = {
    a: await measure('(e) naive, broad', [naivePath(BROAD)]),
    b: await measure('(e) naive, narrow', [naivePath(NARROW)]),
    c: await measure('(e) naive, realistic mix', mix.map(naivePath)),
  };
  const rated: [Measured, Measured][] = [];
  if (!uncachedOnly) {
    for (const [name, query] of RATING_SCENARIOS) {
      rated.push([await measure(name, [directoryPath(query)]), await measure(`(e) naive, ${name.slice(4)}`, [naivePath(query)])]);
    }
    await stopServer(server);
  }

  // The naive route's slowest queries outlive autocannon's timeout in the database: let them finish
  // before the next figures, so they are not measured against the path that follows.
  if ([...Object.values(naive), ...rated.map(([, n]) => n)].some((m) => m.non2xx + m.errors > 0)) await settle();

  let uncached: NonNullable<typeof cached> | null = null;
  const ratedUncached: Measured[] = [];
  if (uncachedOnly || process.env.BENCH_SKIP_UNCACHED !== '1') {
    if (!uncachedOnly) server = await startServer(0);
    uncached = {
      a: await measure('(a) broad, cache off', [directoryPath(BROAD)]),
      b: await measure('(b) narrow, cache off', [directoryPath(NARROW)]),
      c: await measure('(c) realistic mix, cache off', mix.map(directoryPath)),
    };
    for (const [name, query] of RATING_SCENARIOS) ratedUncached.push(await measure(`${name}, cache off`, [directoryPath(query)]));
  }
  if (uncachedOnly || uncached) await stopServer(server);

  const rows: string[] = [];
  const row = (m: Measured, vsNaive: Measured | null) =>
    rows.push(
      `| ${m.name} | ${fmt(m.rps)} | ${m.p50} | ${m.p99} | ${fmt(m.rps / hello.rps, 2)}x | ${vsNaive ? `${fmt(m.rps / vsNaive.rps, 1)}x` : ''} | ${m.non2xx + m.errors} |`,
    );
  row(hello, null);
  if (cached) for (const k of ['a', 'b', 'c'] as const) row(cached[k], naive[k]);
  for (const k of ['a', 'b', 'c'] as const) row(naive[k], null);
  for (const [m, n] of rated) row(m, n);
  for (const [, n] of rated) row(n, null);
  if (uncached) for (const k of ['a', 'b', 'c'] as const) row(uncached[k], naive[k]);
  for (const [i, m] of ratedUncached.entries()) row(m, rated[i]?.[1] ?? null);

  console.log(`\n${database}, ${listed} public professionals, ${connections} connections, ${seconds} s each\n`);
  console.log('| scenario | req/s | p50 ms | p99 ms | vs (d) hello | vs (e) naive, same queries | failed |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(rows.join('\n'));
  const verdicts: string[] = [];
  if (cached) {
    verdicts.push(
      `(a), (b) >= 3x naive with p99 < 100 ms: ${verdict(cached.a.rps >= 3 * naive.a.rps && cached.a.p99 < 100 && cached.b.rps >= 3 * naive.b.rps && cached.b.p99 < 100)}`,
      `(c) >= 0.25x hello with p99 < 20 ms: ${verdict(cached.c.rps >= 0.25 * hello.rps && cached.c.p99 < 20)}`,
      `(f)-(i) >= 3x naive with p99 < 100 ms: ${verdict(rated.every(([m, n]) => m.rps >= 3 * n.rps && m.p99 < 100))}`,
    );
  }
  if (uncached) {
    // The database path on its own (decision 069); PGlite (one query at a time) has the looser p99.
    const p99Limit = database === 'PGlite' ? 250 : 150;
    const u = uncached;
    const all = [u.a, u.b, u.c];
    verdicts.push(
      `(a)-(c) cache off >= 10x naive with p99 < ${p99Limit} ms: ${verdict((['a', 'b', 'c'] as const).every((k) => u[k].rps >= 10 * naive[k].rps && u[k].p99 < p99Limit))}`,
      `(a)-(c) cache off without a failed request: ${verdict(all.every((m) => m.non2xx + m.errors === 0))}`,
      `(f)-(i) cache off p99 < 100 ms: ${verdict(ratedUncached.every((m) => m.p99 < 100))}`,
    );
    console.log(
      `\nScale line (professionals | p50 ms of (a), (b), (c) cache off | p99 ms | req/s vs naive):\n` +
        `| ${listed} | ${uncached.a.p50} / ${uncached.b.p50} / ${uncached.c.p50} | ${uncached.a.p99} / ${uncached.b.p99} / ${uncached.c.p99} | ` +
        `${fmt(uncached.a.rps / naive.a.rps, 1)}x / ${fmt(uncached.b.rps / naive.b.rps, 1)}x / ${fmt(uncached.c.rps / naive.c.rps, 1)}x |`,
    );
  }
  console.log(`\nTargets: ${verdicts.join('; ')}`);
}

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
