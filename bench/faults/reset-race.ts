/**
 * npm run bench:reset-race: 50 parallel POST /api/auth/reset-password with one token, each with a
 * different new password, from 50 addresses. Target: exactly one succeeds, the others answer 400
 * with { message }, and only the winner's password signs in. Runs several rounds (a new token
 * each), on PGlite and on PostgreSQL.
 *
 *   BENCH_PARALLEL (50)  BENCH_ROUNDS (5)  BENCH_DB (both by default: pglite and postgres)
 */

import { benchSettings } from '../settings.ts';
import { call, dbKinds, ipOf, report, scratchDatabase, startServer, stopServer } from './lib.ts';

const { parallel, rounds } = benchSettings({ parallel: 50, rounds: 5 });

async function run(kind: 'pglite' | 'postgres'): Promise<boolean> {
  const db = await scratchDatabase(kind, 'resetrace');
  try {
    const server = await startServer(db);
    let ipCounter = 1;
    const lines: string[] = [];
    let exact = 0;
    let signInRight = 0;
    let badAnswers = 0;
    let totalOk = 0;
    let totalRefused = 0;
    for (let round = 1; round <= rounds; round++) {
      // An account per round: e-mails to one address are limited to 3 in 15 minutes.
      const email = `reset.race.${round}@reset-race.bench.test`;
      const registered = await call(server.base, 'POST', '/api/auth/register-consumer', {
        body: { firstName: 'Reset', lastName: 'Racer', email, password: 'Initial-Harbor-77' },
        ip: ipOf(ipCounter++),
      });
      if (registered.status !== 201) throw new Error(`registration answered ${registered.status}`);
      const asked = await call(server.base, 'POST', '/api/auth/forgot-password', { body: { email }, ip: ipOf(ipCounter++) });
      if (asked.status !== 200) throw new Error(`forgot-password answered ${asked.status}`);
      // The outbox worker (polling every second) queues the reset e-mail shortly after the answer.
      let link: string | undefined;
      for (let wait = 0; !link && wait < 50; wait++) {
        if (wait > 0) await new Promise((r) => setTimeout(r, 100));
        const box = (await call(server.base, 'GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`)).body as {
          emails: { subject: string; links: string[] }[];
        };
        link = box.emails.flatMap((e) => e.links).find((l) => l.includes('reset-password?token='));
      }
      const token = link ? new URL(link).searchParams.get('token') : null;
      if (!token) throw new Error('no reset link in the mailbox');

      const passwords = Array.from({ length: parallel }, (_, i) => `Racing-Harbor-${round}-${100 + i}`);
      const answers = await Promise.all(
        passwords.map((password, i) =>
          call(server.base, 'POST', '/api/auth/reset-password', { body: { token, password }, ip: ipOf(10_000 * round + i) }),
        ),
      );
      const ok = answers.flatMap((a, i) => (a.status === 200 ? [i] : []));
      const refused = answers.filter((a) => a.status === 400 && typeof (a.body as { message?: unknown }).message === 'string');
      badAnswers += parallel - ok.length - refused.length;
      totalOk += ok.length;
      totalRefused += refused.length;
      if (ok.length === 1) exact++;

      // Only the winning password signs in (each from an address of its own: login is rate limited).
      const winner = ok[0];
      const loser = winner === 0 ? 1 : 0;
      const signIn = async (password: string) =>
        (await call(server.base, 'POST', '/api/auth/login', { body: { email, password }, ip: ipOf(ipCounter++) })).status;
      const winnerStatus = winner === undefined ? 0 : await signIn(passwords[winner] as string);
      const loserStatus = await signIn(passwords[loser] as string);
      if (winnerStatus === 200 && loserStatus === 401) signInRight++;
      lines.push(
        `round ${round}: ${ok.length} succeeded, ${refused.length} refused (400), sign-in with winner ${winnerStatus}, with another ${loserStatus}`,
      );
      console.log(`  [${kind}] ${lines.at(-1)}`);
    }
    await stopServer(server);
    return report(
      `Password reset race (${kind}): ${parallel} parallel resets with one token, ${rounds} rounds`,
      [
        ['successes', `${totalOk} (${rounds} rounds)`],
        ['failures (400 with message)', totalRefused],
        ['other answers', badAnswers],
        ['rounds with exactly one success', `${exact} / ${rounds}`],
      ],
      [
        ['exactly one success per token', exact === rounds],
        ['every other attempt answered 400 { message }', badAnswers === 0],
        ['only the winning password signs in', signInRight === rounds],
      ],
    );
  } finally {
    await db.drop();
  }
}

let ok = true;
for (const kind of dbKinds(['pglite', 'postgres'])) ok = (await run(kind)) && ok;
process.exit(ok ? 0 : 1);
