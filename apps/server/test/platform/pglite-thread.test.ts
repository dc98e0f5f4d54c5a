import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteThread, type RemotePglite } from '../../src/db/pglite-remote.ts';
import { isDatabaseUnavailable } from '../../src/lib/db-errors.ts';

/**
 * The embedded database runs on a thread of its own (decision 074): through it, every answer, error
 * and transaction must be what PGlite gives in the app's own thread.
 */
let local: PGlite;
let remote: RemotePglite;

const SETUP = `
  create table things (id uuid primary key, name text not null unique, tags text[] not null, at timestamptz,
    day date, doc jsonb, ok boolean, amount numeric, n int, raw bytea);
  insert into things values
    ('7f1c0f6e-3a51-4bd4-9a39-0e2f7a1c9b10', 'first', '{a,b}', '2026-01-02T03:04:05Z', '2026-01-02', '{"k":[1,2]}',
      true, 12.5, 1, '\\x0102'),
    ('0b8e8a0c-7c55-4a0c-9e0f-54a4d3f1e6b2', 'it''s', '{}', null, null, null, false, null, 2, null)`;

/** drizzle's parsers: dates and intervals stay text. */
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: (v: string) => v,
  [types.TIMESTAMPTZ]: (v: string) => v,
  [types.INTERVAL]: (v: string) => v,
  [types.DATE]: (v: string) => v,
};

beforeAll(async () => {
  local = await PGlite.create();
  remote = await openPgliteThread(undefined);
  await local.exec(SETUP);
  await remote.exec(SETUP);
});
afterAll(async () => {
  await local.close();
  await remote.close();
});

const count = async (db: { query: RemotePglite['query'] }) =>
  (await db.query<{ n: number }>('select count(*)::int as n from things')).rows[0]?.n;

