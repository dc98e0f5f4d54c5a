import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { ensureTemplate, readyTemplate, templatePath } from '../../src/db/pglite-template.ts';

/** The migrated template `npm install` makes, and a new data directory that starts as its copy. */
let scratch: string;
let templates: string;

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-template-'));
  templates = path.join(scratch, 'cache');
});
afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

const count = async (database: Awaited<ReturnType<typeof openDatabase>>, query: ReturnType<typeof sql>) =>
  Number(((await database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n);

describe('the embedded database template', () => {
  it('is made once, migrated and empty, replacing a template of other migrations', { timeout: 300_000 }, async () => {
    fs.mkdirSync(path.join(templates, 'pglite-0000000000000000'), { recursive: true });
    expect(readyTemplate(templates)).toBeUndefined();

    const made = await ensureTemplate(templates);
    expect(made).toEqual({ path: templatePath(templates), created: true });
    expect(readyTemplate(templates)).toBe(made.path);
    expect(fs.readdirSync(templates)).toEqual([path.basename(made.path)]);
    expect(fs.existsSync(path.join(made.path, 'db.lock'))).toBe(false);
    expect(await ensureTemplate(templates)).toEqual({ path: made.path, created: false });
  });

  it('starts an empty data directory as its copy, with every migration applied and no rows', { timeout: 300_000 }, async () => {
    const { path: template } = await ensureTemplate(templates);
    const dataDir = path.join(scratch, 'fresh', 'pgdata');
    const database = await openDatabase({ kind: 'pglite', dataDir, template });
    try {
      const applied = await count(database, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const journal = JSON.parse(
        fs.readFileSync(new URL('../../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
      ) as { entries: unknown[] };
      expect(applied).toBe(journal.entries.length);
      await database.migrate();
      expect(await count(database, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(applied);
      expect(await count(database, sql`select count(*)::int as n from users`)).toBe(0);
      await database.db.execute(sql`insert into partners (name, logo) values ('Kept Lender', '/uploads/partners/a.png')`);
    } finally {
      await database.close();
    }

    // A data directory that holds a database is opened as it is, never replaced by the template.
    const again = await openDatabase({ kind: 'pglite', dataDir, template });
    try {
      expect(await count(again, sql`select count(*)::int as n from partners where name = 'Kept Lender'`)).toBe(1);
    } finally {
      await again.close();
    }
  });
});
