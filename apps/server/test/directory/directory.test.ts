import { STATE_CODES } from '@mx/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { createMxpert, type ProfileOverrides } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every test lists professionals of states no other test uses, so each sees only its own data. */
const unusedStates = STATE_CODES.filter((s) => s !== 'TX');
function freshState(): string {
  const state = unusedStates.pop();
  if (!state) throw new Error('out of states');
  return state;
}

async function directory(query: string) {
  const res = await t.request({ method: 'GET', url: `/api/public/mxperts?${query}` });
  return { status: res.statusCode, body: res.json() };
}

async function listed(query: string): Promise<string[]> {
  const { status, body } = await directory(query);
  expect(status).toBe(200);
  return body.data.mxperts.map((m: { cxid: string }) => m.cxid);
}

async function mxpertIn(state: string, profile: ProfileOverrides = {}) {
  return (await createMxpert(t.db, { serviceAreas: [state], ...profile })).profile;
}

describe('GET /api/public/mxperts', () => {
  it('answers the first 10 with the count and the number of pages, public fields only', async () => {
    const state = freshState();
    for (let i = 0; i < 12; i++) await mxpertIn(state);
    const { status, body } = await directory(`states=${state}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ totalCount: 12, totalPages: 2, page: 1, limit: 10, resolvedState: null });
    expect(body.data.mxperts).toHaveLength(10);
    expect(Object.keys(body.data.mxperts[0]).sort()).toEqual(
      [
        'companyLogo',
        'companyName',
        'cxid',
        'id',
        'loanTypes',
        'nmlsId',
        'photo',
        'planOutcome',
        'responseTime',
        'rating',
        'scoresOptimized',
        'specializations',
        'user',
        'yearsExperience',
      ].sort(),
    );
    expect(Object.keys(body.data.mxperts[0].user)).toEqual(['name']);
    expect(JSON.stringify(body)).not.toMatch(/@|\(512\) 555|consent|approval/i);
  });

  it('takes a limit of at most 50', async () => {
    const state = freshState();
    for (let i = 0; i < 3; i++) await mxpertIn(state);
    expect((await directory(`states=${state}&limit=2`)).body.data).toMatchObject({ totalPages: 2, limit: 2 });
    expect((await directory(`states=${state}&limit=50`)).body.data.mxperts).toHaveLength(3);
    for (const bad of ['51', '0', 'ten']) {
      expect(await directory(`limit=${bad}`)).toEqual({
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'Limit must be between 1 and 50' },
      });
    }
    for (const bad of ['0', '-1', '1.5', 'x']) {
      expect(await directory(`page=${bad}`)).toEqual({
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'Page must be a positive whole number' },
      });
    }
  });

  it('lists only approved, onboarded professionals whose account is active', async () => {
    const state = freshState();
    const shown = await mxpertIn(state);
    await mxpertIn(state, { approvalStatus: 'pending', approvedAt: null });
    await mxpertIn(state, { approvalStatus: 'rejected' });
    await mxpertIn(state, { onboardCompleted: false, currentStep: 3 });
    const inactive = await createMxpert(t.db, { serviceAreas: [state] }, { isActive: false });
    expect(await listed(`states=${state}`)).toEqual([shown.cxid]);
    expect((await directory(`states=${state}`)).body.data.totalCount).toBe(1);

    await t.db.update(users).set({ isActive: true }).where(eq(users.id, inactive.user.id));
    expect((await listed(`states=${state}`)).sort()).toEqual([shown.cxid, inactive.profile.cxid].sort());
  });

  it('filters by states: licensed in any of them', async () => {
    const [a, b, c] = [freshState(), freshState(), freshState()];
    const inA = await mxpertIn(a as string);
    const inB = await mxpertIn(b as string);
    await mxpertIn(c as string);
    expect((await listed(`states=${a},${b}`)).sort()).toEqual([inA.cxid, inB.cxid].sort());
    // lower case and a repeated parameter work too
    expect((await listed(`states=${a?.toLowerCase()}&states=${b}`)).sort()).toEqual([inA.cxid, inB.cxid].sort());
  });

  it('filters by loan types, mortgage types and languages, all lists at once', async () => {
    const state = freshState();
    const fha = await mxpertIn(state, { loanTypes: ['fha'], specializations: ['purchase'], languages: ['english'] });
    const va = await mxpertIn(state, { loanTypes: ['va'], specializations: ['refi'], languages: ['english', 'spanish'] });
    const both = await mxpertIn(state, { loanTypes: ['fha', 'jumbo'], specializations: ['refi'], languages: ['korean'] });
    expect((await listed(`states=${state}&loanTypes=fha`)).sort()).toEqual([fha.cxid, both.cxid].sort());
    expect((await listed(`states=${state}&loanTypes=va,jumbo`)).sort()).toEqual([va.cxid, both.cxid].sort());
    expect((await listed(`states=${state}&mortgageTypes=refi`)).sort()).toEqual([va.cxid, both.cxid].sort());
    expect(await listed(`states=${state}&languages=spanish`)).toEqual([va.cxid]);
    expect(await listed(`states=${state}&loanTypes=fha&mortgageTypes=refi`)).toEqual([both.cxid]);
    expect(await listed(`states=${state}&loanTypes=FHA,fha&languages=korean,spanish&mortgageTypes=refi`)).toEqual([both.cxid]);
    expect(await listed(`states=${state}&loanTypes=usda`)).toEqual([]);
  });

  it('refuses more values than the caps allow, and unknown values', async () => {
    const cases: [string, string][] = [
      ['loanTypes=conventional,fha,usda,jumbo,va,construction', 'You can select up to 5 loan types'],
      ['mortgageTypes=purchase,refi,investment,first-time-home-buyer,reverse', 'You can select up to 4 mortgage types'],
      ['states=CA,CO,MD,NV,OR,WA,AR,MN,ND,WI,NE', 'You can select up to 10 states'],
      ['languages=english,spanish,mandarin,french,korean,japanese', 'You can select up to 5 languages'],
      ['loanTypes=payday', 'Unknown loan type: payday'],
      ['mortgageTypes=lease', 'Unknown mortgage type: lease'],
      ['states=XX', 'Unknown state: XX'],
      ['languages=klingon', 'Unknown language: klingon'],
    ];
    for (const [query, message] of cases)
      expect(await directory(query)).toEqual({ status: 400, body: { code: 'BAD_REQUEST', message } });
    const atCaps = [
      'loanTypes=conventional,fha,usda,jumbo,va',
      'mortgageTypes=purchase,refi,investment,first-time-home-buyer',
      'states=CA,CO,MD,NV,OR,WA,AR,MN,ND,WI',
      'languages=english,spanish,mandarin,french,korean',
      // duplicates count once
      'loanTypes=fha,fha,fha,fha,fha,fha',
    ];
    for (const query of atCaps) expect((await directory(query)).status).toBe(200);
  });

  it('resolves the search text to a state that joins the states filter', async () => {
    const [state, other] = [freshState(), freshState()] as [string, string];
    const here = await mxpertIn(state);
    const there = await mxpertIn(other);
    await mxpertIn(freshState());
    const { body } = await directory(`search=${encodeURIComponent(state)}`);
    expect(body.data).toMatchObject({ resolvedState: state, totalCount: 1 });
    expect(body.data.mxperts.map((m: { cxid: string }) => m.cxid)).toEqual([here.cxid]);
    expect((await listed(`search=${state}&states=${other}`)).sort()).toEqual([here.cxid, there.cxid].sort());
  });

  it("finds the Austin professional from 'Austin, TX', a Texas ZIP code or 'Texas'", async () => {
    const austin = await mxpertIn('TX', { companyName: 'Capitol Lending' });
    for (const search of ['Austin, TX', '78701', '787', 'Texas', 'austin']) {
      const { body } = await directory(`search=${encodeURIComponent(search)}&limit=50`);
      expect(body.data.resolvedState).toBe('TX');
      expect(body.data.mxperts.map((m: { cxid: string }) => m.cxid)).toContain(austin.cxid);
    }
  });

  it('looks for a name or company when the search text is not a place', async () => {
    const state = freshState();
    const byCompany = await mxpertIn(state, { companyName: 'Quillfeather Lending' });
    const byName = await mxpertIn(state, { fullName: 'Zebulon Quillfeather' });
    await mxpertIn(state, { companyName: 'Other Bank' });
    const { body } = await directory('search=quillfeather');
    expect(body.data.resolvedState).toBeNull();
    expect(body.data.mxperts.map((m: { cxid: string }) => m.cxid).sort()).toEqual([byCompany.cxid, byName.cxid].sort());
    expect(await listed('search=quill%25feather')).toEqual([]);
    expect(await listed('search=nobody-has-this-name')).toEqual([]);
    const tooLong = await directory(`search=${'a'.repeat(101)}`);
    expect(tooLong).toEqual({
      status: 400,
      body: { code: 'BAD_REQUEST', message: 'Search text must not exceed 100 characters' },
    });
  });

  it('finds a company by its name wherever it is licensed, not the small town of the same name', async () => {
    const golden = await mxpertIn(freshState(), { companyName: 'Golden Gate Home Lending' });
    await mxpertIn('IL', { companyName: 'Prairie Loans' });
    for (const search of ['Golden Gate', 'GOLDEN GATE', 'Golden Gate Home']) {
      const { body } = await directory(`search=${encodeURIComponent(search)}`);
      expect(body.data, search).toMatchObject({ resolvedState: null, nameMatches: 1, totalCount: 1 });
      expect(body.data.mxperts.map((m: { cxid: string }) => m.cxid)).toEqual([golden.cxid]);
    }
  });

  it('lists the professionals a place names first, wherever they are licensed, then the place', async () => {
    const hannah = await mxpertIn(freshState(), { fullName: 'Hannah Montana', scoresOptimized: 1 });
    const inMontana = await mxpertIn('MT', { scoresOptimized: 900 });
    const { body: montana } = await directory('states=MT&limit=50');
    const { body } = await directory('search=Montana&limit=50');
    expect(body.data).toMatchObject({ resolvedState: 'MT', nameMatches: 1, totalCount: montana.data.totalCount + 1 });
    const cxids = body.data.mxperts.map((m: { cxid: string }) => m.cxid);
    expect(cxids[0]).toBe(hannah.cxid);
    expect(cxids.slice(1)).toEqual(montana.data.mxperts.map((m: { cxid: string }) => m.cxid));
    expect(cxids).toContain(inMontana.cxid);
    // The pages run on from the name matches into the place.
    expect(await listed('search=Montana&limit=1&page=1')).toEqual([hannah.cxid]);
    expect(await listed('search=Montana&limit=1&page=2')).toEqual([montana.data.mxperts[0].cxid]);
    const past = await directory('search=Montana&limit=50&page=99');
    expect(past.status).toBe(200);
    expect(past.body.data).toMatchObject({ mxperts: [], totalCount: montana.data.totalCount + 1, nameMatches: 1 });
  });

  it('matches the names and companies a place names without regard to accents, apostrophes or punctuation', async () => {
    const state = freshState();
    const maria = await mxpertIn(state, { fullName: 'María González' });
    const sean = await mxpertIn(state, { fullName: "Sean O'Brien", companyName: 'Harbor & Bayview, LLC' });
    for (const [search, cxid] of [
      ['Gonzalez', maria.cxid],
      ['GONZÁLEZ', maria.cxid],
      ["O'Brien", sean.cxid],
      ['obrien', sean.cxid],
      ['Bayview', sean.cxid],
    ] as const) {
      const { body } = await directory(`search=${encodeURIComponent(search)}`);
      expect(
        body.data.mxperts.map((m: { cxid: string }) => m.cxid),
        search,
      ).toEqual([cxid]);
      expect(body.data.nameMatches, search).toBe(1);
    }
  });

  it('orders by scores optimized, then years of experience, then CXID, the same every time', async () => {
    const state = freshState();
    const low = await mxpertIn(state, { scoresOptimized: 10, yearsExperience: 30 });
    const topA = await mxpertIn(state, { scoresOptimized: 500, yearsExperience: 5, cxid: 'CXAAAAAAA2' });
    const topB = await mxpertIn(state, { scoresOptimized: 500, yearsExperience: 5, cxid: 'CXAAAAAAA1' });
    const mid = await mxpertIn(state, { scoresOptimized: 500, yearsExperience: 2 });
    const expected = [topB.cxid, topA.cxid, mid.cxid, low.cxid];
    expect(await listed(`states=${state}`)).toEqual(expected);
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(...(await listed(`states=${state}&limit=1&page=${page}`)));
    expect(pages).toEqual(expected);
  });

  it('answers an empty page past the end with the count', async () => {
    const state = freshState();
    await mxpertIn(state);
    const { body } = await directory(`states=${state}&page=7`);
    expect(body.data).toMatchObject({ mxperts: [], totalCount: 1, totalPages: 1, page: 7 });
  });
});

describe('GET /api/public/mxperts/{state}/{cxid}', () => {
  it('answers the public profile for a state or all', async () => {
    const { profile, user } = await createMxpert(t.db, {
      serviceAreas: ['TX', 'OK'],
      languages: ['english', 'spanish'],
      yearsUsingCreditXpert: 3,
    });
    for (const state of ['tx', 'TX', 'all', 'ca']) {
      const res = await t.request({ method: 'GET', url: `/api/public/mxperts/${state}/${profile.cxid}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        id: profile.id,
        cxid: profile.cxid,
        user: { name: user.name },
        photo: null,
        nmlsId: profile.nmlsId,
        companyName: 'Test Lending Co',
        companyLogo: null,
        companyAddress: '1 Main St, Austin, TX 78701',
        yearsExperience: 7,
        scoresOptimized: 120,
        yearsUsingCreditXpert: 3,
        serviceAreas: ['TX', 'OK'],
        loanTypes: ['conventional', 'fha'],
        specializations: ['purchase'],
        languages: ['english', 'spanish'],
        aboutMe: 'I help families improve their credit before they apply for a mortgage.',
        responseTime: null,
        rating: { average: null, count: 0 },
        planOutcome: null,
        paused: false,
      });
    }
  });

  it('answers 404 for a professional who is not public, an unknown CXID or a state that is not one', async () => {
    const pending = (await createMxpert(t.db, { approvalStatus: 'pending' })).profile;
    const inactive = (await createMxpert(t.db, {}, { isActive: false })).profile;
    const notOnboarded = (await createMxpert(t.db, { onboardCompleted: false })).profile;
    const shown = (await createMxpert(t.db)).profile;
    for (const url of [
      `/api/public/mxperts/tx/${pending.cxid}`,
      `/api/public/mxperts/tx/${inactive.cxid}`,
      `/api/public/mxperts/tx/${notOnboarded.cxid}`,
      '/api/public/mxperts/tx/CXNOTTHERE',
      `/api/public/mxperts/zz/${shown.cxid}`,
      `/api/public/mxperts/texas/${shown.cxid}`,
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'MortgageXpert not found' });
    }
  });
});
