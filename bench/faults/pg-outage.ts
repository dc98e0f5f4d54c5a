/**
 * npm run bench:pg-outage: PostgreSQL goes away for 20 s under load. The server reaches PostgreSQL
 * through a TCP proxy (bench/faults/tcp-proxy.ts); "stopping" it cuts every connection and refuses
 * new ones. Targets: during the outage every answer is a 2xx or a 503 with { message } (no 500,
 * no dropped connection), the process stays up, and answers are 2xx again at most 10 s after the
 * database returns; afterwards every acknowledged message is stored.
 *
 *   BENCH_CLIENTS (50)  BENCH_OUTAGE_SECONDS (20)  BENCH_BEFORE_SECONDS (10)  BENCH_AFTER_SECONDS (20)
 */
import { directoryPath, realisticMix } from '../scenarios.ts';
import { benchSettings } from '../settings.ts';
import {
  call,
  errorCode,
  ipOf,
  pgQuery,
  report,
  sendGuestMessage,
  sleep,
  startServer,
  stopServer,
  withListedDatabase,
} from './lib.ts';
import { TcpProxy } from './tcp-proxy.ts';

const { clients, outageSeconds, beforeSeconds, afterSeconds } = benchSettings({
  clients: 50,
  outageSeconds: 20,
  beforeSeconds: 10,
  afterSeconds: 20,
});
const DOMAIN = 'pg-outage.bench.test';
const RECOVERY_TARGET_S = 10;

interface Sample {
  start: number;
  end: number;
  status: number | string;
  body: unknown;
}

const passed = await withListedDatabase('postgres', 'pgoutage', 200, async (db, cxids) => {
  const target = new URL(db.url as string);
  const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  await proxy.start();
  const proxied = new URL(db.url as string);
  proxied.port = String(proxy.port);
  const server = await startServer(db, { DATABASE_URL: proxied.toString(), DIRECTORY_CACHE_SECONDS: '0' });

  const searches = realisticMix(2000, 11).map(directoryPath);
  const samples: Sample[] = [];
  let acknowledged = 0;
  let next = 0;
  let running = true;
  let stopAt = Number.POSITIVE_INFINITY;
  const client = async (id: number) => {
    // A message not yet acknowledged is sent again with the same Idempotency-Key, as the web app
    // does: a commit whose answer was lost in the outage is then stored once, not twice.
    let pending: { n: number; key: string } | null = null;
    for (let turn = 0; running || (pending && Date.now() < stopAt); turn++) {
      const start = Date.now();
      const message = pending !== null || ((turn + id) % 2 === 0 && next < cxids.length * 60);
      try {
        let answer: Awaited<ReturnType<typeof call>>;
        if (message) {
          if (!pending) {
            const n = next++;
            pending = { n, key: `pg-outage-${n}-${id}` };
          }
          const { n, key } = pending;
          answer = await sendGuestMessage(server.base, cxids, n, DOMAIN, { 'idempotency-key': key });
          if (answer.status === 201) {
            acknowledged++;
            pending = null;
          }
        } else {
          answer = await call(server.base, 'GET', searches[(id * 17 + turn) % searches.length] as string, {
            ip: ipOf(200_000 + id),
          });
        }
        samples.push({ start, end: Date.now(), status: answer.status, body: answer.body });
        // A client that is told 503 waits a moment, as a browser retrying would.
        if (answer.status === 503) await sleep(250);
      } catch (err) {
        samples.push({ start, end: Date.now(), status: errorCode(err), body: null });
        await sleep(250);
      }
    }
  };
  const load = Promise.all(Array.from({ length: clients }, (_, i) => client(i)));

  await sleep(beforeSeconds * 1000);
  const downAt = Date.now();
  const cut = proxy.connections;
  await proxy.stop();
  await sleep(outageSeconds * 1000);
  await proxy.start();
  const upAt = Date.now();
  await sleep(afterSeconds * 1000);
  running = false;
  stopAt = Date.now() + 30_000;
  await load;

  const alive = server.child.exitCode === null && server.child.signalCode === null;
  const health = alive ? (await call(server.base, 'GET', '/healthz')).status : 0;
  if (!alive) console.log(`the server stopped; its last output:\n${server.output().slice(-3000)}`);
  const exit = await stopServer(server);
  await proxy.stop();
  const stored = await pgQuery<{ n: number }>(
    db.url as string,
    "select count(*)::int as n from leads where kind = 'message' and email like $1",
    [`%@${DOMAIN}`],
  ).then((rows) => rows[0]?.n ?? 0);

  const during = samples.filter((s) => s.start >= downAt && s.start < upAt);
  const tally = (list: Sample[]) => {
    const m = new Map<string, number>();
    for (const s of list) m.set(String(s.status), (m.get(String(s.status)) ?? 0) + 1);
    return [...m].map(([k, v]) => `${k}: ${v}`).join(', ') || 'none';
  };
  const bad503 = during.filter((s) => s.status === 503 && typeof (s.body as { message?: unknown })?.message !== 'string').length;
  const wrong = samples.filter((s) => typeof s.status !== 'number' || (s.status !== 503 && s.status >= 400));
  const afterUp = samples.filter((s) => s.start >= upAt);
  const lastFailure = afterUp.filter((s) => s.status !== 200 && s.status !== 201).reduce((t, s) => Math.max(t, s.end), upAt);
  const firstSuccess = afterUp.find((s) => s.status === 200 || s.status === 201);
  const recoveredS = (lastFailure - upAt) / 1000;

  const ok = report(
    `PostgreSQL outage: ${outageSeconds} s under ${clients} clients (messages and directory searches, answer cache off)`,
    [
      ['connections cut at the outage', cut],
      ['answers before', tally(samples.filter((s) => s.start < downAt))],
      ['answers during', tally(during)],
      ['answers after', tally(afterUp)],
      ['first 2xx after return', firstSuccess ? `${((firstSuccess.end - upAt) / 1000).toFixed(1)} s` : 'never'],
      ['last non-2xx after return', `${recoveredS.toFixed(1)} s`],
      ['process alive, /healthz', `${alive}, ${health}`],
      ['messages acknowledged / stored', `${acknowledged} / ${stored}`],
      ['exit after SIGTERM', String(exit)],
    ],
    [
      ['no 500, no dropped connection, no other 4xx', wrong.length === 0],
      ['503s during the outage carry { message }', bad503 === 0 && during.some((s) => s.status === 503)],
      ['process stayed up', alive && health === 200],
      [`recovered within ${RECOVERY_TARGET_S} s`, recoveredS <= RECOVERY_TARGET_S && firstSuccess !== undefined],
      ['stored = acknowledged', stored === acknowledged],
    ],
  );
  if (wrong.length)
    console.log(
      '  first unexpected answers:',
      wrong.slice(0, 5).map((s) => `${s.status} ${JSON.stringify(s.body)}`),
    );
  return ok;
});
process.exit(passed ? 0 : 1);
