import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../src/db/schema.ts';
import { createMxpert, createUser } from '../helpers/factories.ts';
import { reviewFigureMismatches } from '../helpers/reviews.ts';
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

const mismatches = () => reviewFigureMismatches(t.db);

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
      // Reviews of many professionals to one, in one statement, where no pair would repeat: one
      // review per client who has none of that professional yet (two would become the same pair).
      await t.db.execute(sql`update reviews r set mxpert_profile_id = ${p} where r.id in (
        select distinct on (consumer_user_id) id from reviews o
        where not exists (select 1 from reviews x where x.consumer_user_id = o.consumer_user_id and x.mxpert_profile_id = ${p})
        order by consumer_user_id, id)`);
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
