import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { type BulkSeedResult, bulkSeed, INSERT_TRIGGERS_DONE_BY_SEED } from '../../src/db/seed/bulk.ts';
import { reviewFigureMismatches } from '../helpers/reviews.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../helpers/test-db.ts';

/**
 * `npm run seed -- --mxperts N` loads with triggers off and the secondary indexes dropped, and does
 * their work itself. Afterwards the database must be exactly as the app keeps it: the same figures
 * as a seed with every trigger on, every index as the migrations define it, no dangling key.
 */
let seeded: TestDatabaseHandle;
let plain: TestDatabaseHandle;
let t: TestApp;
let indexesBefore: Row[];
let fastRuns: BulkSeedResult[];

type Row = Record<string, unknown>;
const rowsOf = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

const SEEDED_TABLES = sql`('users', 'mxpert_profiles', 'leads', 'reviews')`;
const indexes = (db: Database) =>
  rowsOf(
    db,
    sql`select i.indexname, i.indexdef, x.indisvalid, x.indisready from pg_indexes i
      join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
      where i.schemaname = current_schema() and (i.tablename in ${SEEDED_TABLES} or i.tablename = 'directory_entries')
      order by i.indexname`,
  );

/** Two seeds into one database: the second one adds to the first (its keys start after the first's). */
async function seedTwice(db: Database, mode: { bypassTriggers?: boolean; rebuildIndexes?: boolean }) {
  return [
    await bulkSeed(db, { mxperts: 240, batchSize: 100, ...mode }),
    await bulkSeed(db, { mxperts: 60, batchSize: 25, bypassTriggers: mode.bypassTriggers }),
  ];
}

beforeAll(async () => {
  seeded = await createTestDatabase();
  indexesBefore = await indexes(seeded.db);
  fastRuns = await seedTwice(seeded.db, { rebuildIndexes: true });
  // A database of its own: the fast seed is compared with the same seed into an empty one, triggers on.
  plain = await createTestDatabase();
  await seedTwice(plain.db, { bypassTriggers: false });
  t = await buildTestApp({ database: seeded });
}, 180_000);
afterAll(async () => {
  await t.close();
  await seeded.close();
  await plain.close();
});

/** Professionals whose review figures differ from a recount of their visible reviews. */
const figureMismatches = reviewFigureMismatches;

/** Rollup counters that differ from a recount of the live messages and requests. */
const rollupMismatches = (db: Database) =>
  rowsOf(
    db,
    sql`
      with live as (
        select 'messages' as source, 'type' as dimension, (created_at at time zone 'UTC')::date as day, help_type as value, count(*)::int as n from (select * from leads where kind = 'message') messages group by 3, 4
        union all select 'messages', 'state', (created_at at time zone 'UTC')::date, state, count(*)::int from (select * from leads where kind = 'message') messages where state is not null group by 3, 4
        union all select 'cop_requests', 'type', (created_at at time zone 'UTC')::date, mortgage_process, count(*)::int from (select * from leads where kind = 'cop_request') cop_requests group by 3, 4
        union all select 'cop_requests', 'state', (created_at at time zone 'UTC')::date, state, count(*)::int from (select * from leads where kind = 'cop_request') cop_requests where state is not null group by 3, 4
      )
      select coalesce(l.source, r.source) as source, coalesce(l.value, r.value) as value, l.n, r.count
      from live l full join (select * from report_daily_counts where count <> 0) r
        on (r.source, r.dimension, r.day, r.value) = (l.source, l.dimension, l.day, l.value)
      where l.n is distinct from r.count`,
  );

const figures = (db: Database) =>
  rowsOf(
    db,
    sql`select id, user_id, cxid, approval_status, review_count, rating_sum, rating_1, rating_2, rating_3, rating_4, rating_5,
      points_sum, points_count, rating_average from mxpert_profiles order by cxid`,
  );

const totals = (db: Database) =>
  rowsOf(
    db,
    sql`select
      (select count(*)::int from mxpert_profiles where approval_status = 'approved') as approved,
      (select count(*)::int from mxpert_profiles where approval_status = 'pending') as pending,
      (select count(*)::int from users where role = 'CONSUMER') as clients,
      (select count(*)::int from (select * from leads where kind = 'message') messages) as messages,
      (select count(*)::int from (select * from leads where kind = 'cop_request') cop_requests) as requests,
      (select count(*)::int from reviews) as reviews,
      (select count(*)::int from reviews where status = 'hidden') as hidden,
      (select sum(count)::int from report_daily_counts) as counted`,
  );

