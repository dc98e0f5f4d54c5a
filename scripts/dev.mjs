// `npm run dev`: the server with reload (tsx watch: any change under apps/server/src or
// packages/contract/src restarts it) and the web app on Vite's dev server with hot module
// replacement, which passes the API, uploads, the mailbox and the health checks to the server.
// Open the web app's address (http://localhost:5173); e-mail links point there too.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.VITE_PORT ?? '5173';
const webUrl = `http://localhost:${webPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}`;

const resolveFrom = (pkgJson, id) => createRequire(path.join(root, pkgJson)).resolve(id);
const tsxCli = path.join(path.dirname(resolveFrom('apps/server/package.json', 'tsx/package.json')), 'dist/cli.mjs');
const viteBin = path.join(path.dirname(resolveFrom('apps/web/package.json', 'vite/package.json')), 'bin/vite.js');

const children = [
  spawn(process.execPath, [tsxCli, 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { PUBLIC_URL: webUrl, ...process.env, PORT: apiPort },
  }),
  spawn(process.execPath, [viteBin, '--port', webPort, '--strictPort'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, API_URL: apiUrl },
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}

for (const child of children) child.once('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
