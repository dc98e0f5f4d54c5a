import { type ReportData, US_STATES } from '@mx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rangeStart } from '../../src/modules/reports/report.ts';
import { createCopRequest, createMessage, createMxpert, signedInAs } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * One known data set for the whole file (its own database), so every figure of the report can be
 * asserted exactly.
 */
let t: TestApp;
let cookie: string;

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

beforeAll(async () => {
  t = await buildTestApp();
  cookie = (await signedInAs(t, 'ADMIN')).cookie;

  const golden = await createMxpert(t.db, {
    companyName: 'Golden Gate Home Lending',
    yearsExperience: 12,
    serviceAreas: ['CA', 'NV'],
    createdAt: daysAgo(400),
  });
  await createMxpert(t.db, {
    companyName: 'Golden Gate Home Lending',
    yearsExperience: 7,
    serviceAreas: ['CA'],
    createdAt: daysAgo(400),
  });
  await createMxpert(t.db, { companyName: 'Lone Star Mortgage', yearsExperience: 8, serviceAreas: ['TX'] });
  // Not approved: counted in the status bars only.
  await createMxpert(t.db, {
    approvalStatus: 'pending',
    approvedAt: null,
    companyName: 'Sunshine Lending',
    serviceAreas: ['FL'],
  });
  await createMxpert(t.db, {
    approvalStatus: 'rejected',
    approvedAt: null,
    companyName: 'Sunshine Lending',
    serviceAreas: ['FL'],
  });
  await createMxpert(t.db, { approvalStatus: 'rejected', approvedAt: null, companyName: null, serviceAreas: [] });
  // Approved without a company name yet: not a company.
  await createMxpert(t.db, { companyName: null, serviceAreas: ['OR'], createdAt: daysAgo(400) });

  const to = golden.profile.id;
  await createMessage(t.db, to, { helpType: 'first-time-buyer', state: 'CA', createdAt: daysAgo(3) });
  await createMessage(t.db, to, { helpType: 'first-time-buyer', state: null, createdAt: daysAgo(3) });
  await createMessage(t.db, to, { helpType: 'consultation', state: 'NV', createdAt: daysAgo(20) });
  await createMessage(t.db, to, { helpType: 'refinancing', state: 'CA', createdAt: daysAgo(60) });
  await createMessage(t.db, to, { helpType: 'credit-optimization', state: 'TX', createdAt: daysAgo(200) });
  await createMessage(t.db, to, { helpType: 'consultation', state: 'CA', createdAt: daysAgo(400) });
  await createCopRequest(t.db, to, { mortgageProcess: 'pre-qual', state: 'CA', createdAt: daysAgo(2) });
  await createCopRequest(t.db, to, { mortgageProcess: 'refinance', state: 'TX', createdAt: daysAgo(100) });
});
afterAll(async () => {
  await t.close();
});

