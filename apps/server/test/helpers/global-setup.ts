import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** On PostgreSQL: a migrated database every test file copies (CREATE DATABASE … TEMPLATE). */
    pgTemplate: string | null;
  }
}

/** With DATABASE_URL: migrate one template database for the whole run, drop it and its copies after. */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('pgTemplate', null);
    return;
  }
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
