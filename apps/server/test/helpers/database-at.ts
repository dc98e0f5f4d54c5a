import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type DatabaseHandle, MIGRATIONS_DIR, openDatabase } from '../../src/db/client.ts';
import { createScratchDatabaseUrl } from './test-db.ts';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * A copy of the migrations folder that ends with the migration `lastTag`: drizzle's migrator applies
 * the journal's entries, so a shorter journal stops there.
 */
function migrationsUpTo(lastTag: string): { dir: string; remove(): void } {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as Journal;
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const kept = journal.entries.slice(0, last + 1);
  for (const entry of kept) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A new database of its own, migrated up to and including the migration `lastTag` only (on PGlite in
 * memory, on PostgreSQL a scratch database when DATABASE_URL is set). Its `migrate()` then applies
 * the rest, as a deployment of newer code does.
 */
export async function createDatabaseAt(lastTag: string): Promise<DatabaseHandle> {
  const folder = migrationsUpTo(lastTag);
  try {
    const scratch = await createScratchDatabaseUrl();
    if (!scratch.url) {
      const handle = await openDatabase({ kind: 'pglite' });
      await migratePglite(handle.db as never, { migrationsFolder: folder.dir });
      return handle;
    }
    const handle = await openDatabase({ kind: 'postgres', url: scratch.url, poolMax: 5 });
    await migratePg(handle.db as never, { migrationsFolder: folder.dir });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await scratch.drop();
      },
    };
  } finally {
    folder.remove();
  }
}
