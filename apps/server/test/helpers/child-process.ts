import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabaseUrl } from './test-db.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a TypeScript entry point of the server in a child process (through tsx, as npm scripts do). */
export function runTs(entry: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, entry), ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function collectOutput(child: ChildProcess): () => string {
  let out = '';
  child.stdout?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  return () => out;
}

export function waitForExit(child: ChildProcess, timeoutMs = 30_000): Promise<number | null> {
  return new Promise((resolve, reject) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    const timer = setTimeout(() => reject(new Error('child did not exit in time')), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** Waits until the process has printed the text (a line it writes once started), up to 60 s. */
export async function waitForOutput(output: () => string, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`never printed ${JSON.stringify(text)}:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Polls until the URL answers 200, or fails with what the child printed. */
export async function waitForReady(url: string, output: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never became ready:\n${output()}`);
}

/** Runs a TypeScript entry point to its end: its exit code and everything it printed. */
export async function runToEnd(
  entry: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = runTs(entry, args, env);
  const output = collectOutput(child);
  return { code: await waitForExit(child), output: output() };
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
}

/**
 * The server as `npm start` runs it, with the environment given, on a free port of 127.0.0.1, once
 * it answers /readyz and (unless `untilBanner` is false) has printed its banner: the banner comes
 * once the job runner has started and the signal handlers are in place.
 */
export async function startServerProcess(env: Record<string, string>, { untilBanner = true } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = runTs('apps/server/src/main.ts', [], { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base });
  const output = collectOutput(child);
  await waitForReady(`${base}/readyz`, output);
  if (untilBanner) await waitForOutput(output, 'MortgageXperts is running');
  return { child, base, output };
}

export interface ServerHome {
  dataDir: string;
  /** The PostgreSQL database's URL, or null on the embedded database (it lives in dataDir). */
  databaseUrl: string | null;
  /** What points a server process or a tool at the folder and the database. */
  env: Record<string, string>;
  /** Drops the database and deletes the folder. */
  remove(): Promise<void>;
}

/** A folder and a database of their own for server processes, as the tests' database kind has it. */
export async function scratchServerHome(label: string): Promise<ServerHome> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `mx-${label}-`));
  const database = await createScratchDatabaseUrl();
  return {
    dataDir,
    databaseUrl: database.url,
    env: {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    },
    remove: async () => {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
