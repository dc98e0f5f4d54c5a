import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { collectOutput, freePort, runTs, waitForExit, waitForReady } from '../helpers/child-process.ts';
import { createMxpert } from '../helpers/factories.ts';
import { createScratchDatabaseUrl } from '../helpers/test-db.ts';

/** The real server (`npm start`): a lead's reminder survives a restart and is sent once. */
let dataDir: string;
let database: Awaited<ReturnType<typeof createScratchDatabaseUrl>>;
let env: Record<string, string>;
let mxpert: { email: string; cxid: string };

/** Due 15 seconds after the lead: time enough to stop the first server before. */
const REMINDER_HOURS = String(15 / 3600);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-reminder-'));
  database = await createScratchDatabaseUrl();
  env = {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    LEAD_REMINDER_HOURS: REMINDER_HOURS,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
  // The professional is written before any server runs (PGlite lets one process in at a time).
  const handle = database.url
    ? await openDatabase({ kind: 'postgres', url: database.url })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
  try {
    await handle.migrate();
    const { user, profile } = await createMxpert(handle.db);
    mxpert = { email: user.email, cxid: profile.cxid };
  } finally {
    await handle.close();
  }
}, 180_000);
afterAll(async () => {
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function startServer() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = runTs('apps/server/src/main.ts', [], { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base });
  const output = collectOutput(child);
  await waitForReady(`${base}/readyz`, output);
  return { child, base, output };
}

async function stop(server: Awaited<ReturnType<typeof startServer>>): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await waitForExit(server.child)).toBe(0);
}

async function reminders(base: string): Promise<{ subject: string }[]> {
  const res = await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(mxpert.email)}`);
  const { emails } = (await res.json()) as { emails: { subject: string }[] };
  return emails.filter((e) => e.subject.endsWith('is waiting for your reply'));
}

it('a lead left unanswered while the server restarts gets exactly one reminder', { timeout: 300_000 }, async () => {
  const first = await startServer();
  const sent = await fetch(`${first.base}/api/messages/${mxpert.cxid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: first.base },
    body: JSON.stringify({
      firstName: 'Noa',
      lastName: 'Stein',
      email: 'noa.stein@example.com',
      phone: '(512) 555-0100',
      isRealEstateAgent: false,
      helpType: 'refinancing',
      preferredContact: 'email',
      message: 'Please call me about refinancing.',
      consent: true,
    }),
  });
  expect(sent.status).toBe(201);
  // Stopped before the reminder is due.
  expect(await reminders(first.base)).toHaveLength(0);
  await stop(first);

  const second = await startServer();
  try {
    const deadline = Date.now() + 120_000;
    while ((await reminders(second.base)).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
    expect((await reminders(second.base)).map((e) => e.subject)).toEqual(['Noa Stein is waiting for your reply']);
  } finally {
    await stop(second);
  }

  const third = await startServer();
  try {
    // Several polls of the runner later, still one.
    await new Promise((r) => setTimeout(r, 5000));
    expect(await reminders(third.base)).toHaveLength(1);
  } finally {
    await stop(third);
  }
});
