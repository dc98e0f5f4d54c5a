import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_PLAN, withPreparedStatements } from '../../src/db/pglite-statements.ts';

/**
 * The embedded database keeps the app's statements prepared (decision 072): every answer, error and
 * transaction must be exactly what PGlite's own query() gives, with each text prepared once.
 */
let pg: PGlite;
let prepared: PGlite;

const statementsPrepared = async () =>
  Number((await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]?.n);

beforeAll(async () => {
  pg = await PGlite.create();
  prepared = withPreparedStatements(pg, 3);
  await pg.exec(`
    create table things (id uuid primary key, name text not null unique, tags text[] not null, at timestamptz,
      doc jsonb, ok boolean, amount numeric, n int);
    insert into things values
      ('7f1c0f6e-3a51-4bd4-9a39-0e2f7a1c9b10', 'first', '{a,b}', '2026-01-02T03:04:05Z', '{"k":[1,2]}', true, 12.5, 1),
      ('0b8e8a0c-7c55-4a0c-9e0f-54a4d3f1e6b2', 'it''s', '{}', null, null, false, null, 2)`);
});
afterAll(async () => {
  await pg.close();
});

describe('statements kept prepared on PGlite', () => {
  it('answer exactly as PGlite does, for every kind of parameter and both row modes', async () => {
    const cases: [string, unknown[]][] = [
      ['select * from things where name = $1', ['first']],
      ['select * from things where tags && $1::text[] order by n', [['b', 'c']]],
      ['select * from things where at < $1 or at is null order by n', [new Date('2027-01-01T00:00:00Z')]],
      ['select id, doc -> $2 as k from things where doc ? $1', ['k', 'k']],
      ['select count(*)::int as n, sum(amount) as total from things where ok = $1 or n > $2', [true, 1]],
      ['select $1::text is null as missing', [null]],
      ['select name from things where id = $1', ['0b8e8a0c-7c55-4a0c-9e0f-54a4d3f1e6b2']],
    ];
    for (const [text, params] of cases) {
      for (const rowMode of ['object', 'array'] as const) {
        const expected = await pg.query(text, params, { rowMode });
        // Twice: prepared by the first, executed by name by the second.
        for (let i = 0; i < 2; i++) {
          const got = await prepared.query(text, params, { rowMode });
          expect(got.rows, text).toEqual(expected.rows);
          expect(got.fields, text).toEqual(expected.fields);
        }
      }
    }
  });

  it('prepare each text once and close the least recently used beyond the limit', async () => {
    const before = await statementsPrepared();
    for (let i = 0; i < 5; i++) await prepared.query('select n from things where n = $1', [i]);
    const names = await pg.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements');
    expect(names.rows.filter((r) => r.statement === 'select n from things where n = $1')).toHaveLength(1);
    expect(before).toBeLessThanOrEqual(3);
    for (const n of [1, 2, 3, 4]) await prepared.query(`select ${n} as n`);
    expect(await statementsPrepared()).toBe(3);
    expect((await prepared.query<{ n: number }>('select 4 as n')).rows).toEqual([{ n: 4 }]);
  });

  it('throw the error PGlite throws, and go on working after it', async () => {
    const insert = 'insert into things (id, name, tags, n) values ($1, $2, $3, $4)';
    const own = await pg.query(insert, ['9a0f1a2b-1111-4c4c-8d8d-000000000001', 'first', [], 9]).then(
      () => null,
      (err: unknown) => err as Record<string, unknown>,
    );
    for (let i = 0; i < 2; i++) {
      const err = await prepared.query(insert, ['9a0f1a2b-1111-4c4c-8d8d-000000000001', 'first', [], 9]).then(
        () => null,
        (e: unknown) => e as Record<string, unknown>,
      );
      expect(err?.code).toBe('23505');
      expect(err?.constraint).toBe(own?.constraint);
      expect(err?.message).toBe(own?.message);
      // The values stay out of the error, and so out of any log of it.
      expect(err?.query).toBe(insert);
      expect(JSON.stringify(err)).not.toContain('9a0f1a2b-1111-4c4c-8d8d-000000000001');
    }
    await expect(prepared.query('select from nowhere_at_all')).rejects.toMatchObject({ code: '42P01' });
    await prepared.query(insert, ['9a0f1a2b-1111-4c4c-8d8d-000000000002', 'third', ['x'], 3]);
    expect((await pg.query('select name from things where n = 3')).rows).toEqual([{ name: 'third' }]);
  });

  it('prepare inside a transaction, which commits or rolls back as a whole', async () => {
    const insert = 'insert into things (id, name, tags, n) values ($1, $2, $3, $4)';
    await expect(
      prepared.transaction(async (tx) => {
        await tx.query(insert, ['9a0f1a2b-1111-4c4c-8d8d-000000000003', 'rolled back', [], 30]);
        expect((await tx.query('select count(*)::int as n from things where n = $1', [30])).rows).toEqual([{ n: 1 }]);
        await tx.query(insert, ['9a0f1a2b-1111-4c4c-8d8d-000000000004', 'first', [], 31]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await pg.query('select count(*)::int as n from things where n in (30, 31)')).rows).toEqual([{ n: 0 }]);
    await prepared.transaction(async (tx) => {
      await tx.query(insert, ['9a0f1a2b-1111-4c4c-8d8d-000000000005', 'kept', [], 40]);
    });
    expect((await prepared.query('select name from things where n = $1', [40])).rows).toEqual([{ name: 'kept' }]);
  });

  it('run a statement marked for it on a generic plan, and leave every other to PostgreSQL', async () => {
    const plans = async (text: string) =>
      (
        await pg.query<{ generic: number; custom: number }>(
          'select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement = $1',
          [text],
        )
      ).rows[0];
    const mode = "select current_setting('plan_cache_mode') as mode from things where n > $1 limit 1";
    const marked = `${GENERIC_PLAN} ${mode}`;
    for (let i = 0; i < 3; i++) {
      expect((await prepared.query(marked, [0])).rows).toEqual([{ mode: 'force_generic_plan' }]);
      expect((await prepared.query(mode, [0])).rows).toEqual([{ mode: 'auto' }]);
    }
    // Planned once for every value; the unmarked one, as PostgreSQL does at first, for each.
    expect(await plans(marked)).toEqual({ generic: 3, custom: 0 });
    expect(await plans(mode)).toEqual({ generic: 0, custom: 3 });
    expect((await pg.query('select current_setting($1) as mode', ['plan_cache_mode'])).rows).toEqual([{ mode: 'auto' }]);

    // A marked statement that fails, alone or in a transaction, leaves the session as it was.
    await expect(prepared.query(`${GENERIC_PLAN} select 1 / (n - n) from things where n > $1`, [0])).rejects.toMatchObject({
      code: '22012',
    });
    expect((await prepared.query(mode, [0])).rows).toEqual([{ mode: 'auto' }]);
    await expect(
      prepared.transaction(async (tx) => {
        expect((await tx.query(marked, [0])).rows).toEqual([{ mode: 'force_generic_plan' }]);
        expect((await tx.query(mode, [0])).rows).toEqual([{ mode: 'auto' }]);
        await tx.query(`${GENERIC_PLAN} select 1 / (n - n) from things where n > $1`, [0]);
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect((await prepared.query(mode, [0])).rows).toEqual([{ mode: 'auto' }]);
  });

  it('prepare a statement again when a change of its table changed its result', async () => {
    await pg.exec('create table shapes (a int); insert into shapes values (1)');
    expect((await prepared.query('select * from shapes')).rows).toEqual([{ a: 1 }]);
    await pg.exec('alter table shapes add column b text');
    expect((await prepared.query('select * from shapes')).rows).toEqual([{ a: 1, b: null }]);
    expect((await prepared.query('select * from shapes')).rows).toEqual([{ a: 1, b: null }]);
  });

  it('start one statement per turn of the event loop, so requests and connections are served between them', async () => {
    const order: string[] = [];
    let done = false;
    const tick = () => {
      order.push('turn');
      if (!done) setImmediate(tick);
    };
    setImmediate(tick);
    await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => prepared.query('select $1::int as n', [n]).then(() => order.push(`statement ${n}`))),
    );
    done = true;
    const statements = order.filter((o) => o.startsWith('statement'));
    expect(statements).toEqual(['statement 1', 'statement 2', 'statement 3', 'statement 4', 'statement 5', 'statement 6']);
    // Never two statements without a turn of the loop between them.
    order.forEach((o, i) => {
      if (o.startsWith('statement') && i > 0) expect(order[i - 1], order.join(', ')).toBe('turn');
    });
  });

  it('let a transaction and statements outside it run together without waiting on each other forever', async () => {
    const insert = 'insert into things (id, name, tags, n) values ($1, $2, $3, $4)';
    const outside = Array.from({ length: 5 }, (_, i) => prepared.query<{ n: number }>('select $1::int + 1 as n', [i]));
    const inside = prepared.transaction(async (tx) => {
      await tx.query(insert, ['9a0f1a2b-1111-4c4c-8d8d-000000000006', 'in a transaction', [], 50]);
      await tx.query(insert, ['9a0f1a2b-1111-4c4c-8d8d-000000000007', 'in it too', [], 51]);
      return (await tx.query<{ n: number }>('select count(*)::int as n from things where n in (50, 51)')).rows[0]?.n;
    });
    const more = Array.from({ length: 5 }, (_, i) => prepared.query<{ n: number }>('select $1::int + 1 as n', [i + 5]));
    expect(await inside).toBe(2);
    expect((await Promise.all([...outside, ...more])).map((r) => r.rows[0]?.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
