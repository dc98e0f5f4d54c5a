// The web app's production build, made only when it is missing or older than its sources: used by
// `npm install` (scripts/prepare.mjs) and `npm start` (scripts/start.mjs). The pseudo-locale build
// (`npm run build:pseudo`, apps/web/dist-pseudo) is the same app with its Spanish texts' letters
// swapped, for the journey that finds texts not going through the catalogue (decision 127).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/catalogues.ts',
  'apps/web/pseudo-locale.ts',
  'packages/contract/src',
];
/** The two builds: the app, and the pseudo-locale one. */
const BUILDS = {
  app: { outDir: 'dist', env: {} },
  pseudo: { outDir: 'dist-pseudo', env: { MX_PSEUDO_LOCALE: '1' } },
};
/** Where a build is served from (the server's WEB_DIST_DIR for the pseudo one). */
export const distDir = (build = 'app') => path.join(root, 'apps/web', BUILDS[build].outDir);

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
export function webBuildIsStale(build = 'app') {
  const stamp = path.join(distDir(build), 'index.html');
  const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  return Math.max(...sources.map(newestMtime)) > builtAt;
}

/** Builds the web app (or its pseudo-locale build) when it is stale; answers the build's exit status (0 when nothing was to do). */
export function buildWebIfStale(build = 'app') {
  if (!webBuildIsStale(build)) return 0;
  console.log(build === 'app' ? 'Building the web app…' : 'Building the web app with pseudo-locale texts…');
  // Wherever npm placed vite (hoisted or inside the workspace), resolve it as the web app would.
  const vitePackage = createRequire(path.join(root, 'apps/web/package.json')).resolve('vite/package.json');
  const viteBin = path.join(path.dirname(vitePackage), 'bin/vite.js');
  const result = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn', '--outDir', BUILDS[build].outDir], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    // Always the production build of React, whatever NODE_ENV the server itself runs with.
    env: { ...process.env, ...BUILDS[build].env, NODE_ENV: 'production' },
  });
  return result.status ?? 1;
}
