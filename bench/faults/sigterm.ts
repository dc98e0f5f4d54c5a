/**
 * npm run bench:sigterm: SIGTERM while the server is busy. At the signal there are slow uploads
 * half sent (a message body trickled over several seconds), idle keep-alive connections, a client
 * that stalled in the middle of its body and 50 clients sending messages and searching. Targets:
 * every slow request that was in flight finishes with 201, new connections are refused from the
 * signal on, nothing answers 500, and the process exits within 25 s.
 *
 *   BENCH_CLIENTS (50)  BENCH_SLOW (20 slow requests)  BENCH_DB (postgres | pglite)
 */
import http from 'node:http';
import net from 'node:net';
import { directoryPath, realisticMix } from '../scenarios.ts';
import { benchSettings } from '../settings.ts';
import {
  call,
  dbKinds,
  errorCode,
  guestMessage,
  ipOf,
  report,
  sendGuestMessage,
  sleep,
  startServer,
  withListedDatabase,
} from './lib.ts';

const { clients, slow: slowCount } = benchSettings({ clients: 50, slow: 20 });
const EXIT_TARGET_MS = 25_000;
const DOMAIN = 'sigterm.bench.test';

/**
 * A POST whose body arrives in two halves `gapMs` apart (or never in full with `stall`):
 * resolves with the status, or the error code when the connection ends first.
 */
function slowPost(
  port: number,
  url: string,
  body: string,
  ip: string,
  opts: { firstHalfSent: () => void; secondHalf: Promise<void> | 'never' },
): Promise<{ status: number | string; at: number }> {
  return new Promise((resolve) => {
    const payload = Buffer.from(body);
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: url,
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': payload.length,
        'x-requested-with': 'XMLHttpRequest',
        origin: `http://127.0.0.1:${port}`,
        'x-forwarded-for': ip,
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, at: Date.now() }));
    });
    req.on('error', (err) => resolve({ status: (err as NodeJS.ErrnoException).code ?? err.message, at: Date.now() }));
    const half = Math.floor(payload.length / 2);
    req.write(payload.subarray(0, half), () => opts.firstHalfSent());
    if (opts.secondHalf !== 'never') void opts.secondHalf.then(() => req.end(payload.subarray(half)));
  });
}

/** Opens a TCP connection: 'connected' or the error code (ECONNREFUSED once nobody listens). */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

