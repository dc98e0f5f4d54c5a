import { vi } from 'vitest';
import { openTestDatabaseCount } from './test-db.ts';

/** What a test file found in its process before its first test, to compare with what it leaves. */
export interface ProcessState {
  env: Record<string, string | undefined>;
}

export function processState(): ProcessState {
  return { env: { ...process.env } };
}

/**
 * What a test file left behind in its test process that the next file of the process would meet
 * (docs/decisions/140): a test database still open, fake timers still on, an environment variable
 * set, changed or removed. Each is put back, and a sentence about it is returned, so the file that
 * left it fails instead of a file that happens to run after it.
 */
export function leftBehind(before: ProcessState): string[] {
  const problems: string[] = [];
  const open = openTestDatabaseCount();
  if (open > 0) problems.push(`${open} test database(s) left open: close each one in afterAll.`);
  if (vi.isFakeTimers()) {
    vi.useRealTimers();
    problems.push('fake timers left on: call vi.useRealTimers() after the test.');
  }
  const names = new Set([...Object.keys(before.env), ...Object.keys(process.env)]);
  const changed = [...names].filter((name) => process.env[name] !== before.env[name]).sort();
  for (const name of changed) {
    const value = before.env[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  if (changed.length > 0) problems.push(`environment variables changed and not put back: ${changed.join(', ')}.`);
  return problems;
}
