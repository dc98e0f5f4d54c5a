import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../src/db/schema.ts';
import { createMxpert, createUser } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The review figures on mxpert_profiles (decision 064) against a recount of the visible reviews,
 * after any sequence of creates, edits, deletes, hides and restores, one row or many at once.
 */
let t: TestApp;
const profileIds: string[] = [];
const consumerIds: string[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  for (let i = 0; i < 3; i++) profileIds.push((await createMxpert(t.db)).profile.id);
  for (let i = 0; i < 6; i++) consumerIds.push((await createUser(t.db, 'CONSUMER')).id);
});
afterAll(async () => {
  await t.close();
});

const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

async function mismatches() {
  return rowsOf(
    await t.db.execute(sql`
      select p.id from mxpert_profiles p left join (
        select mxpert_profile_id, count(*)::int n, sum(rating)::int total,
          count(*) filter (where rating = 1)::int r1, count(*) filter (where rating = 2)::int r2,
          count(*) filter (where rating = 3)::int r3, count(*) filter (where rating = 4)::int r4,
          count(*) filter (where rating = 5)::int r5,
          coalesce(sum(points_improved), 0)::int psum, count(points_improved)::int pn
        from reviews where status = 'visible' group by mxpert_profile_id
      ) c on c.mxpert_profile_id = p.id
      where (p.review_count, p.rating_sum, p.rating_1, p.rating_2, p.rating_3, p.rating_4, p.rating_5, p.points_sum, p.points_count)
        <> (coalesce(c.n, 0), coalesce(c.total, 0), coalesce(c.r1, 0), coalesce(c.r2, 0), coalesce(c.r3, 0), coalesce(c.r4, 0),
            coalesce(c.r5, 0), coalesce(c.psum, 0), coalesce(c.pn, 0))
        or p.rating_average is distinct from (case when c.n > 0 then c.total::float8 / c.n end)`),
  );
}

const pro = fc.nat({ max: 2 });
const consumer = fc.nat({ max: 5 });
const rating = fc.integer({ min: 1, max: 5 });
const points = fc.option(fc.integer({ min: 0, max: 400 }));
const op = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), pro, consumer, rating, points }),
  fc.record({ kind: fc.constant('edit' as const), pro, consumer, rating, points }),
  fc.record({ kind: fc.constant('delete' as const), pro, consumer }),
  fc.record({ kind: fc.constant('hide' as const), pro, consumer }),
  fc.record({ kind: fc.constant('restore' as const), pro, consumer }),
  fc.record({ kind: fc.constant('hideAllOf' as const), pro }),
  fc.record({ kind: fc.constant('restoreAll' as const) }),
  fc.record({ kind: fc.constant('rateAll' as const), rating }),
  fc.record({ kind: fc.constant('moveAll' as const), pro }),
  fc.record({ kind: fc.constant('deleteAllOf' as const), pro }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

async function apply(o: Op) {
  const p = 'pro' in o ? profileIds[o.pro] : undefined;
  const c = 'consumer' in o ? consumerIds[o.consumer] : undefined;
  const one = sql`mxpert_profile_id = ${p} and consumer_user_id = ${c}`;
  switch (o.kind) {
    case 'create':
      await t.db
        .insert(reviews)
        .values({
          mxpertProfileId: p as string,
          consumerUserId: c as string,
          rating: o.rating,
          pointsImproved: o.points,
          body: 'A long enough review text for the test.',
        })
        .onConflictDoNothing();
      return;
    case 'edit':
      await t.db.execute(sql`update reviews set rating = ${o.rating}, points_improved = ${o.points} where ${one}`);
      return;
    case 'delete':
      await t.db.execute(sql`delete from reviews where ${one}`);
      return;
    case 'hide':
      await t.db.execute(sql`update reviews set status = 'hidden', hidden_at = now() where ${one}`);
      return;
    case 'restore':
      await t.db.execute(sql`update reviews set status = 'visible', hidden_at = null where ${one}`);
      return;
    case 'hideAllOf':
      await t.db.execute(sql`update reviews set status = 'hidden' where mxpert_profile_id = ${p}`);
      return;
    case 'restoreAll':
      await t.db.execute(sql`update reviews set status = 'visible' where status = 'hidden'`);
      return;
    case 'rateAll':
      await t.db.execute(sql`update reviews set rating = ${o.rating}`);
      return;
    case 'moveAll':
      // Every review to one professional, where no pair would repeat.
      await t.db.execute(sql`update reviews r set mxpert_profile_id = ${p} where not exists (
        select 1 from reviews o where o.consumer_user_id = r.consumer_user_id and o.mxpert_profile_id = ${p})`);
      return;
    case 'deleteAllOf':
      await t.db.execute(sql`delete from reviews where mxpert_profile_id = ${p}`);
      return;
  }
}

describe('review aggregates', () => {
  it('agree with a recount of the visible reviews after any sequence of changes', { timeout: 180_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        await t.db.execute(sql`delete from reviews`);
        for (const o of ops) {
          await apply(o);
          expect(await mismatches(), JSON.stringify(o)).toEqual([]);
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 30) },
    );
  });

  it('a deleted author or professional takes their reviews with them, figures included', async () => {
    const p = await createMxpert(t.db);
    const u = await createUser(t.db, 'CONSUMER');
    await t.db.insert(reviews).values({ mxpertProfileId: p.profile.id, consumerUserId: u.id, rating: 4, body: 'x'.repeat(20) });
    await t.db.execute(sql`delete from users where id = ${u.id}`);
    expect(await mismatches()).toEqual([]);
  });
});
