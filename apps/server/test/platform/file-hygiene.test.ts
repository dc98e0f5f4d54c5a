import { describe, expect, it, vi } from 'vitest';
import { leftBehind, processState } from '../helpers/file-hygiene.ts';
import { createTestDatabase } from '../helpers/test-db.ts';

/**
 * The files of `npm test` share their test process (docs/decisions/140): what one file leaves behind
 * fails that file, and is put back before the next file of the process runs.
 */
describe('what a test file leaves in its test process', () => {
  it('names a test database left open, until it is closed', { timeout: 60_000 }, async () => {
    const before = processState();
    const database = await createTestDatabase();
    try {
      expect(leftBehind(before)).toEqual(['1 test database(s) left open: close each one in afterAll.']);
    } finally {
      await database.close();
    }
    expect(leftBehind(before)).toEqual([]);
  });

  it('names fake timers left on, and turns them off', () => {
    const before = processState();
    vi.useFakeTimers();
    expect(leftBehind(before)).toEqual(['fake timers left on: call vi.useRealTimers() after the test.']);
    expect(vi.isFakeTimers()).toBe(false);
    expect(leftBehind(before)).toEqual([]);
  });

  it('names environment variables set, changed or removed, and puts each back', () => {
    process.env.MX_HYGIENE_KEPT = 'kept';
    process.env.MX_HYGIENE_REMOVED = 'there';
    const before = processState();
    process.env.MX_HYGIENE_ADDED = 'new';
    process.env.MX_HYGIENE_KEPT = 'changed';
    delete process.env.MX_HYGIENE_REMOVED;

    expect(leftBehind(before)).toEqual([
      'environment variables changed and not put back: MX_HYGIENE_ADDED, MX_HYGIENE_KEPT, MX_HYGIENE_REMOVED.',
    ]);
    expect(process.env.MX_HYGIENE_ADDED).toBeUndefined();
    expect(process.env.MX_HYGIENE_KEPT).toBe('kept');
    expect(process.env.MX_HYGIENE_REMOVED).toBe('there');
    expect(leftBehind(before)).toEqual([]);

    delete process.env.MX_HYGIENE_KEPT;
    delete process.env.MX_HYGIENE_REMOVED;
  });
});
