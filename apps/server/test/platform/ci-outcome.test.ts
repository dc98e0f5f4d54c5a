import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/child-process.ts';

/**
 * CI's Vitest runs (scripts/ci/vitest-ci.sh, docs/decisions/137): a file whose test process dies
 * is named with the test it was in and runs once more on its own; a failed test is never run again.
 * Each case runs real Vitest, in forks, on the fixture files of test/fixtures/ci-outcome.
 */
const FIXTURES = 'apps/server/test/fixtures/ci-outcome';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-outcome-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

interface Run {
  code: number;
  stdout: string;
}

/** `vitest_ci` on the named fixture files, as .ci/run calls it, with the given environment. */
async function vitestCi(files: string[], env: Record<string, string> = {}): Promise<Run> {
  const command = [
    'source scripts/ci/vitest-ci.sh',
    `vitest_ci node node_modules/vitest/vitest.mjs run --config ${FIXTURES}/vitest.config.ts ${files
      .map((f) => `${FIXTURES}/${f}`)
      .join(' ')}`,
  ].join('; ');
  try {
    const { stdout } = await promisify(execFile)('bash', ['-c', command], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', CI: '1', ...env },
    });
    return { code: 0, stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: `${e.stdout}${e.stderr}` };
  }
}

describe('CI’s Vitest runs', { timeout: 120_000 }, () => {
  it('name a file whose process died, run it again on its own, and pass when it passes then', async () => {
    const run = await vitestCi(['dies.fixture.ts', 'passes.fixture.ts'], {
      DIE_ONCE_MARKER: path.join(work, 'died-once'),
    });
    expect(run.stdout).toContain(`The test process of ${FIXTURES}/dies.fixture.ts ended before the file finished`);
    expect(run.stdout).toContain(
      `running again, on their own, the files whose test process ended under them: ${FIXTURES}/dies.fixture.ts`,
    );
    expect(run.code).toBe(0);
  });

  it('fail when the file dies again', async () => {
    const run = await vitestCi(['dies.fixture.ts']);
    expect(run.stdout).toContain('running again, on their own');
    expect(run.code).not.toBe(0);
  });

  it('never run a failed test again, even beside a file that died', async () => {
    const run = await vitestCi(['fails.fixture.ts', 'dies.fixture.ts', 'passes.fixture.ts'], {
      DIE_ONCE_MARKER: path.join(work, 'died-once-beside-a-failure'),
    });
    expect(run.stdout).toContain(`Failed files are never run again: ${FIXTURES}/fails.fixture.ts`);
    expect(run.stdout).not.toContain('running again');
    expect(run.code).not.toBe(0);
  });

  it('pass a run where every file passes without running anything again', async () => {
    const run = await vitestCi(['passes.fixture.ts']);
    expect(run.stdout).not.toContain('running again');
    expect(run.code).toBe(0);
  });
});
