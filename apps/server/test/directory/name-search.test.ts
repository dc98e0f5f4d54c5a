import { DIRECTORY_SORTS, type StateCode } from '@mx/contract';
import { and, arrayOverlaps, asc, desc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mxpertProfiles, users } from '../../src/db/schema.ts';
import { isListedProfile } from '../../src/modules/mxpert/public-mxpert.ts';
import { resolvePlace } from '../../src/modules/places/resolve-state.ts';
import { createMxpert } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The directory's search for people and places, held to a plain reference: every listed profile
 * read straight from the profiles in the search's order, the name matches picked in JavaScript,
 * then the page cut out of the list.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const STATES: StateCode[] = ['TX', 'IL', 'FL', 'WA', 'CA'];
const LOANS = ['conventional', 'fha', 'va'];
const NAMES = ['Austin Reyes', 'María González', 'Sean O’Brien', 'Carter Bayview', 'Dana Texas-Wells', 'Lee Park'];
const COMPANIES = [
  'Golden Gate Home Lending',
  'Golden-Gate Loans, LLC',
  'Washington Mutual Home',
  'Austin & Co',
  'Park Bank',
  null,
];
const SEARCHES = [
  'Golden Gate',
  'golden-gate',
  'GOLDEN',
  'Gonzalez',
  'González',
  'obrien',
  "O'Brien",
  'Carter',
  'Bayview',
  'Austin',
  'Austin, TX',
  'Texas',
  'Washington',
  'wells',
  'park',
  '78701',
  'home lending',
  'nobody here',
];

const attributes = fc.record({
  fullName: fc.constantFrom(...NAMES),
  companyName: fc.constantFrom(...COMPANIES),
  serviceAreas: fc.subarray(STATES, { minLength: 1 }),
  loanTypes: fc.subarray(LOANS, { minLength: 1 }),
  scoresOptimized: fc.constantFrom(100, 150),
  yearsExperience: fc.constantFrom(3, 7),
});

const query = fc.record({
  search: fc.constantFrom(...SEARCHES),
  states: fc.option(fc.constantFrom(...STATES), { freq: 3 }),
  loanType: fc.option(fc.constantFrom(...LOANS), { freq: 3 }),
  sort: fc.constantFrom(...DIRECTORY_SORTS),
  page: fc.integer({ min: 1, max: 3 }),
  limit: fc.integer({ min: 1, max: 4 }),
});
type Query = typeof query extends fc.Arbitrary<infer T> ? T : never;

/** Words as a reader compares them: no case, no accents, no apostrophes, punctuation as spaces. */
function words(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const hasWords = (text: string | null, w: string) => text !== null && ` ${words(text)} `.includes(` ${w} `);

const p = mxpertProfiles;
const ORDER = {
  recommended: [desc(p.scoresOptimized), desc(p.yearsExperience), asc(p.cxid)],
  rating: [sql`${p.ratingAverage} desc nulls last`, sql`${p.reviewCount} desc nulls last`, asc(p.cxid)],
  experience: [sql`${p.yearsExperience} desc nulls last`, sql`${p.scoresOptimized} desc nulls last`, asc(p.cxid)],
};

async function reference(q: Query) {
  const rows = await t.db
    .select({ cxid: p.cxid, fullName: p.fullName, companyName: p.companyName, serviceAreas: p.serviceAreas })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .where(and(isListedProfile, eq(users.isActive, true), q.loanType ? arrayOverlaps(p.loanTypes, [q.loanType]) : undefined))
    .orderBy(...ORDER[q.sort]);
  const chosen = q.states ? [q.states] : [];
  const inStates = (r: (typeof rows)[number], states: string[]) =>
    states.length === 0 || r.serviceAreas.some((s) => states.includes(s));
  const place = resolvePlace(q.search);
  let list: typeof rows;
  let nameMatches: number;
  let resolvedState = place?.state ?? null;
  if (!place) {
    // No place: the text inside the name and company (decision 010).
    const text = q.search.toLowerCase().replace(/\s+/g, ' ');
    list = rows.filter((r) => inStates(r, chosen) && `${r.fullName ?? ''} ${r.companyName ?? ''}`.toLowerCase().includes(text));
    nameMatches = list.length;
  } else {
    const w = words(q.search);
    const named = /[a-z]/.test(w)
      ? rows.filter((r) => inStates(r, chosen) && (hasWords(r.fullName, w) || hasWords(r.companyName, w)))
      : [];
    const inPlace = rows.filter((r) => inStates(r, [...chosen, place.state]) && !named.includes(r));
    nameMatches = named.length;
    if (named.length && place.smallTown) resolvedState = null;
    list = named.length === 0 ? inPlace : place.smallTown ? named : [...named, ...inPlace];
  }
  const start = (q.page - 1) * q.limit;
  return {
    cxids: list.slice(start, start + q.limit).map((r) => r.cxid),
    totalCount: list.length,
    nameMatches,
    resolvedState,
  };
}

async function answer(q: Query) {
  const params = new URLSearchParams({ search: q.search, sort: q.sort, page: String(q.page), limit: String(q.limit) });
  if (q.states) params.set('states', q.states);
  if (q.loanType) params.set('loanTypes', q.loanType);
  const res = await t.request({ method: 'GET', url: `/api/public/mxperts?${params}` });
  expect(res.statusCode).toBe(200);
  const { data } = res.json();
  return {
    cxids: data.mxperts.map((m: { cxid: string }) => m.cxid),
    totalCount: data.totalCount,
    nameMatches: data.nameMatches,
    resolvedState: data.resolvedState,
  };
}

describe('the directory search for people and places', () => {
  it('answers the same rows as the reference for names, companies and places', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(attributes, { minLength: 1, maxLength: 4 }),
        fc.array(query, { minLength: 1, maxLength: 6 }),
        async (made, queries) => {
          for (const a of made) await createMxpert(t.db, a);
          for (const q of queries) expect(await answer(q), JSON.stringify(q)).toEqual(await reference(q));
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 25) },
    );
  });
});
