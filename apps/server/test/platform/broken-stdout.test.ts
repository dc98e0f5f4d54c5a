import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectOutput, freePort, runTs, waitForExit, waitForOutput, waitForReady } from '../helpers/child-process.ts';
import { createScratchDatabaseUrl } from '../helpers/test-db.ts';

/**
 * The process that started the server (and read its stdout) may go away first: logging must then
 * neither block nor loop, and a SIGTERM still ends the process within the grace period.
 */
let dataDir: string;
let database: Awaited<ReturnType<typeof createScratchDatabaseUrl>>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-stdout-'));
  database = await createScratchDatabaseUrl();
});
afterAll(async () => {
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const GRACE_SECONDS = 2;

describe('a server whose stdout closes early', () => {
  it.each([
    ['logs nothing more before the SIGTERM', 0],
    ['is in the middle of a burst of requests', -300],
  ])('%s, and exits within the grace period after SIGTERM', { timeout: 120_000 }, async (_case, requests) => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = runTs('apps/server/src/main.ts', [], {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });
    const output = collectOutput(child);
    await waitForReady(`${base}/readyz`, output);
    // The banner comes once the job runner has started and the signal handlers are in place.
    await waitForOutput(output, 'MortgageXperts is running');

    // The reader goes away: every later write to the server's stdout fails (EPIPE).
    child.stdout?.destroy();
    for (let i = 0; i < requests; i++) expect((await fetch(`${base}/api/public/mxperts?page=${i + 1}`)).status).toBe(200);
    // A burst still in flight when the signal comes: its log lines are queued as the process ends.
    const burst = Array.from({ length: Math.max(0, -requests) }, (_, i) =>
      fetch(`${base}/api/public/mxperts?page=${i + 1}`).catch(() => null),
    );
    if (burst.length) await new Promise((r) => setTimeout(r, 50));

    const sentAt = Date.now();
    child.kill('SIGTERM');
    const code = await waitForExit(child, (GRACE_SECONDS + 8) * 1000).catch((err) => {
      child.kill('SIGKILL');
      throw err;
    });
    expect(Date.now() - sentAt).toBeLessThan((GRACE_SECONDS + 5) * 1000);
    expect(code).toBe(0);
    await Promise.all(burst);
  });
});
