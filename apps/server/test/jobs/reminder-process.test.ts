import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Executor, openDatabase } from '../../src/db/client.ts';
import { JOBS } from '../../src/modules/jobs/queue.ts';
import {
  type ServerHome,
  type ServerProcess,
  scratchServerHome,
  startServerProcess,
  waitForExit,
} from '../helpers/child-process.ts';
import { createMxpert } from '../helpers/factories.ts';
import { timeComes } from '../helpers/job-runners.ts';

/** The real server (`npm start`): a lead's reminder survives a restart and is sent once. */
let home: ServerHome;
let env: Record<string, string>;
let mxpert: { email: string; cxid: string };

beforeAll(async () => {
  home = await scratchServerHome('reminder');
  env = { ...home.env, SEED_DEMO: 'false' };
  // The professional is written before any server runs (PGlite lets one process in at a time).
  await withDatabase(async (db) => {
    const { user, profile } = await createMxpert(db);
    mxpert = { email: user.email, cxid: profile.cxid };
  });
}, 180_000);
afterAll(() => home.remove());

/** Runs `fn` on the database while no server runs (migrated first). */
async function withDatabase(fn: (db: Executor) => Promise<void>): Promise<void> {
  const handle = home.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: home.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(home.dataDir, 'pgdata') });
  try {
    await handle.migrate();
    await fn(handle.db);
  } finally {
    await handle.close();
  }
}

/** The day the reminders wait passes for the lead of this sender (while no server runs). */
const dayPassesFor = (email: string) =>
  withDatabase(async (db) => {
    const moved = await timeComes(db, JOBS.leadReminder, sql`data->>'id' in (select id::text from leads where email = ${email})`);
    expect(moved).toBe(1);
  });

/** The server on the file's folder and database, once its job runner has started and its signal handlers are in place. */
const startServer = () => startServerProcess(env);

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await waitForExit(server.child)).toBe(0);
}

async function reminders(base: string): Promise<{ subject: string }[]> {
  const res = await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(mxpert.email)}`);
  const { emails } = (await res.json()) as { emails: { subject: string }[] };
  return emails.filter((e) => e.subject.endsWith('is waiting for your reply'));
}

async function sendLead(base: string, firstName: string, email: string): Promise<void> {
  const sent = await fetch(`${base}/api/messages/${mxpert.cxid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: base },
    body: JSON.stringify({
      firstName,
      lastName: 'Stein',
      email,
      phone: '(512) 555-0100',
      isRealEstateAgent: false,
      helpType: 'refinancing',
      preferredContact: 'email',
      message: 'Please call me about refinancing.',
      consent: true,
    }),
  });
  expect(sent.status).toBe(201);
}

/** Polls the dev mailbox until the professional has `count` reminders. */
async function untilReminders(base: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 60_000;
  while ((await reminders(base)).length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  return (await reminders(base)).map((e) => e.subject).sort();
}

it('a lead left unanswered while the server restarts gets exactly one reminder', { timeout: 300_000 }, async () => {
  // LEAD_REMINDER_HOURS is its default (24): the test moves the jobs' clock while no server runs.
  const first = await startServer();
  await sendLead(first.base, 'Noa', 'noa.stein@example.com');
  // Stopped before the reminder is due.
  expect(await reminders(first.base)).toHaveLength(0);
  await stop(first);
  await dayPassesFor('noa.stein@example.com');

  const second = await startServer();
  try {
    expect(await untilReminders(second.base, 1)).toEqual(['Noa Stein is waiting for your reply']);
    // A second lead, whose reminder the next start sends: proof that its runner worked the queue.
    await sendLead(second.base, 'Eli', 'eli.stein@example.com');
  } finally {
    await stop(second);
  }
  await dayPassesFor('eli.stein@example.com');

  const third = await startServer();
  try {
    // The runner of the third start sent the second lead's reminder, and the first lead's no second one.
    expect(await untilReminders(third.base, 2)).toEqual([
      'Eli Stein is waiting for your reply',
      'Noa Stein is waiting for your reply',
    ]);
  } finally {
    await stop(third);
  }
});
