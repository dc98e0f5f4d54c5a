import { DIRECTORY_SORTS, type StateCode } from '@mx/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../src/db/schema.ts';
import { countPublicMxperts, listPublicMxperts, searchPublicMxperts } from '../../src/modules/directory/list-mxperts.ts';
import type { DirectorySearch } from '../../src/modules/directory/search.ts';
import { createMxpert, createUser } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { referenceCount, referencePage } from './reference-query.ts';

/**
 * The directory's search over directory_entries (decision 069) against the plain query on the
 * profiles (reference-query.ts): the same ids in the same order and the same count for random
 * searches, after any sequence of the writes that change what the directory shows, one row or many
 * at once; and the entries themselves equal to the listed professionals after every write.
 */
let t: TestApp;
const profiles: { id: string; userId: string }[] = [];
const consumerIds: string[] = [];

const STATES: StateCode[] = ['TX', 'CA', 'NY', 'FL'];
const LOANS = ['conventional', 'fha', 'va', 'jumbo'];
const MORTGAGES = ['purchase', 'refi', 'investment'];
const LANGUAGES = ['english', 'spanish', 'chinese'];
const NAMES = ['Ana Lopez', 'Bob Smith', 'Chen Wei', 'Dana O’Neil'];
const COMPANIES = ['Cornerstone Home', 'Blue_Sky 100% Loans', 'Smith & Co', null];
const TEXTS = ['lo', 'smith', 'corner', 'sky 1', '_', '%', '100%', 'smith cor', 'ez cor', 'o’n', 'nobody'];

const subset = <T>(values: readonly T[]) => fc.subarray([...values]);
const attributes = fc.record({
  serviceAreas: subset(STATES),
  loanTypes: subset(LOANS),
  specializations: subset(MORTGAGES),
  languages: subset(LANGUAGES),
  fullName: fc.constantFrom(...NAMES),
  companyName: fc.constantFrom(...COMPANIES),
  // Few values, so ties on the first keys are common and the later keys decide.
  scoresOptimized: fc.constantFrom(100, 120, 150),
  yearsExperience: fc.constantFrom(3, 7),
});
type Attributes = typeof attributes extends fc.Arbitrary<infer T> ? T : never;

async function createProfessional(a: Attributes, approvalStatus: 'approved' | 'pending' = 'approved') {
  const { user, profile } = await createMxpert(t.db, { ...a, approvalStatus });
  profiles.push({ id: profile.id, userId: user.id });
}

beforeAll(async () => {
  t = await buildTestApp();
  const start = fc.sample(attributes, { numRuns: 24, seed: 69 });
  for (const [i, a] of start.entries()) await createProfessional(a, i % 6 === 5 ? 'pending' : 'approved');
  for (let i = 0; i < 4; i++) consumerIds.push((await createUser(t.db, 'CONSUMER')).id);
});
afterAll(async () => {
  await t.close();
});

const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

/** Entries that differ from the listed professionals recomputed from their rows (none when right). */
async function entryMismatches() {
  return rowsOf(
    await t.db.execute(sql`
      with listed as (
        select p.id, p.cxid, p.scores_optimized, p.years_experience, p.rating_average, p.review_count,
          array(select x from unnest(
            array(select 's:' || v from unnest(p.service_areas) v) || array(select 'l:' || v from unnest(p.loan_types) v)
            || array(select 'm:' || v from unnest(p.specializations) v) || array(select 'g:' || v from unnest(p.languages) v)
            || array(select 'r:' || k from generate_series(1, 5) k where p.rating_average >= k)
            || array(select 'c:' || lower(p.company_name) where p.company_name <> '')) x
            order by x) as tags,
          lower(coalesce(p.full_name, '') || ' ' || coalesce(p.company_name, '')) as search_text,
          lower(coalesce(p.full_name, '')) as name_text, dp.pos
        from mxpert_profiles p join users u on u.id = p.user_id left join directory_positions dp on dp.profile_id = p.id
        where p.approval_status = 'approved' and p.onboard_completed and p.paused_at is null and u.is_active
      ), entries as (
        select profile_id as id, cxid, scores_optimized, years_experience, rating_average, review_count,
          array(select x from unnest(tags) x order by x) as tags, search_text, name_text, pos
        from directory_entries
      )
      (select 'missing or different' as problem, * from listed except select 'missing or different', * from entries)
      union all
      (select 'extra or different', * from entries except select 'extra or different', * from listed)`),
  );
}

/** Kept tag counts that differ from a recount of the entries (none when right). */
async function countMismatches() {
  return rowsOf(
    await t.db.execute(sql`
      with recount as (
        select tag, count(*)::int as n
        from (select distinct profile_id, tag from directory_entries, unnest(tags || '*'::text) as tag) d
        group by tag
      )
      select coalesce(k.tag, r.tag) as tag, k.n as kept, r.n as recounted
      from directory_tag_counts k full join recount r on r.tag = k.tag
      where coalesce(k.n, 0) <> coalesce(r.n, 0)`),
  );
}

