/**
 * npm run bench:load: 200 concurrent visitors for 60 s, each sending contact messages as a guest
 * (an address of its own per message, through X-Forwarded-For) and searching the directory, in
 * turn. Targets: no error, and as many messages stored as were acknowledged.
 *
 *   BENCH_CLIENTS (200)  BENCH_SECONDS (60)  BENCH_MXPERTS (400)  BENCH_DB (postgres | pglite)
 *   BENCH_TIMEOUT_SECONDS (30): a request not answered by then counts as an error (the visitor gave up)
 *
 * The per-professional limit (60 submissions an hour) has no setting: the script seeds enough
 * professionals and sends each at most 60 messages.
 */
import { directoryPath, realisticMix } from '../scenarios.ts';
import { benchSettings } from '../settings.ts';
import {
  type Answer,
  call,
  countMessages,
  dbKinds,
  errorCode,
  ipOf,
  percentile,
  report,
  sendGuestMessage,
  startServer,
  stopServer,
  withDatabase,
  withListedDatabase,
} from './lib.ts';

const { clients, seconds, mxperts: mxpertCount } = benchSettings({ clients: 200, seconds: 60, mxperts: 400 });
const PER_MXPERT = 60;
const DOMAIN = 'load.bench.test';

async function run(kind: 'pglite' | 'postgres'): Promise<boolean> {
  process.stdout.write(`[${kind}] seeding ${mxpertCount} professionals… `);
  return withListedDatabase(kind, 'load', mxpertCount, async (db, cxids) => {
    console.log(`${cxids.length} listed`);
    const server = await startServer(db);
    const searches = realisticMix(2000, 7).map(directoryPath);

    let next = 0;
    const budget = cxids.length * PER_MXPERT;
    const statuses = new Map<string, number>();
    const failures: string[] = [];
    const messageMs: number[] = [];
    const searchMs: number[] = [];
    /** Requests slower than 5 s or failed, by the 5-second window they started in (shows stalls). */
    const slowByWindow = new Map<number, number>();
    let acknowledged = 0;
    let requests = 0;
    const started = Date.now();
    const deadline = started + seconds * 1000;

    const slow = (sentAt: number) => {
      const window = Math.floor((sentAt - started) / 5000) * 5;
      slowByWindow.set(window, (slowByWindow.get(window) ?? 0) + 1);
    };
    const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
    const client = async (id: number) => {
      for (let turn = 0; Date.now() < deadline; turn++) {
        const sendMessage = (turn + id) % 2 === 0 && next < budget;
        let answer: Answer;
        const sentAt = Date.now();
        try {
          if (sendMessage) {
            const n = next++;
            answer = await sendGuestMessage(server.base, cxids, n, DOMAIN);
            if (answer.status === 201) acknowledged++;
            messageMs.push(answer.ms);
          } else {
            answer = await call(server.base, 'GET', searches[(id * 31 + turn) % searches.length] as string, {
              ip: ipOf(100_000 + id),
            });
            searchMs.push(answer.ms);
          }
          requests++;
          count(String(answer.status));
          if (answer.ms > 5000) slow(sentAt);
          if (answer.status >= 400 && failures.length < 5) failures.push(`${answer.status} ${JSON.stringify(answer.body)}`);
        } catch (err) {
          slow(sentAt);
          requests++;
          count(errorCode(err));
          if (failures.length < 5) failures.push(String(err));
        }
      }
    };
    await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
    const elapsed = (Date.now() - started) / 1000;

    const exit = await stopServer(server);
    const stored = await withDatabase(db, (handle) => countMessages(handle, DOMAIN));
    const errors = [...statuses].filter(([k]) => !k.startsWith('2')).reduce((s, [, v]) => s + v, 0);
    if (failures.length) console.log(`  first failures:\n    ${failures.join('\n    ')}`);
    return report(
      `Load (${kind}): ${clients} clients, ${seconds} s, messages and directory searches`,
      [
        ['requests', `${requests} (${(requests / elapsed).toFixed(0)}/s)`],
        ['answers', [...statuses].map(([k, v]) => `${k}: ${v}`).join(', ')],
        ['errors', errors],
        ['message p50 / p99', `${percentile(messageMs, 50).toFixed(0)} / ${percentile(messageMs, 99).toFixed(0)} ms`],
        ['search p50 / p99', `${percentile(searchMs, 50).toFixed(0)} / ${percentile(searchMs, 99).toFixed(0)} ms`],
        [
          'over 5 s or failed, by start',
          [...slowByWindow]
            .sort(([a], [b]) => a - b)
            .map(([w, n]) => `${w}-${w + 5} s: ${n}`)
            .join(', ') || 'none',
        ],
        ['messages acknowledged', acknowledged],
        ['messages stored', stored],
        ['server exit after SIGTERM', String(exit)],
      ],
      [
        ['no error (every answer 2xx)', errors === 0],
        ['stored = acknowledged', stored === acknowledged && acknowledged > 0],
      ],
    );
  });
}

let ok = true;
for (const kind of dbKinds(['postgres'])) ok = (await run(kind)) && ok;
process.exit(ok ? 0 : 1);
