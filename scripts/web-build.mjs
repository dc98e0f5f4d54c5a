// The web app's production build, made only when it is missing or older than its sources: used by
// `npm install` (scripts/prepare.mjs) and `npm start` (scripts/start.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contract/src'];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Whether the build is missing or older than a source file. */
export function webBuildIsStale() {
  const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  return Math.max(...sources.map(newestMtime)) > builtAt;
}

/** Builds the web app when it is stale; answers the build's exit status (0 when nothing was to do). */
export function buildWebIfStale() {
  if (!webBuildIsStale()) return 0;
  console.log('Building the web app…');
  // Wherever npm placed vite (hoisted or inside the workspace), resolve it as the web app would.
  const vitePackage = createRequire(path.join(root, 'apps/web/package.json')).resolve('vite/package.json');
  const viteBin = path.join(path.dirname(vitePackage), 'bin/vite.js');
  const result = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    // Always the production build of React, whatever NODE_ENV the server itself runs with.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return result.status ?? 1;
}
