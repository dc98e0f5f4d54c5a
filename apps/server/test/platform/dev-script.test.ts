import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectOutput, freePort, REPO_ROOT, waitForExit, waitForReady } from '../helpers/child-process.ts';
import { createScratchDatabaseUrl } from '../helpers/test-db.ts';

/** `npm run dev`: the server with reload and the web app with hot module replacement, in one command. */
let dataDir: string;
let database: Awaited<ReturnType<typeof createScratchDatabaseUrl>>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-dev-'));
  database = await createScratchDatabaseUrl();
});
afterAll(async () => {
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('serves the web app from Vite with its HMR client and passes the API to the server', { timeout: 180_000 }, async () => {
    const [apiPort, webPort] = [await freePort(), await freePort()];
    const child = spawn('npm', ['run', 'dev'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: String(apiPort),
        VITE_PORT: String(webPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        ...(database.url ? { DATABASE_URL: database.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const output = collectOutput(child);
    const web = `http://localhost:${webPort}`;
    try {
      await waitForReady(`${web}/readyz`, output, 150_000);
      const page = await (await fetch(`${web}/mortgageexperts`)).text();
      expect(page).toContain('/@vite/client');
      expect(page).toContain('<div id="root">');
      const me = await fetch(`${web}/api/auth/me`);
      expect(me.status).toBe(401);
      expect(await me.json()).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String) });
      expect((await fetch(`${web}/dev/mailbox`)).status).toBe(200);
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await waitForExit(child, 20_000).catch(() => child.pid && process.kill(-child.pid, 'SIGKILL'));
    }
  });
});
