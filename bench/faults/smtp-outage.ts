/**
 * npm run bench:smtp-outage: the SMTP server refuses every connection (421) while 50 people
 * register; it then comes back on the same port. Targets: every queued e-mail is delivered, each
 * exactly once (counted by Message-ID at the SMTP server), and the outbox marks all of them sent.
 *
 * The outbox retries after 30 s, 1 min, 2 min … (±20 %, apps/server/src/modules/mail/outbox.ts);
 * no setting shortens that, so the script waits for the real first retry (about 30 s).
 *
 *   BENCH_EMAILS (50)  BENCH_OUTAGE_SECONDS (20, counted after every e-mail has failed once)
 */
import { SMTPServer } from 'smtp-server';
import { benchSettings } from '../settings.ts';
import { call, freePort, ipOf, pgQuery, report, scratchDatabase, sleep, startServer, stopServer } from './lib.ts';

const { emails, outageSeconds } = benchSettings({ emails: 50, outageSeconds: 20 });
const DOMAIN = 'smtp-outage.bench.test';
const DELIVERY_TIMEOUT_MS = 180_000;

/** An SMTP server on `port`: refusing every connection with 421, or accepting and recording. */
function smtpServer(port: number, mode: 'refuse' | 'accept', received: string[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (mode === 'refuse') {
        const err = Object.assign(new Error('Service not available, try again later'), { responseCode: 421 });
        return callback(err);
      }
      callback();
    },
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString();
      });
      stream.on('end', () => {
        received.push(raw.match(/^Message-ID:\s*(\S+)/im)?.[1] ?? '(none)');
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
const closeSmtp = (server: SMTPServer) => new Promise<void>((r) => server.close(() => r()));

interface OutboxRow {
  status: string;
  attempts: number;
  n: number;
}

const db = await scratchDatabase('postgres', 'smtpoutage');
let passed = false;
try {
  const url = db.url as string;
  const smtpPort = await freePort();
  const received: string[] = [];
  const refusing = await smtpServer(smtpPort, 'refuse', received);
  const server = await startServer(db, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  const outbox = () =>
    pgQuery<OutboxRow>(
      url,
      'select status, attempts, count(*)::int as n from email_outbox where to_address like $1 group by status, attempts order by status, attempts',
      [`%@${DOMAIN}`],
    );

  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: emails }, (_, i) =>
      call(server.base, 'POST', '/api/auth/register-consumer', {
        body: { firstName: 'Outage', lastName: 'Tester', email: `person-${i}@${DOMAIN}`, password: `Quiet-Harbor-${1000 + i}` },
        ip: ipOf(i + 1),
      }),
    ),
  );
  const registered = answers.filter((a) => a.status === 201).length;

  // Wait until every e-mail has been tried once and refused.
  let rows: OutboxRow[] = [];
  while (Date.now() - started < 60_000) {
    rows = await outbox();
    const triedAndPending = rows.filter((r) => r.status === 'pending' && r.attempts >= 1).reduce((s, r) => s + r.n, 0);
    if (triedAndPending >= registered) break;
    await sleep(500);
  }
  const queued = rows.reduce((s, r) => s + r.n, 0);
  const failedOnce = rows.filter((r) => r.status === 'pending' && r.attempts >= 1).reduce((s, r) => s + r.n, 0);
  await sleep(outageSeconds * 1000);
  await closeSmtp(refusing);

  const accepting = await smtpServer(smtpPort, 'accept', received);
  const upAt = Date.now();
  let sentRows = 0;
  while (Date.now() - upAt < DELIVERY_TIMEOUT_MS) {
    rows = await outbox();
    sentRows = rows.filter((r) => r.status === 'sent').reduce((s, r) => s + r.n, 0);
    if (sentRows >= queued) break;
    await sleep(1000);
  }
  const deliveredAfterS = (Date.now() - upAt) / 1000;
  // Anything sent twice would arrive within the next poll rounds.
  await sleep(5000);
  rows = await outbox();
  const exit = await stopServer(server);
  await closeSmtp(accepting);

  const ours = received.filter((id) => id !== '(none)');
  const distinct = new Set(ours).size;
  const duplicates = ours.length - distinct;
  const attempts = rows.map((r) => `${r.status} after ${r.attempts} attempt(s): ${r.n}`).join(', ');
  passed = report(
    `SMTP outage: ${emails} registrations while the SMTP server refuses, then it comes back`,
    [
      ['registrations answered 201', registered],
      ['e-mails queued', queued],
      ['refused at least once', failedOnce],
      ['outbox at the end', attempts],
      ['delivered (distinct Message-IDs)', distinct],
      ['received in all', ours.length],
      ['duplicates', duplicates],
      ['all delivered after return', `${deliveredAfterS.toFixed(1)} s`],
      ['exit after SIGTERM', String(exit)],
    ],
    [
      ['every registration accepted while SMTP is down', registered === emails],
      ['every e-mail refused at least once during the outage', failedOnce === queued && queued === emails],
      ['all delivered, marked sent', distinct === queued && sentRows === queued],
      ['no duplicate', duplicates === 0],
    ],
  );
} finally {
  await db.drop();
}
process.exit(passed ? 0 : 1);
