import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, MAX_OPEN_TEST_DATABASES, type TestDatabaseHandle } from '../helpers/test-db.ts';

/**
 * A test file holds few databases open at once: on PGlite each is a PostgreSQL of its own in the
 * file's test process, some 300 to 400 MB, and a file that opened one per app grew past 3 GB.
 */
const open: TestDatabaseHandle[] = [];
afterAll(async () => {
  for (const database of open) await database.close();
});

describe('the databases of one test file', () => {
  it('are refused past the limit while the others are open, and one opens again once one is closed', {
    timeout: 120_000,
  }, async () => {
    for (let i = 0; i < MAX_OPEN_TEST_DATABASES; i++) open.push(await createTestDatabase());
    await expect(createTestDatabase()).rejects.toThrow(
      `This test file already holds ${MAX_OPEN_TEST_DATABASES} test databases open (at most ${MAX_OPEN_TEST_DATABASES})`,
    );

    await open.shift()?.close();
    const again = await createTestDatabase();
    open.push(again);
    const { rows } = (await again.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(0);
  });
});
