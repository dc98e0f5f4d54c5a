import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, openDatabase } from '../../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** On PostgreSQL: a migrated database every test file copies (CREATE DATABASE … TEMPLATE). */
    pgTemplate: string | null;
    /** On PGlite: a file holding a migrated database (PGlite's dumpDataDir) every test file starts from. */
    pgliteTemplate: string | null;
  }
}

/**
 * Migrates one template database for the whole run, so that no test file pays for the migrations
 * (nor, on PGlite, for creating the cluster): on PostgreSQL a database each file copies with
 * CREATE DATABASE … TEMPLATE, dropped with its copies after; on PGlite a dump of the migrated data
 * directory each file's database is loaded from, deleted after.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('pgTemplate', null);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-test-template-'));
    const file = path.join(dir, 'migrated.tar');
    const pglite = await PGlite.create({ extensions: { pg_trgm } });
    await migrate(drizzle({ client: pglite }), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await pglite.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await pglite.close();
    project.provide('pgliteTemplate', file);
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }
  project.provide('pgliteTemplate', null);
  const template = `mx_test_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, template) });
  await handle.migrate();
  await handle.close();
  project.provide('pgTemplate', template);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
      `${template}%`,
    ]);
    const copies = rows.map((r) => r.datname).filter((n) => n !== template);
    for (const name of [...copies, template]) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
