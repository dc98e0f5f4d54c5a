import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Project } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
const testDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'e2e');

/**
 * The spec files this run takes, as one project per file in the order they run.
 *
 * E2E_SHARD=k/n keeps every n-th file of the alphabetical list, starting with the k-th (1-based):
 * CI runs one shard on PGlite and the other on PostgreSQL, so each journey runs once per CI run
 * (docs/decisions/119). E2E_ORDER=reverse runs the files last first; the runner hands the files out
 * in that order (with one worker one after the other, with --workers=N N at a time). No journey may
 * rely on another having run. Without either variable every file runs in alphabetical order.
 */
function specFiles(): Project[] | undefined {
  const shard = process.env.E2E_SHARD;
  const reverse = process.env.E2E_ORDER === 'reverse';
  if (!shard && !reverse) return undefined;
  let files = fs
    .readdirSync(testDir)
    .filter((f) => f.endsWith('.spec.ts'))
    .sort();
  if (shard) {
    const match = /^(\d+)\/(\d+)$/.exec(shard);
    const k = Number(match?.[1]);
    const n = Number(match?.[2]);
    if (!match || n < 1 || k < 1 || k > n) throw new Error(`E2E_SHARD must be k/n with 1 <= k <= n, not ${shard}`);
    files = files.filter((_, i) => i % n === k - 1);
  }
  if (reverse) files.reverse();
  return files.map((file) => ({
    name: file.replace(/\.spec\.ts$/, ''),
    testMatch: new RegExp(`[\\\\/]${file.replace(/\./g, '\\.')}$`),
  }));
}

/**
 * Browser journeys in the system Chromium (never a downloaded browser), against the app started
 * the way a user starts it, on a fresh embedded database (or E2E_DATABASE_URL). One worker unless
 * --workers says more: the files are then spread over the workers, the tests of a file stay in order.
 */
export default defineConfig({
  testDir,
  testMatch: '**/*.spec.ts',
  projects: specFiles(),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Toasts and dialogs appear and leave without transitions: axe never measures a half-faded
    // toast, and no journey waits on an animation's timing on a busy machine.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