async function run(kind: 'pglite' | 'postgres'): Promise<boolean> {
  return withListedDatabase(kind, 'sigterm', 100, async (db, cxids) => {
    const server = await startServer(db);
    const searches = realisticMix(500, 3).map(directoryPath);

    // Idle keep-alive connections: one request each, then left open.
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 5 });
    const idleClosedAt: number[] = [];
    await Promise.all(
      Array.from(
        { length: 5 },
        () =>
          new Promise<void>((resolve) => {
            http
              .get({ host: '127.0.0.1', port: server.port, path: '/healthz', agent: keepAlive }, (res) => {
                res.resume();
                res.on('end', () => resolve());
              })
              .on('socket', (s) => s.once('close', () => idleClosedAt.push(Date.now())));
          }),
      ),
    );

    // Load: messages and searches through fetch's keep-alive pool.
    let running = true;
    let next = 0;
    let signalAt = Number.POSITIVE_INFINITY;
    const before = new Map<string, number>();
    const after = new Map<string, number>();
    /** How long before the signal each request reset by the shutdown was sent. */
    const resetBefore: number[] = [];
    const tally = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
    const client = async (id: number) => {
      for (let turn = 0; running; turn++) {
        const start = Date.now();
        let status: string;
        try {
          if ((turn + id) % 2 === 0) {
            const n = next++;
            status = String((await sendGuestMessage(server.base, cxids, n, DOMAIN)).status);
          } else {
            status = String((await call(server.base, 'GET', searches[(id + turn) % searches.length] as string)).status);
          }
        } catch (err) {
          status = errorCode(err);
          await sleep(100);
        }
        tally(start < signalAt ? before : after, status);
        if (start < signalAt && status === 'ECONNRESET') resetBefore.push(signalAt - start);
      }
    };
    const load = Array.from({ length: clients }, (_, i) => client(i));

    // Slow uploads: half the body now, the rest 4 s after the signal.
    let releaseSecondHalf = () => {};
    const secondHalf = new Promise<void>((r) => {
      releaseSecondHalf = r;
    });
    let halvesSent = 0;
    const slow = Array.from({ length: slowCount }, (_, i) => {
      const body = JSON.stringify(guestMessage(1_000_000 + i, DOMAIN)).replace(/}$/, `${' '.repeat(200_000)}}`);
      return slowPost(server.port, `/api/messages/all/${cxids[i % cxids.length]}`, body, ipOf(500_000 + i), {
        firstHalfSent: () => halvesSent++,
        secondHalf,
      });
    });
    const stalled = slowPost(
      server.port,
      `/api/messages/all/${cxids[0]}`,
      JSON.stringify(guestMessage(2_000_000, DOMAIN)).replace(/}$/, `${' '.repeat(100_000)}}`),
      ipOf(600_000),
      { firstHalfSent: () => {}, secondHalf: 'never' },
    );
    while (halvesSent < slowCount) await sleep(50);
    await sleep(2000);

    signalAt = Date.now();
    server.child.kill('SIGTERM');
    const exited = server.exited.then((code) => ({ code, at: Date.now() }));
    await sleep(500);
    const connectAfter500ms = await tryConnect(server.port);
    await sleep(3500);
    releaseSecondHalf();
    const slowResults = await Promise.all(slow);
    const connectAfter4s = await tryConnect(server.port);
    const exit = await exited;
    running = false;
    await Promise.all(load);
    const stalledResult = await stalled;
    keepAlive.destroy();

    const since = (t: number) => `${((t - signalAt) / 1000).toFixed(2)} s`;
    const slowOk = slowResults.filter((r) => r.status === 201).length;
    const slowDone = Math.max(...slowResults.map((r) => r.at));
    const exitMs = exit.at - signalAt;
    const show = (m: Map<string, number>) => [...m].map(([k, v]) => `${k}: ${v}`).join(', ') || 'none';
    const fiveHundreds = [...before, ...after].filter(([k]) => k === '500').reduce((s, [, v]) => s + v, 0);
    return report(
      `SIGTERM under load (${kind}): ${clients} clients, ${slowCount} slow uploads in flight, 5 idle keep-alive connections, 1 stalled upload`,
      [
        ['slow uploads answered 201', `${slowOk} / ${slowCount}, last at ${since(slowDone)}`],
        ['stalled upload', `${stalledResult.status} at ${since(stalledResult.at)}`],
        [
          'idle keep-alive connections closed',
          `${idleClosedAt.length} / 5, last at ${idleClosedAt.length ? since(Math.max(...idleClosedAt)) : '-'}`,
        ],
        ['new connection at 0.5 s / 4 s', `${connectAfter500ms} / ${connectAfter4s}`],
        ['load answers before the signal', show(before)],
        ['load answers after the signal', show(after)],
        [
          'reset requests sent before the signal',
          resetBefore.length
            ? `${resetBefore.length}, sent ${Math.min(...resetBefore)} to ${Math.max(...resetBefore)} ms before it`
            : 'none',
        ],
        ['process exit', `code ${exit.code} at ${since(exit.at)}`],
      ],
      [
        ['every slow upload in flight finished with 201', slowOk === slowCount],
        ['new connections refused after SIGTERM', connectAfter500ms === 'ECONNREFUSED' && connectAfter4s === 'ECONNREFUSED'],
        ['no 500', fiveHundreds === 0],
        [`exit within ${EXIT_TARGET_MS / 1000} s`, exitMs <= EXIT_TARGET_MS],
        ['clean exit (code 0: database closed, not forced)', exit.code === 0],
      ],
    );
  });
}

let ok = true;
for (const kind of dbKinds(['postgres'])) ok = (await run(kind)) && ok;
process.exit(ok ? 0 : 1);
