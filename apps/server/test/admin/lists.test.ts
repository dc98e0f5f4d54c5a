import { randomBytes } from 'node:crypto';
import type { AdminMxpertRow } from '@mx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCopRequest, createMessage, createMxpert, type ProfileOverrides, signedInAs } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = (await signedInAs(t, 'ADMIN')).cookie;
});
afterAll(async () => {
  await t.close();
});

/** A company name no other test uses, so each test searches its own professionals. */
const uniqueCompany = () => `Firm ${randomBytes(4).toString('hex')}`;

async function get(url: string) {
  const res = await t.request({ method: 'GET', url, cookie });
  return { status: res.statusCode, body: res.json() };
}

const list = async (url: string) => {
  const res = await get(url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { mxperts: AdminMxpertRow[]; totalCount: number; totalPages: number; page: number };
};

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('GET /api/admin/mxperts (New MortgageXperts)', () => {
  it('splits pending professionals into onboarding complete and incomplete; approved and rejected are in neither', async () => {
    const company = uniqueCompany();
    const complete = await createMxpert(t.db, { companyName: company, approvalStatus: 'pending', approvedAt: null });
    const started = await createMxpert(t.db, {
      companyName: company,
      approvalStatus: 'pending',
      approvedAt: null,
      onboardCompleted: false,
      currentStep: 3,
    });
    await createMxpert(t.db, { companyName: company });
    await createMxpert(t.db, { companyName: company, approvalStatus: 'rejected', approvedAt: null });

    const done = await list(`/api/admin/mxperts?status=pending_completed&search=${encodeURIComponent(company)}`);
    expect(done.mxperts.map((m) => m.id)).toEqual([complete.profile.id]);
    expect(done.totalCount).toBe(1);
    const open = await list(`/api/admin/mxperts?status=pending_incomplete&search=${encodeURIComponent(company)}`);
    expect(open.mxperts.map((m) => m.id)).toEqual([started.profile.id]);
    expect(open.mxperts[0]).toMatchObject({ onboardCompleted: false, currentStep: 3, approvalStatus: 'pending' });
  });

  it('defaults to the onboarding-complete tab', async () => {
    const company = uniqueCompany();
    const complete = await createMxpert(t.db, { companyName: company, approvalStatus: 'pending', approvedAt: null });
    const data = await list(`/api/admin/mxperts?search=${encodeURIComponent(company)}`);
    expect(data.mxperts.map((m) => m.id)).toEqual([complete.profile.id]);
  });

  it('answers the table columns and the counts of messages and requests', async () => {
    const company = uniqueCompany();
    const { user, profile } = await createMxpert(
      t.db,
      { companyName: company, approvalStatus: 'pending', approvedAt: null, serviceAreas: ['CA', 'NV', 'OR', 'WA'] },
      { firstName: 'Priya', lastName: 'Raman' },
    );
    await createMessage(t.db, profile.id);
    await createCopRequest(t.db, profile.id);
    await createCopRequest(t.db, profile.id);
    const [row] = (await list(`/api/admin/mxperts?search=${encodeURIComponent(company)}`)).mxperts;
    expect(row).toMatchObject({
      id: profile.id,
      cxid: profile.cxid,
      nmlsId: profile.nmlsId,
      companyName: company,
      serviceAreas: ['CA', 'NV', 'OR', 'WA'],
      user: { name: 'Priya Raman', email: user.email, isActive: true },
      receivedMessages: 1,
      copRequests: 2,
    });
    expect(Date.parse(row?.createdAt ?? '')).not.toBeNaN();
  });

  it('searches name, e-mail, NMLS ID, company and CXID, without case, taking % and _ literally', async () => {
    const company = uniqueCompany();
    const { user, profile } = await createMxpert(
      t.db,
      { companyName: company, approvalStatus: 'pending', approvedAt: null, fullName: 'Zoltan Quimby' },
      { firstName: 'Zoltan', lastName: 'Quimby' },
    );
    for (const term of ['zoltan qui', user.email.toUpperCase(), profile.nmlsId, company.toLowerCase(), profile.cxid]) {
      const data = await list(`/api/admin/mxperts?search=${encodeURIComponent(term)}`);
      expect(
        data.mxperts.map((m) => m.id),
        term,
      ).toEqual([profile.id]);
    }
    expect((await list('/api/admin/mxperts?search=%25')).totalCount).toBe(0);
    expect((await list('/api/admin/mxperts?search=_')).totalCount).toBe(0);
  });

  it('pages 10 at a time, newest sign-up first', async () => {
    const company = uniqueCompany();
    const made = [];
    for (let i = 0; i < 12; i++) {
      made.push(
        await createMxpert(t.db, {
          companyName: company,
          approvalStatus: 'pending',
          approvedAt: null,
          createdAt: minutesAgo(60 - i),
        }),
      );
    }
    const newestFirst = made.map((m) => m.profile.id).reverse();
    const search = `search=${encodeURIComponent(company)}`;
    const first = await list(`/api/admin/mxperts?${search}`);
    expect(first).toMatchObject({ totalCount: 12, totalPages: 2, page: 1 });
    expect(first.mxperts.map((m) => m.id)).toEqual(newestFirst.slice(0, 10));
    const second = await list(`/api/admin/mxperts?${search}&page=2`);
    expect(second.mxperts.map((m) => m.id)).toEqual(newestFirst.slice(10));
    const beyond = await list(`/api/admin/mxperts?${search}&page=3`);
    expect(beyond).toMatchObject({ mxperts: [], totalCount: 12, totalPages: 2, page: 3 });
    expect((await list(`/api/admin/mxperts?${search}&limit=5&page=3`)).mxperts).toHaveLength(2);
  });

  it('refuses a bad page, limit or status with a message', async () => {
    expect(await get('/api/admin/mxperts?page=0')).toEqual({
      status: 400,
      body: { code: 'BAD_REQUEST', message: 'Page must be a positive number' },
    });
    expect(await get('/api/admin/mxperts?page=abc')).toEqual({
      status: 400,
      body: { code: 'BAD_REQUEST', message: 'Page must be a positive number' },
    });
    expect(await get('/api/admin/mxperts?limit=51')).toEqual({
      status: 400,
      body: { code: 'BAD_REQUEST', message: 'Limit must be between 1 and 50' },
    });
    expect(await get('/api/admin/mxperts?status=rejected')).toEqual({
      status: 400,
      body: { code: 'BAD_REQUEST', message: 'Status must be pending_completed, pending_incomplete, approved, suspended or all' },
    });
    expect((await get(`/api/admin/mxperts?search=${'x'.repeat(101)}`)).status).toBe(400);
  });
});

describe('one list of professionals: GET /api/admin/mxperts by status', () => {
  it('answers approved, suspended and all exactly as /api/admin/mortgagexperts does, and each pending tab, never a rejected one', async () => {
    const company = uniqueCompany();
    const q = `search=${encodeURIComponent(company)}`;
    const pending = await createMxpert(t.db, { companyName: company, approvalStatus: 'pending', approvedAt: null });
    const started = await createMxpert(t.db, {
      companyName: company,
      approvalStatus: 'pending',
      approvedAt: null,
      onboardCompleted: false,
      currentStep: 2,
    });
    const older = await createMxpert(t.db, { companyName: company, approvedAt: minutesAgo(30) });
    const newer = await createMxpert(t.db, { companyName: company, approvedAt: minutesAgo(5) });
    const suspended = await createMxpert(t.db, { companyName: company, approvalStatus: 'suspended', approvedAt: minutesAgo(60) });
    await createMxpert(t.db, { companyName: company, approvalStatus: 'rejected', approvedAt: null });

    const expected: Record<string, string[]> = {
      approved: [newer.profile.id, older.profile.id],
      suspended: [suspended.profile.id],
      all: [newer.profile.id, older.profile.id, suspended.profile.id],
    };
    for (const [status, ids] of Object.entries(expected)) {
      const one = await list(`/api/admin/mxperts?${q}&status=${status}`);
      expect(one.mxperts.map((m) => m.id)).toEqual(ids);
      expect(one).toEqual(await list(`/api/admin/mortgagexperts?${q}&status=${status}`));
    }
    expect((await list(`/api/admin/mxperts?${q}&status=pending_completed`)).mxperts.map((m) => m.id)).toEqual([
      pending.profile.id,
    ]);
    expect((await list(`/api/admin/mxperts?${q}&status=pending_incomplete`)).mxperts.map((m) => m.id)).toEqual([
      started.profile.id,
    ]);
  });

  it('narrows every status by the same filters', async () => {
    const company = uniqueCompany();
    const q = `search=${encodeURIComponent(company)}`;
    const inCa = await createMxpert(t.db, {
      companyName: company,
      approvalStatus: 'pending',
      approvedAt: null,
      serviceAreas: ['CA'],
    });
    await createMxpert(t.db, { companyName: company, approvalStatus: 'pending', approvedAt: null, serviceAreas: ['TX'] });
    const approvedInCa = await createMxpert(t.db, { companyName: company, serviceAreas: ['CA', 'NV'] });
    await createMxpert(t.db, { companyName: company, serviceAreas: ['TX'] });
    const ids = async (url: string) => (await list(url)).mxperts.map((m) => m.id);
    expect(await ids(`/api/admin/mxperts?${q}&state=CA`)).toEqual([inCa.profile.id]);
    expect(await ids(`/api/admin/mxperts?${q}&state=CA&status=approved`)).toEqual([approvedInCa.profile.id]);
  });
});

describe('GET /api/admin/mortgagexperts (approved, kept for compatibility)', () => {
  async function approved(company: string, profile: ProfileOverrides) {
    return (await createMxpert(t.db, { companyName: company, ...profile })).profile.id;
  }
  const search = (company: string, filters = '') =>
    list(`/api/admin/mortgagexperts?search=${encodeURIComponent(company)}${filters}`);
  const ids = (data: { mxperts: AdminMxpertRow[] }) => data.mxperts.map((m) => m.id).sort();

  it('lists approved professionals only, most recently approved first, with their counts', async () => {
    const company = uniqueCompany();
    const older = await approved(company, { approvedAt: minutesAgo(30) });
    const newer = await approved(company, { approvedAt: minutesAgo(5) });
    await approved(company, { approvalStatus: 'pending', approvedAt: null });
    await approved(company, { approvalStatus: 'rejected', approvedAt: null });
    await createMessage(t.db, newer);
    await createMessage(t.db, newer);
    await createCopRequest(t.db, older);
    const data = await search(company);
    expect(data.mxperts.map((m) => m.id)).toEqual([newer, older]);
    expect(data.totalCount).toBe(2);
    expect(data.mxperts.map((m) => [m.receivedMessages, m.copRequests])).toEqual([
      [2, 0],
      [0, 1],
    ]);
  });

  it('filters by licensed state', async () => {
    const company = uniqueCompany();
    const ca = await approved(company, { serviceAreas: ['NV', 'CA'] });
    await approved(company, { serviceAreas: ['TX'] });
    expect(ids(await search(company, '&state=CA'))).toEqual([ca]);
  });

  it('filters by mortgage type', async () => {
    const company = uniqueCompany();
    const refi = await approved(company, { specializations: ['purchase', 'refi'] });
    await approved(company, { specializations: ['investment'] });
    expect(ids(await search(company, '&mortgageType=refi'))).toEqual([refi]);
  });

  it('filters by loan type', async () => {
    const company = uniqueCompany();
    const va = await approved(company, { loanTypes: ['va'] });
    await approved(company, { loanTypes: ['fha', 'jumbo'] });
    expect(ids(await search(company, '&loanType=va'))).toEqual([va]);
  });

  it('filters by experience bucket, both ends included', async () => {
    const company = uniqueCompany();
    const byYears = new Map<number, string>();
    for (const years of [0, 5, 6, 10, 11, 20, 21, 40]) byYears.set(years, await approved(company, { yearsExperience: years }));
    const expected: [string, number[]][] = [
      ['0-5', [0, 5]],
      ['6-10', [6, 10]],
      ['11-20', [11, 20]],
      ['21%2B', [21, 40]],
    ];
    for (const [bucket, years] of expected) {
      expect(ids(await search(company, `&experience=${bucket}`)), bucket).toEqual(years.map((y) => byYears.get(y)).sort());
    }
  });

  it('filters by years using the credit tool (1, 2, 3, 4+)', async () => {
    const company = uniqueCompany();
    const byYears = new Map<number | null, string>();
    for (const years of [null, 0, 1, 2, 3, 4, 9]) byYears.set(years, await approved(company, { yearsUsingCreditXpert: years }));
    const expected: [string, number[]][] = [
      ['1', [1]],
      ['2', [2]],
      ['3', [3]],
      ['4%2B', [4, 9]],
    ];
    for (const [bucket, years] of expected) {
      expect(ids(await search(company, `&creditXpert=${bucket}`)), bucket).toEqual(years.map((y) => byYears.get(y)).sort());
    }
  });

  it("omits every filter whose value is 'all', and combines the others", async () => {
    const company = uniqueCompany();
    const match = await approved(company, {
      serviceAreas: ['TX'],
      specializations: ['purchase'],
      loanTypes: ['fha'],
      yearsExperience: 8,
      yearsUsingCreditXpert: 5,
    });
    const other = await approved(company, { serviceAreas: ['TX'], loanTypes: ['va'], yearsExperience: 8 });
    const all = '&state=all&mortgageType=all&loanType=all&experience=all&creditXpert=all';
    expect(ids(await search(company, all))).toEqual([match, other].sort());
    expect(ids(await search(company, '&state=TX&mortgageType=purchase&loanType=fha&experience=6-10&creditXpert=4%2B'))).toEqual([
      match,
    ]);
    expect((await search(company, '&state=TX&loanType=usda')).totalCount).toBe(0);
  });

  it('pages 10 at a time', async () => {
    const company = uniqueCompany();
    for (let i = 0; i < 11; i++) await approved(company, { approvedAt: minutesAgo(i) });
    const first = await search(company);
    expect(first).toMatchObject({ totalCount: 11, totalPages: 2 });
    expect(first.mxperts).toHaveLength(10);
    expect((await search(company, '&page=2')).mxperts).toHaveLength(1);
  });

  it('refuses a filter value outside its list', async () => {
    expect(await get('/api/admin/mortgagexperts?state=XX')).toEqual({
      status: 400,
      body: { code: 'BAD_REQUEST', message: 'Please select a valid state' },
    });
    expect(await get('/api/admin/mortgagexperts?experience=5-9')).toEqual({
      status: 400,
      body: { code: 'BAD_REQUEST', message: 'Please select a valid experience range' },
    });
    expect((await get('/api/admin/mortgagexperts?creditXpert=7')).status).toBe(400);
    expect((await get('/api/admin/mortgagexperts?loanType=cash')).status).toBe(400);
    expect((await get('/api/admin/mortgagexperts?mortgageType=boat')).status).toBe(400);
  });
});
