import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Starts the benchmark's server (bench/server.ts: the product app and the reference routes) on
 * 127.0.0.1:port, with the given environment on top of this process's; resolves once it listens.
 */
export function forkBenchServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(path.join(here, 'server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the benchmark server stopped (exit ${code})`)));
  });
}

/** Stops it, after letting the requests autocannon left in flight finish before the database pool closes. */
export async function stopBenchServer(child: ChildProcess): Promise<void> {
  await new Promise((r) => setTimeout(r, 2000));
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** One request of a scenario: its path, and the session cookie it is sent with (none when empty). */
export interface Target {
  path: string;
  cookie?: string;
}

/** autocannon over the targets in turn (one target: the same request every time). */
export function loadTargets(base: string, connections: number, duration: number, targets: Target[]): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const t = targets[next % targets.length] as Target;
          next++;
          return { ...request, path: t.path, headers: t.cookie ? { ...request.headers, cookie: t.cookie } : request.headers };
        },
      },
    ],
  });
}

/** The load every autocannon benchmark here applies: BENCH_SECONDS (15), BENCH_CONNECTIONS (50), BENCH_WARMUP_SECONDS (3). */
export const LOAD = {
  seconds: Number(process.env.BENCH_SECONDS ?? 15),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  warmup: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
};