describe('bulk seed', () => {
  it('loads with triggers off (the test role is a superuser), the first time with the indexes built after the load', () => {
    expect(fastRuns.map((r) => [r.bypassedTriggers, r.rebuiltIndexes])).toEqual([
      [true, true],
      [true, false],
    ]);
  });

  it('writes the professionals and their traffic', async () => {
    const [row] = await totals(seeded.db);
    expect(row).toMatchObject({ approved: 300, pending: 15, clients: 48 + 25 });
    for (const key of ['messages', 'requests', 'reviews', 'hidden']) expect(Number(row?.[key])).toBeGreaterThan(0);
  });

  it('keeps the review figures of every professional equal to a recount of the visible reviews', async () => {
    expect(await figureMismatches(seeded.db)).toEqual([]);
    expect(await figureMismatches(plain.db)).toEqual([]);
  });

  it('keeps the report rollup equal to a recount of the messages and requests', async () => {
    expect(await rollupMismatches(seeded.db)).toEqual([]);
    expect(await rollupMismatches(plain.db)).toEqual([]);
  });

  it('writes the same rows, ids and figures as a seed with every trigger on', async () => {
    expect(await figures(seeded.db)).toEqual(await figures(plain.db));
    expect(await totals(seeded.db)).toEqual(await totals(plain.db));
  });

  it('leaves the directory entries and tag counts a seed with every trigger on leaves (decision 069)', async () => {
    const entries = (db: Database) =>
      rowsOf(
        db,
        sql`select profile_id, cxid, scores_optimized, years_experience, rating_average, review_count, tags, search_text,
            name_text from directory_entries order by profile_id`,
      );
    const tagCounts = (db: Database) => rowsOf(db, sql`select tag, n from directory_tag_counts where n <> 0 order by tag`);
    // The positions depend on the order professionals were listed in; the professional behind each set bit does not.
    const tagBits = (db: Database) =>
      rowsOf(
        db,
        sql`select e.profile_id, b.tag from directory_tag_bits b
          join directory_entries e on e.pos >> 13 = b.seg and get_bit(b.bits, e.pos & 8191) = 1
          order by 1, 2`,
      );
    const seededEntries = await entries(seeded.db);
    expect(seededEntries.length).toBeGreaterThan(0);
    expect(seededEntries).toEqual(await entries(plain.db));
    expect(await tagCounts(seeded.db)).toEqual(await tagCounts(plain.db));
    const seededBits = await tagBits(seeded.db);
    expect(seededBits.length).toBeGreaterThan(seededEntries.length);
    expect(seededBits).toEqual(await tagBits(plain.db));
  });

  it('leaves every index as the migrations define it, valid', async () => {
    const after = await indexes(seeded.db);
    expect(after).toEqual(indexesBefore);
    expect(after.every((i) => i.indisvalid && i.indisready)).toBe(true);
    // The directory's GIN indexes write every change at once again after the load (decision 072).
    const gin = after.filter((i) => String(i.indexdef).includes('USING gin') && String(i.indexname).startsWith('directory_'));
    expect(gin.map((i) => i.indexname)).toEqual([
      'directory_entries_name_idx',
      'directory_entries_name_words_idx',
      'directory_entries_tags_idx',
      'directory_entries_text_idx',
    ]);
    for (const i of gin) expect(i.indexdef).toMatch(/WITH \(fastupdate='?false'?\)/);
  });

  it('leaves no row pointing at a missing one', async () => {
    const [row] = await rowsOf(
      seeded.db,
      sql`select
        (select count(*)::int from mxpert_profiles p where not exists (select 1 from users u where u.id = p.user_id)) as profiles,
        (select count(*)::int from (select * from leads where kind = 'message') m where not exists (select 1 from mxpert_profiles p where p.id = m.mxpert_profile_id)) as messages,
        (select count(*)::int from (select * from leads where kind = 'cop_request') r where not exists (select 1 from mxpert_profiles p where p.id = r.mxpert_profile_id)) as requests,
        (select count(*)::int from reviews r where not exists (select 1 from mxpert_profiles p where p.id = r.mxpert_profile_id)
           or not exists (select 1 from users u where u.id = r.consumer_user_id)) as reviews`,
    );
    expect(row).toEqual({ profiles: 0, messages: 0, requests: 0, reviews: 0 });
  });

  it('does the work of every insert trigger on the seeded tables (a new one needs its set-based twin in the seed)', async () => {
    const rows = await rowsOf(
      seeded.db,
      sql`select t.tgname from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where not t.tgisinternal and (t.tgtype & 4) <> 0 and c.relname in ${SEEDED_TABLES} order by 1`,
    );
    expect(rows.map((r) => r.tgname)).toEqual([...INSERT_TRIGGERS_DONE_BY_SEED].sort());
  });

  it('shows a seeded professional with the figures of its visible reviews', async () => {
    const [pro] = await rowsOf(
      seeded.db,
      sql`select p.cxid, count(*)::int as n, sum(r.rating)::int as total,
          array[count(*) filter (where r.rating = 1), count(*) filter (where r.rating = 2), count(*) filter (where r.rating = 3),
                count(*) filter (where r.rating = 4), count(*) filter (where r.rating = 5)]::int[] as distribution
        from mxpert_profiles p join reviews r on r.mxpert_profile_id = p.id and r.status = 'visible'
        where p.id in (select mxpert_profile_id from reviews where status = 'hidden')
        group by p.cxid order by p.cxid limit 1`,
    );
    expect(pro).toBeDefined();
    const res = await t.request({ method: 'GET', url: `/api/public/mxperts/${pro?.cxid}/reviews` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: { count: number; average: number; distribution: number[]; totalCount: number } };
    const average = Math.round((Number(pro?.total) / Number(pro?.n)) * 10) / 10;
    expect(body.data).toMatchObject({ count: pro?.n, totalCount: pro?.n, distribution: pro?.distribution, average });
  });
});
