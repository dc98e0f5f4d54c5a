/**
 * npm run bench:kill9: the server is killed with SIGKILL five times while guests write messages,
 * on the embedded database (PGlite under DATA_DIR) and on PostgreSQL. After each kill the database
 * is opened again (PGlite recovers its data directory as a restarted server would) and every
 * message that was acknowledged (201) must be there; then the server is started again.
 *
 *   BENCH_KILLS (5)  BENCH_CLIENTS (20)  BENCH_DB (both by default: pglite and postgres)
 */
import { sql } from 'drizzle-orm';
import { benchSettings } from '../settings.ts';
import {
  dbKinds,
  freePort,
  report,
  sendGuestMessage,
  sleep,
  startServer,
  stopServer,
  withDatabase,
  withListedDatabase,
} from './lib.ts';

const { kills, clients } = benchSettings({ kills: 5, clients: 20 });
const DOMAIN = 'kill9.bench.test';

async function run(kind: 'pglite' | 'postgres'): Promise<boolean> {
  return withListedDatabase(kind, 'kill9', 100, async (db, cxids) => {
    const port = await freePort();
    const acknowledged = new Set<number>();
    let next = 0;
    let totalFound = 0;
    let totalMissing = 0;
    let unacknowledgedStored = 0;
    const rounds: string[] = [];

    for (let round = 1; round <= kills; round++) {
      const startedAt = Date.now();
      const server = await startServer(db, {}, { port });
      const bootMs = Date.now() - startedAt;
      let running = true;
      const writer = async () => {
        while (running) {
          const n = next++;
          try {
            const answer = await sendGuestMessage(server.base, cxids, n, DOMAIN);
            if (answer.status === 201) acknowledged.add(n);
            else if (answer.status !== 201) await sleep(50);
          } catch {
            // the server is gone: the message was not acknowledged
            await sleep(50);
          }
        }
      };
      const writers = Array.from({ length: clients }, () => writer());
      await sleep(3000 + Math.random() * 3000);
      server.child.kill('SIGKILL');
      await server.exited;
      running = false;
      await Promise.all(writers);

      const stored = await withDatabase(db, async (handle) => {
        const result = (await handle.db.execute(
          sql`select email from leads where kind = 'message' and email like ${`%@${DOMAIN}`}`,
        )) as unknown as { rows: { email: string }[] };
        return new Set(result.rows.map((r) => Number(r.email.match(/^sender-(\d+)@/)?.[1])));
      });
      const missing = [...acknowledged].filter((n) => !stored.has(n)).length;
      totalFound = acknowledged.size - missing;
      totalMissing = missing;
      unacknowledgedStored = [...stored].filter((n) => !acknowledged.has(n)).length;
      rounds.push(
        `kill ${round}: start ${bootMs} ms, acknowledged so far ${acknowledged.size}, found ${acknowledged.size - missing}, missing ${missing}`,
      );
      console.log(`  [${kind}] ${rounds.at(-1)}`);
    }
    // The server starts once more on what the kills left, and answers.
    const last = await startServer(db, {}, { port });
    const probe = await sendGuestMessage(last.base, cxids, next++, DOMAIN);
    await stopServer(last);
    return report(
      `kill -9 (${kind}): ${kills} kills while ${clients} guests write messages`,
      [
        ['messages acknowledged', acknowledged.size],
        ['found after the kills', totalFound],
        ['missing', totalMissing],
        ['stored, answer lost in the kill', unacknowledgedStored],
        ['message after the last restart', probe.status],
      ],
      [
        ['every acknowledged message stored', totalMissing === 0 && acknowledged.size > 0],
        ['the server starts and writes after the kills', probe.status === 201],
      ],
    );
  });
}

let ok = true;
for (const kind of dbKinds(['pglite', 'postgres'])) ok = (await run(kind)) && ok;
process.exit(ok ? 0 : 1);
