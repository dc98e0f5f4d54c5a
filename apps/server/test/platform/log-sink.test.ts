import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, waitForExit } from '../helpers/child-process.ts';

/** The log never blocks the process and never loops on a broken stdout (docs/quality.md). */
function burst(lines: number) {
  return spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/test/helpers/log-burst.ts'), String(lines)],
    {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

async function exitsWithin(child: ReturnType<typeof burst>, ms: number): Promise<number | null> {
  try {
    return await waitForExit(child, ms);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
}

describe('the log sink on stdout', () => {
  it('lets the process end when the reader of stdout has gone', { timeout: 30_000 }, async () => {
    const child = burst(2000);
    child.stdout.destroy();
    expect(await exitsWithin(child, 10_000)).toBe(0);
  });

  it('lets the process end when the reader of stdout stops reading', { timeout: 30_000 }, async () => {
    const child = burst(5000);
    child.stdout.pause();
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    expect(await exitsWithin(child, 10_000)).toBe(0);
    // Beyond its bounded queue the sink drops lines instead of holding the process.
    expect(Number(/dropped (\d+)/.exec(stderr)?.[1])).toBeGreaterThan(0);
  });

  it('writes every line when the reader keeps up', { timeout: 30_000 }, async () => {
    const child = burst(300);
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    expect(await exitsWithin(child, 10_000)).toBe(0);
    const lines = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { i: number; msg: string });
    expect(lines.map((l) => l.i)).toEqual(Array.from({ length: 300 }, (_, i) => i));
    expect(lines[0]?.msg).toBe('a line of the burst');
  });
});
