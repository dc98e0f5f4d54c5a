import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Project } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
const testDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'e2e');

/**
 * E2E_ORDER=reverse runs the spec files in reverse alphabetical order: one project per file found in
 * e2e/, listed last file first, and the runner hands the files out in that order (with one worker
 * one after the other, with --workers=N N at a time). No journey may rely on another having run.
 */
function reverseOrder(): Project[] | undefined {
  if (process.env.E2E_ORDER !== 'reverse') return undefined;
  const files = fs
    .readdirSync(testDir)
    .filter((f) => f.endsWith('.spec.ts'))
    .sort()
    .reverse();
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
  projects: reverseOrder(),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
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