/** Tag bits that differ from the entries' tags at their positions (none when right), and positions given twice. */
async function bitMismatches() {
  return rowsOf(
    await t.db.execute(sql`
      with expected as (
        select tag, pos >> 13 as seg, bit_or(set_bit(B'0'::bit(8192), pos & 8191, 1)) as bits
        from (select distinct pos, tag from directory_entries, unnest(tags) as tag) d
        group by 1, 2
      )
      select coalesce(k.tag, x.tag) as tag, coalesce(k.seg, x.seg) as seg,
        bit_count(coalesce(k.bits, B'0'::bit(8192))) as kept, bit_count(coalesce(x.bits, B'0'::bit(8192))) as expected
      from directory_tag_bits k full join expected x on x.tag = k.tag and x.seg = k.seg
      where coalesce(k.bits, B'0'::bit(8192)) <> coalesce(x.bits, B'0'::bit(8192))
      union all
      select 'position ' || pos, count(*)::int, null, null from directory_entries group by pos having count(*) > 1`),
  );
}

const pick = fc.nat({ max: 1000 });
const op = fc.oneof(
  fc.record({ kind: fc.constant('approve' as const), i: pick }),
  fc.record({ kind: fc.constant('reject' as const), i: pick }),
  fc.record({ kind: fc.constant('suspend' as const), i: pick }),
  fc.record({ kind: fc.constant('reinstate' as const), i: pick }),
  fc.record({ kind: fc.constant('pause' as const), i: pick }),
  fc.record({ kind: fc.constant('unpause' as const), i: pick }),
  fc.record({ kind: fc.constant('unfinishOnboarding' as const), i: pick }),
  fc.record({ kind: fc.constant('deactivate' as const), i: pick }),
  fc.record({ kind: fc.constant('reactivate' as const), i: pick }),
  fc.record({ kind: fc.constant('toggleAccounts' as const), i: pick }),
  fc.record({ kind: fc.constant('edit' as const), i: pick, a: attributes }),
  fc.record({ kind: fc.constant('editPhoto' as const), i: pick }),
  fc.record({ kind: fc.constant('bumpScoresOf' as const), state: fc.constantFrom(...STATES) }),
  fc.record({ kind: fc.constant('approveAll' as const) }),
  fc.record({ kind: fc.constant('review' as const), i: pick, c: fc.nat({ max: 3 }), rating: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('hideReviewsOf' as const), i: pick }),
  fc.record({ kind: fc.constant('create' as const), a: attributes }),
  fc.record({ kind: fc.constant('deleteAccount' as const), i: pick }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

async function apply(o: Op) {
  const target = 'i' in o ? profiles[o.i % profiles.length] : undefined;
  const id = target?.id ?? '';
  const userId = target?.userId ?? '';
  const profileSet = (assignment: ReturnType<typeof sql>, extra = sql`true`) =>
    t.db.execute(sql`update mxpert_profiles set ${assignment} where id = ${id} and ${extra}`);
  switch (o.kind) {
    case 'approve':
      return profileSet(sql`approval_status = 'approved', approved_at = now(), onboard_completed = true`);
    case 'reject':
      return profileSet(sql`approval_status = 'rejected', rejected_at = now()`);
    case 'suspend':
      return profileSet(sql`approval_status = 'suspended', suspended_at = now()`, sql`approval_status = 'approved'`);
    case 'reinstate':
      return profileSet(sql`approval_status = 'approved', suspended_at = null`, sql`approval_status = 'suspended'`);
    case 'pause':
      return profileSet(sql`paused_at = now()`);
    case 'unpause':
      return profileSet(sql`paused_at = null`);
    case 'unfinishOnboarding':
      return profileSet(sql`onboard_completed = false`);
    case 'deactivate':
      return t.db.execute(sql`update users set is_active = false where id = ${userId}`);
    case 'reactivate':
      return t.db.execute(sql`update users set is_active = true where id = ${userId}`);
    case 'toggleAccounts': {
      // Several accounts in one statement, some changing, some not.
      const ids = profiles.filter((_, k) => k % 3 === o.i % 3).map((p) => p.userId);
      return t.db.execute(sql`update users set is_active = (not is_active) = (id::text < '8') where id in ${ids}`);
    }
    case 'edit': {
      const a = o.a;
      return profileSet(sql`service_areas = ${`{${a.serviceAreas.join(',')}}`}::text[], loan_types = ${`{${a.loanTypes.join(',')}}`}::text[],
        specializations = ${`{${a.specializations.join(',')}}`}::text[], languages = ${`{${a.languages.join(',')}}`}::text[],
        full_name = ${a.fullName}, company_name = ${a.companyName}, scores_optimized = ${a.scoresOptimized},
        years_experience = ${a.yearsExperience}`);
    }
    case 'editPhoto':
      return profileSet(sql`photo = 'p.jpg', about_me = 'Changed'`);
    case 'bumpScoresOf':
      return t.db.execute(
        sql`update mxpert_profiles set scores_optimized = scores_optimized + 10 where ${o.state} = any(service_areas)`,
      );
    case 'approveAll':
      return t.db.execute(
        sql`update mxpert_profiles set approval_status = 'approved', onboard_completed = true where approval_status <> 'suspended'`,
      );
    case 'review':
      return t.db
        .insert(reviews)
        .values({
          mxpertProfileId: id,
          consumerUserId: consumerIds[o.c] as string,
          rating: o.rating,
          body: 'A long enough review for the test.',
        })
        .onConflictDoNothing();
    case 'hideReviewsOf':
      return t.db.execute(sql`update reviews set status = 'hidden', hidden_at = now() where mxpert_profile_id = ${id}`);
    case 'create':
      return createProfessional(o.a);
    case 'deleteAccount':
      if (profiles.length <= 8) return;
      profiles.splice(o.i % profiles.length, 1);
      return t.db.execute(sql`delete from users where id = ${userId}`);
  }
}

const search: fc.Arbitrary<DirectorySearch> = fc.record({
  states: fc.oneof(
    fc.constantFrom(...STATES).map((v) => [v]),
    subset(STATES).map((v) => v.slice(0, 2).sort()),
  ),
  loanTypes: fc.oneof(
    fc.constant<string[]>([]),
    subset(LOANS).map((v) => v.slice(0, 2).sort()),
  ),
  mortgageTypes: fc.oneof(
    fc.constant<string[]>([]),
    subset(MORTGAGES).map((v) => v.slice(0, 2).sort()),
  ),
  languages: fc.oneof(
    fc.constant<string[]>([]),
    subset(LANGUAGES).map((v) => v.slice(0, 1)),
  ),
  text: fc.option(fc.constantFrom(...TEXTS), { freq: 3 }),
  resolvedState: fc.constant(null),
  nameWords: fc.constant(null),
  smallTown: fc.constant(false),
  chosenStates: fc.constant([]),
  names: fc.constant(null),
  sort: fc.constantFrom(...DIRECTORY_SORTS),
  minRating: fc.option(fc.integer({ min: 1, max: 5 }), { freq: 3 }),
  page: fc.integer({ min: 1, max: 4 }),
  limit: fc.integer({ min: 1, max: 6 }),
});

async function expectSameAnswers(s: DirectorySearch, after: unknown) {
  const [count, expectedPage, expectedCount] = await Promise.all([
    countPublicMxperts(t.db, s),
    referencePage(t.db, s),
    referenceCount(t.db, s),
  ]);
  const context = JSON.stringify({ search: s, after });
  expect(count.matches, context).toBe(expectedCount);
  // Given the count, the page of a text search or of two filters or more walks its order checking the
  // matches' bits (these matches are always dense enough); without it, one statement counts and reads
  // by the filters' own indexes. With no walk allowed, a search is as sparse as can be: its first
  // statement counts and never starts the walk, and a second reads the page by the filters' indexes.
  const [walked, filtered, searched, sparse] = await Promise.all([
    listPublicMxperts(t.db, s, count),
    listPublicMxperts(t.db, s),
    searchPublicMxperts(t.db, s),
    searchPublicMxperts(t.db, s, 0),
  ]);
  for (const answer of [walked, filtered, searched, sparse]) {
    expect(
      answer.mxperts.map((m) => m.id),
      context,
    ).toEqual(expectedPage);
    expect(answer.count, context).toEqual(count);
  }
}

describe('directory entries', () => {
  it('hold exactly the listed professionals once migrated, with the count of each tag', async () => {
    expect(await entryMismatches()).toEqual([]);
    expect(await countMismatches()).toEqual([]);
    expect(await bitMismatches()).toEqual([]);
  });

  it('give the same page and count as the plain query after any sequence of writes', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 1, maxLength: 8 }),
        fc.array(search, { minLength: 1, maxLength: 6 }),
        async (ops, searches) => {
          for (const o of ops) {
            await apply(o);
            expect(await entryMismatches(), JSON.stringify(o)).toEqual([]);
            expect(await countMismatches(), JSON.stringify(o)).toEqual([]);
            expect(await bitMismatches(), JSON.stringify(o)).toEqual([]);
          }
          for (const s of searches) await expectSameAnswers(s, ops);
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 40) },
    );
  });

  it('keep a write that is rolled back out of the directory', async () => {
    const [target] = profiles;
    if (!target) throw new Error('no profile');
    await t.db.execute(
      sql`update mxpert_profiles set approval_status = 'approved', onboard_completed = true, paused_at = null where id = ${target.id}`,
    );
    await t.db.execute(sql`update users set is_active = true where id = ${target.userId}`);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`update mxpert_profiles set paused_at = now() where id = ${target.id}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const listed = rowsOf(await t.db.execute(sql`select 1 from directory_entries where profile_id = ${target.id}`));
    expect(listed).toHaveLength(1);
    expect(await entryMismatches()).toEqual([]);
  });
});