describe('the embedded database on its own thread', () => {
  it('answers exactly as PGlite does in the same thread, for every kind of value, both row modes and drizzle’s parsers', async () => {
    const cases: [string, unknown[]][] = [
      ['select * from things order by n', []],
      ['select * from things where tags && $1::text[] order by n', [['b', 'c']]],
      ['select * from things where at < $1 or at is null order by n', [new Date('2027-01-01T00:00:00Z')]],
      ['select id, doc -> $2 as k from things where doc ? $1', ['k', 'k']],
      ['select count(*)::int as n, sum(amount) as total from things where ok = $1 or n > $2', [true, 1]],
      ['select $1::text is null as missing, $2::bytea as bytes, $3::jsonb as doc', [null, new Uint8Array([7, 8]), { a: [1] }]],
      ["select interval '90 days' as span, 9007199254740993::bigint as big", []],
    ];
    for (const [text, params] of cases) {
      for (const rowMode of ['object', 'array'] as const) {
        for (const parsers of [undefined, DRIZZLE_PARSERS]) {
          const expected = await local.query(text, params, { rowMode, parsers });
          const got = await remote.query(text, params, { rowMode, parsers });
          expect(got.rows, text).toEqual(expected.rows);
          expect(got.fields, text).toEqual(expected.fields);
        }
      }
    }
    expect(await remote.exec('select 1 as a; select 2 as b')).toEqual(await local.exec('select 1 as a; select 2 as b'));
  });

  it('fails with PostgreSQL’s fields and the statement, never its values, and goes on working', async () => {
    const insert = 'insert into things (id, name, tags) values ($1, $2, $3)';
    const values = ['5d0a4d64-31a4-4c0e-8a57-0f9a5bd1c6a1', 'first', ['secret-value']];
    const err = (await remote.query(insert, values).catch((e: unknown) => e)) as Record<string, unknown>;
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({
      code: '23505',
      constraint: 'things_name_key',
      table: 'things',
      detail: 'Key (name)=(first) already exists.',
      query: insert,
    });
    expect(err.message).toBe('duplicate key value violates unique constraint "things_name_key"');
    expect(JSON.stringify({ ...err })).not.toContain('secret-value');
    expect(await count(remote)).toBe(2);
  });

  it('commits a transaction as a whole, or rolls it back when its work throws', async () => {
    await remote.transaction(async (tx) => {
      await tx.query("insert into things (id, name, tags) values ('9a3f1d3e-1e8c-4c55-8f0a-4f2b5e6d7c81', 'kept', '{}')");
      expect(await count(tx)).toBe(3);
    });
    expect(await count(remote)).toBe(3);

    const failure = new Error('the work failed');
    await expect(
      remote.transaction(async (tx) => {
        await tx.query("insert into things (id, name, tags) values ('2c4e6a8b-0d1f-4a3b-9c5d-7e9f1a2b3c4d', 'lost', '{}')");
        throw failure;
      }),
    ).rejects.toBe(failure);
    await expect(
      remote.transaction(async (tx) => {
        await tx.query("insert into things (id, name, tags) values ('3d5f7b9c-1e2a-4b4c-8d6e-8f0a2b3c4d5e', 'also lost', '{}')");
        await tx.query('select 1/0');
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect((await remote.query<{ name: string }>('select name from things order by n, name')).rows.map((r) => r.name)).toEqual([
      'first',
      "it's",
      'kept',
    ]);
  });

  it('holds statements from outside back until an open transaction ends, and refuses a statement of an ended one', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let escaped: RemotePglite['query'] | null = null;
    const work = remote.transaction(async (tx) => {
      escaped = tx.query.bind(tx) as RemotePglite['query'];
      await tx.query("insert into things (id, name, tags) values ('4e6a8c0d-2f3b-4c5d-9e7f-0a1b2c3d4e5f', 'later', '{}')");
      await held;
    });
    await new Promise((r) => setTimeout(r, 50));
    const outside = count(remote);
    const order: string[] = [];
    void outside.then(() => order.push('outside'));
    await new Promise((r) => setTimeout(r, 100));
    order.push('commit');
    release();
    await work;
    // The outside statement waited for the commit, and saw it.
    expect(await outside).toBe(4);
    expect(order).toEqual(['commit', 'outside']);
    await expect((escaped as unknown as RemotePglite['query'])('select 1')).rejects.toThrow('The transaction has already ended.');
  });

  it('answers the statements sent before a close, then refuses more', async () => {
    const db = await openPgliteThread(undefined);
    const before = [db.query<{ n: number }>('select 1 as n'), db.query<{ n: number }>('select 2 as n')];
    await db.close();
    expect((await Promise.all(before)).map((r) => r.rows[0]?.n)).toEqual([1, 2]);
    // A connection exception (class 08): a request is answered 503, as when PostgreSQL is down.
    const err = await db.query('select 3').catch((e: unknown) => e);
    expect(err).toMatchObject({ message: 'The embedded database is closed.', code: '08003' });
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('fails to open with the file system’s own error, instead of waiting for a database that never opens', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-thread-'));
    const file = path.join(dir, 'not-a-directory');
    fs.writeFileSync(file, 'x');
    try {
      await expect(openPgliteThread(path.join(file, 'pgdata'))).rejects.toMatchObject({
        message: expect.stringContaining('ENOTDIR'),
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  // A process that never ends fails at the timeout; the timeout is wide because a new cluster on a
  // loaded machine can take tens of seconds to open.
  it('keeps a command-line process alive while a statement is under way, and not once the database is idle', {
    timeout: 120_000,
  }, () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-thread-'));
    const script = path.join(dir, 'run.mts');
    const remoteModule = new URL('../../src/db/pglite-remote.ts', import.meta.url).pathname;
    // Never closed: the process must still end by itself once its last statement is answered.
    fs.writeFileSync(
      script,
      `import { openPgliteThread } from ${JSON.stringify(remoteModule)};
       const db = await openPgliteThread(undefined);
       const { rows } = await db.query("select pg_sleep(0.2), 'answered' as said");
       console.log(rows[0].said);`,
    );
    try {
      const out = execFileSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 90_000 });
      expect(out.trim()).toBe('answered');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