async function report(query = ''): Promise<ReportData> {
  const res = await t.request({ method: 'GET', url: `/api/admin/reports${query}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.success).toBe(true);
  expect(typeof body.message).toBe('string');
  return body.data;
}

const countsOf = (pairs: { count: number }[], key: 'type' | 'process') =>
  Object.fromEntries(pairs.map((p) => [(p as unknown as Record<string, string>)[key], p.count]));

describe('GET /api/admin/reports', () => {
  it('covers the last 30 days by default', async () => {
    const data = await report();
    expect(data.range).toBe(30);
    expect(data.from).toBe(rangeStart(30, new Date()).toISOString());
    expect(data.messages.total).toBe(3);
  });

  it('counts the professionals by state of approval, and the new ones', async () => {
    const { mortgageXperts } = await report('?range=7');
    expect(mortgageXperts).toEqual({ total: 7, newThisMonth: 4, newInRange: 4, approved: 4, pending: 1, rejected: 2 });
  });

  it.each([
    [7, 2, { 'first-time-buyer': 2 }, 1, { 'pre-qual': 1 }],
    [30, 3, { 'first-time-buyer': 2, consultation: 1 }, 1, { 'pre-qual': 1 }],
    [90, 4, { 'first-time-buyer': 2, consultation: 1, refinancing: 1 }, 1, { 'pre-qual': 1 }],
    [
      365,
      5,
      { 'first-time-buyer': 2, consultation: 1, refinancing: 1, 'credit-optimization': 1 },
      2,
      { 'pre-qual': 1, refinance: 1 },
    ],
  ])(
    'range=%i counts the messages by help type and the requests by process received within it',
    async (range, messages, byType, requests, byProcess) => {
      const data = await report(`?range=${range}`);
      expect(data.range).toBe(range);
      expect(data.messages.total).toBe(messages);
      expect(data.requests.total).toBe(requests);
      // Every help type and process is listed, with zero when nothing came in; largest first.
      expect(data.messages.byHelpType).toHaveLength(6);
      expect(data.requests.byMortgageProcess).toHaveLength(3);
      const types = countsOf(data.messages.byHelpType, 'type');
      for (const [type, n] of Object.entries(types)) expect(n, type).toBe((byType as Record<string, number>)[type] ?? 0);
      const processes = countsOf(data.requests.byMortgageProcess, 'process');
      for (const [p, n] of Object.entries(processes)) expect(n, p).toBe((byProcess as Record<string, number>)[p] ?? 0);
      const counts = data.messages.byHelpType.map((b) => b.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    },
  );

  it('lists the states with the most approved professionals, with the traffic from each in the range', async () => {
    const { geographic } = await report('?range=365');
    expect(geographic.slice(0, 3)).toEqual([
      { state: 'CA', mxpertCount: 2, messageCount: 2, requestCount: 1 },
      { state: 'NV', mxpertCount: 1, messageCount: 1, requestCount: 0 },
      { state: 'TX', mxpertCount: 1, messageCount: 1, requestCount: 1 },
    ]);
    expect(geographic.find((g) => g.state === 'FL')).toBeUndefined();
    const week = await report('?range=7');
    expect(week.geographic[0]).toEqual({ state: 'CA', mxpertCount: 2, messageCount: 1, requestCount: 1 });
  });

  it('ranks companies by approved professionals with their average experience', async () => {
    const { companyStats } = await report();
    expect(companyStats).toEqual([
      { company: 'Golden Gate Home Lending', mxpertCount: 2, avgExperience: 9.5 },
      { company: 'Lone Star Mortgage', mxpertCount: 1, avgExperience: 8 },
    ]);
  });

  it('keeps the geographic table to 8 states and the companies to 10', async () => {
    const states = US_STATES.slice(0, 12).map((s) => s.code);
    for (let i = 0; i < 12; i++) {
      await createMxpert(t.db, {
        companyName: `Company ${String(i).padStart(2, '0')}`,
        serviceAreas: states,
        yearsExperience: i,
      });
    }
    const data = await report();
    expect(data.geographic).toHaveLength(8);
    expect(data.geographic[0]?.state).toBe('CA');
    expect(data.companyStats).toHaveLength(10);
    expect(data.companyStats[0]).toEqual({ company: 'Golden Gate Home Lending', mxpertCount: 2, avgExperience: 9.5 });
  });

  it('includes the first moment of the range and nothing before it', async () => {
    const pro = await createMxpert(t.db, { serviceAreas: ['WY'] });
    const from = rangeStart(7, new Date());
    const before = await report('?range=7');
    await createMessage(t.db, pro.profile.id, { helpType: 'investment-property', state: 'WY', createdAt: from });
    await createMessage(t.db, pro.profile.id, {
      helpType: 'investment-property',
      state: 'WY',
      createdAt: new Date(from.getTime() - 1),
    });
    const after = await report('?range=7');
    expect(after.messages.total).toBe(before.messages.total + 1);
  });

  it('refuses any other range', async () => {
    for (const range of ['14', '0', 'all', '-7']) {
      const res = await t.request({ method: 'GET', url: `/api/admin/reports?range=${range}`, cookie });
      expect(res.statusCode, range).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Range must be 7, 30, 90 or 365 days' });
    }
  });
});

describe('rangeStart', () => {
  it('is the start (UTC) of the day range-1 days before today', () => {
    const now = new Date('2026-03-10T15:30:00Z');
    expect(rangeStart(7, now).toISOString()).toBe('2026-03-04T00:00:00.000Z');
    expect(rangeStart(30, now).toISOString()).toBe('2026-02-09T00:00:00.000Z');
    expect(rangeStart(365, now).toISOString()).toBe('2025-03-11T00:00:00.000Z');
  });
});
