import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_DIR, openDatabase } from './client.ts';

/**
 * A migrated, empty embedded database kept as a directory, so a new data directory starts as a copy
 * of it instead of running PostgreSQL's initdb and every migration again (docs/decisions/117).
 * `npm install` makes it (scripts/prepare.mjs); the server copies it into an empty `DATA_DIR/pgdata`.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const TEMPLATES_DIR = path.join(ROOT, 'node_modules/.cache/mortgagexperts');

/**
 * What the template depends on: PGlite's version (its data directory format) and every migration's
 * text. A template made for other migrations is never used; the server then creates the database.
 */
export function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${pgliteVersion()}\n`);
  const files = fs.readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(`${file}\n`);
    hash.update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The installed PGlite's version (its package does not export its package.json). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The template's directory for the current PGlite and migrations. */
export function templatePath(dir = TEMPLATES_DIR): string {
  return path.join(dir, `pglite-${templateKey()}`);
}

/** The template to start an empty data directory from, when one matching the migrations exists. */
export function readyTemplate(dir = TEMPLATES_DIR): string | undefined {
  const template = templatePath(dir);
  return fs.existsSync(path.join(template, 'PG_VERSION')) ? template : undefined;
}

/**
 * Makes the template unless it exists: a database created in a directory beside it, migrated,
 * closed, then renamed into place (a half-made one is never found). Older templates are removed.
 */
export async function ensureTemplate(dir = TEMPLATES_DIR): Promise<{ path: string; created: boolean }> {
  const template = templatePath(dir);
  if (readyTemplate(dir)) return { path: template, created: false };
  fs.mkdirSync(dir, { recursive: true });
  const making = fs.mkdtempSync(path.join(dir, 'making-'));
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: making });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    fs.rmSync(path.join(making, 'db.lock'), { force: true });
    for (const old of fs.readdirSync(dir)) {
      if (old.startsWith('pglite-')) fs.rmSync(path.join(dir, old), { recursive: true, force: true });
    }
    fs.renameSync(making, template);
  } finally {
    fs.rmSync(making, { recursive: true, force: true });
  }
  return { path: template, created: true };
}
