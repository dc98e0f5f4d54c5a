import { PLAN_OUTCOME_TEXT, PLAN_TEXT } from '@mx/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, notifications, plans } from '../../src/db/schema.ts';
import { createCopRequest, createMxpert, signedInAs, signIn, TEST_PASSWORD } from '../helpers/factories.ts';
import { actionInput, call } from '../helpers/plans.ts';
import { buildTestApp, randomIp, sessionCookieOf, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The directory's answers are not cached here: each search reads the database.
  t = await buildTestApp({ config: { directoryCacheMs: 0 } });
});
afterAll(async () => {
  await t.close();
});

type Pro = Awaited<ReturnType<typeof createMxpert>>;

/** A published plan of a new client of the professional: starting Equifax 600, one action estimated min-max. */
async function clientPlan(pro: Pro, proCookie: string, estimate: [number, number]) {
  const client = await signedInAs(t, 'CONSUMER');
  const lead = await createCopRequest(t.db, pro.profile.id, { consumerUserId: client.user.id, email: client.user.email });
  const planId = (await call(t, 'POST', '/api/dashboard/plans', proCookie, { leadId: lead.id })).json().data.id as string;
  await call(t, 'PATCH', `/api/dashboard/plans/${planId}`, proCookie, {
    startingScores: { equifax: 600 },
    targetScore: 700,
    targetRepullOn: '2030-01-01',
  });
  await call(
    t,
    'POST',
    `/api/dashboard/plans/${planId}/actions`,
    proCookie,
    actionInput({ pointsMin: estimate[0], pointsMax: estimate[1] }),
  );
  expect((await call(t, 'POST', `/api/dashboard/plans/${planId}/publish`, proCookie, {})).statusCode).toBe(200);
  return { planId, client };
}

/** A new professional signed in, with a published plan for a new client per estimate. */
async function professionalWithPlans(name: string, ...estimates: [number, number][]) {
  const pro = await createMxpert(t.db, {}, { lastName: `${name}${Date.now()}` });
  const cookie = await signIn(t, pro.user.email);
  const made = [];
  for (const estimate of estimates) made.push(await clientPlan(pro, cookie, estimate));
  return { pro, cookie, made };
}

type Plan = Awaited<ReturnType<typeof clientPlan>>;

async function complete(plan: Plan, equifax: number) {
  const res = await call(t, 'POST', `/api/consumer/plans/${plan.planId}/complete`, plan.client.cookie, { scores: { equifax } });
  expect(res.statusCode, res.body).toBe(200);
}

async function publicFigures(pro: Pro) {
  const profile = await t.request({ method: 'GET', url: `/api/public/mxperts/tx/${pro.profile.cxid}` });
  expect(profile.statusCode).toBe(200);
  const search = await t.request({ method: 'GET', url: `/api/public/mxperts?search=${encodeURIComponent(pro.user.lastName)}` });
  const card = search.json().data.mxperts.find((m: { cxid: string }) => m.cxid === pro.profile.cxid);
  expect(card).toBeDefined();
  return { profile: profile.json().data.planOutcome, card: card.planOutcome };
}

describe("a professional's public outcome figures", () => {
  it('show nothing before three plans completed by their clients, then the count and the medians', async () => {
    const { pro, cookie, made } = await professionalWithPlans('Outcome', [10, 30], [40, 60], [0, 10], [100, 200]);
    const [a, b, c, closed] = made as [Plan, Plan, Plan, Plan];
    await call(t, 'POST', `/api/dashboard/plans/${closed.planId}/close`, cookie, { reason: 'The client stopped answering' });
    await clientPlan(pro, cookie, [100, 200]);

    await complete(a, 640);
    await complete(b, 700);
    expect(await publicFigures(pro)).toEqual({ profile: null, card: null });

    await complete(c, 610);
    // Gains 40, 100, 10: median 40; estimated 20, 50, 5: median 20. The closed and the active plan count for nothing.
    const expected = { completed: 3, medianGain: 40, medianEstimatedGain: 20 };
    expect(await publicFigures(pro)).toEqual({ profile: expected, card: expected });
    expect(PLAN_OUTCOME_TEXT.line(3, 40)).toBe('Plans completed: 3, median gain 40 points (scores confirmed by clients)');
  });
});

describe('plans that prove nothing in public', () => {
  it('completes a plan whose client signs in where the professional does, and counts it in no public figure', async () => {
    const pro = await createMxpert(t.db, {}, { lastName: `Shared${Date.now()}` });
    const shared = randomIp();
    const login = async (email: string, ip: string) => {
      const res = await t.request({ method: 'POST', url: '/api/auth/login', body: { email, password: TEST_PASSWORD }, ip });
      expect(res.statusCode, res.body).toBe(200);
      return sessionCookieOf(res);
    };
    const cookie = await login(pro.user.email, shared);
    await complete(await clientPlan(pro, cookie, [10, 30]), 650);
    await complete(await clientPlan(pro, cookie, [10, 30]), 660);
    // The third client is the professional at another account: same address.
    const own = await clientPlan(pro, cookie, [10, 30]);
    const ownCookie = await login(own.client.user.email, shared);
    const res = await t.request({
      method: 'POST',
      url: `/api/consumer/plans/${own.planId}/complete`,
      cookie: ownCookie,
      body: { scores: { equifax: 800 } },
      ip: shared,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('completed');
    const [row] = await t.db.select().from(plans).where(eq(plans.id, own.planId));
    expect(row).toMatchObject({ status: 'completed', outcomeWithheld: 'shared_address' });
    expect(await publicFigures(pro)).toEqual({ profile: null, card: null });
    // A third client of their own makes three that count.
    await complete(await clientPlan(pro, cookie, [10, 30]), 670);
    expect(await publicFigures(pro)).toEqual({
      profile: { completed: 3, medianGain: 60, medianEstimatedGain: 20 },
      card: { completed: 3, medianGain: 60, medianEstimatedGain: 20 },
    });
  });
});

describe('the COP request form’s optional questions', () => {
  it('stores the believed range, target score, timeline, loan amount and ZIP and shows them on the lead', async () => {
    const pro = await createMxpert(t.db);
    const client = await signedInAs(t, 'CONSUMER');
    const res = await t.request({
      method: 'POST',
      url: `/api/cop-requests/${pro.profile.cxid}`,
      cookie: client.cookie,
      body: {
        phone: '(512) 555-0148',
        preferredContact: 'email',
        mortgageProcess: 'purchasing-home',
        consent: true,
        believedScoreRange: '620-659',
        targetScore: '720',
        timeline: '6-12-months',
        loanAmount: 350000,
        zip: '78701',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(leads).where(eq(leads.mxpertProfileId, pro.profile.id));
    expect(row).toMatchObject({
      believedScoreRange: '620-659',
      targetScore: 720,
      timeline: '6-12-months',
      loanAmount: 350000,
      zip: '78701',
    });
    const inbox = await call(t, 'GET', '/api/dashboard/cop-requests/all', await signIn(t, pro.user.email));
    expect(inbox.json().copRequests[0]).toMatchObject({
      believedScoreRange: '620-659',
      targetScore: 720,
      timeline: '6-12-months',
      loanAmount: 350000,
      zip: '78701',
    });
  });

  it('leaves them out when not answered (empty fields) and refuses a wrong one with a plain sentence', async () => {
    const pro = await createMxpert(t.db);
    const client = await signedInAs(t, 'CONSUMER');
    const base = { phone: '(512) 555-0148', preferredContact: 'email', mortgageProcess: 'pre-qual', consent: true };
    const send = (extra: Record<string, unknown>) =>
      t.request({
        method: 'POST',
        url: `/api/cop-requests/${pro.profile.cxid}`,
        cookie: client.cookie,
        body: { ...base, ...extra },
      });
    const empty = await send({ believedScoreRange: '', targetScore: '', timeline: '', loanAmount: '', zip: '' });
    expect(empty.statusCode, empty.body).toBe(201);
    const [row] = await t.db.select().from(leads).where(eq(leads.mxpertProfileId, pro.profile.id));
    expect(row).toMatchObject({ believedScoreRange: null, targetScore: null, timeline: null, loanAmount: null, zip: null });
    for (const [extra, message] of [
      [{ zip: '7870' }, 'ZIP code must be 5 digits'],
      [{ targetScore: 900 }, 'Scores must be whole numbers from 300 to 850'],
      [{ loanAmount: 50 }, 'Loan amount must be a whole number of dollars from 1,000 to 10,000,000'],
      [{ timeline: 'yesterday' }, 'Please choose when you hope to buy or refinance'],
    ] as const) {
      const res = await send(extra);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
    }
  });
});

describe('a plan its professional closed', () => {
  it('is still completed by its client and counts in the public figures; nothing else changes it', async () => {
    const { pro, cookie, made } = await professionalWithPlans('Closed', [10, 30], [40, 60], [0, 10]);
    const [a, b, closed] = made as [Plan, Plan, Plan];
    await complete(a, 640);
    await complete(b, 700);
    // The client's check-in looks poor; the professional closes the plan at once.
    const close = await call(t, 'POST', `/api/dashboard/plans/${closed.planId}/close`, cookie, { reason: 'Nothing more to do' });
    expect(close.statusCode, close.body).toBe(200);
    const url = `/api/consumer/plans/${closed.planId}`;
    const view = (await call(t, 'GET', url, closed.client.cookie)).json().data;
    expect(view).toMatchObject({ status: 'closed', closeReason: 'Nothing more to do' });
    const actionId = view.plan.actions[0].id as string;

    // Closing ends the professional's work and the client's ticks, check-ins and uploads, as before.
    const checkpoint = { bureau: 'equifax', score: 590, readOn: '2026-02-01' };
    const clientWrites: [Parameters<typeof call>[1], string, unknown?][] = [
      ['POST', `${url}/actions/${actionId}/done`],
      ['POST', `${url}/checkpoints`, checkpoint],
    ];
    for (const [method, path, body] of clientWrites) {
      const res = await call(t, method, path, closed.client.cookie, body);
      expect(res.statusCode, `${method} ${path}`).toBe(409);
      expect(res.json()).toEqual({ code: 'CONFLICT', message: PLAN_TEXT.notActive });
    }
    const proUrl = `/api/dashboard/plans/${closed.planId}`;
    const proWrites: [Parameters<typeof call>[1], string, unknown?][] = [
      ['PATCH', proUrl, { targetScore: 710 }],
      ['POST', `${proUrl}/actions`, actionInput()],
      ['POST', `${proUrl}/publish`, {}],
      ['POST', `${proUrl}/checkpoints`, checkpoint],
      ['POST', `${proUrl}/close`, { reason: 'Again' }],
    ];
    for (const [method, path, body] of proWrites) {
      const res = await call(t, method, path, cookie, body);
      expect(res.statusCode, `${method} ${path}`).toBe(409);
      expect(res.json()).toEqual({ code: 'CONFLICT', message: PLAN_TEXT.notChangeable });
    }

    // The client still records the final scores, as on an active plan: the result counts.
    const done = await call(t, 'POST', `${url}/complete`, closed.client.cookie, { scores: { equifax: 620 } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'completed',
      finalScores: { equifax: 620 },
      completedAt: expect.any(String),
    });
    const [row] = await t.db.select().from(plans).where(eq(plans.id, closed.planId));
    expect(row).toMatchObject({ status: 'completed', gain: 20, estimatedGain: 5, outcomeWithheld: null });
    // Gains 40, 100, 20: median 40; estimated 20, 50, 5: median 20.
    const expected = { completed: 3, medianGain: 40, medianEstimatedGain: 20 };
    expect(await publicFigures(pro)).toEqual({ profile: expected, card: expected });

    // The professional hears of it as of any completion, and the client is invited to review.
    const [bell] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, pro.user.id), eq(notifications.type, 'plan_completed')))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(bell?.metadata).toMatchObject({ planId: closed.planId });
    const { rows } = (await t.db.execute(
      sql`select 1 from pgboss.job where name = 'review-invitation' and singleton_key = ${`plan:${closed.planId}`}`,
    )) as unknown as { rows: unknown[] };
    expect(rows).toHaveLength(1);

    // A completed plan stays final.
    const again = await call(t, 'POST', `${url}/complete`, closed.client.cookie, { scores: { equifax: 800 } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: PLAN_TEXT.alreadyCompleted });
    const reclose = await call(t, 'POST', `${proUrl}/close`, cookie, { reason: 'Again' });
    expect(reclose.statusCode).toBe(409);
    const [after] = await t.db.select().from(plans).where(eq(plans.id, closed.planId));
    expect(after).toMatchObject({ status: 'completed', gain: 20, equifaxFinal: 620 });
  });
});

describe('a plan completed after its professional closed it', () => {
  it('counts once, as completed, in every list and figure; both pages still say when and why it was closed', async () => {
    const { pro, cookie, made } = await professionalWithPlans('Reopened', [10, 30], [40, 60], [0, 10], [20, 40]);
    const [a, b, closed, stillClosed] = made as [Plan, Plan, Plan, Plan];
    await complete(a, 640);
    await complete(b, 700);
    for (const p of [closed, stillClosed]) {
      const res = await call(t, 'POST', `/api/dashboard/plans/${p.planId}/close`, cookie, { reason: 'Nothing more to do' });
      expect(res.statusCode, res.body).toBe(200);
    }
    await complete(closed, 620);

    // The row keeps the professional's closing beside the client's completion.
    const [row] = await t.db.select().from(plans).where(eq(plans.id, closed.planId));
    expect(row).toMatchObject({ status: 'completed', closeReason: 'Nothing more to do', gain: 20 });
    expect(row?.closedAt).toBeInstanceOf(Date);
    expect(row?.completedAt?.getTime()).toBeGreaterThanOrEqual(row?.closedAt?.getTime() ?? Infinity);

    // The professional's list: once under every status, once under Completed, never under Closed.
    const listed = async (status?: string) => {
      const res = await call(t, 'GET', `/api/dashboard/plans${status ? `?status=${status}` : ''}`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { plans: { id: string; status: string }[]; totalCount: number };
      return { total: data.totalCount, rows: data.plans.map((p) => [p.id, p.status]) };
    };
    const all = await listed();
    expect(all.total).toBe(4);
    expect(all.rows.filter(([id]) => id === closed.planId)).toEqual([[closed.planId, 'completed']]);
    const completedList = await listed('completed');
    expect(completedList.total).toBe(3);
    expect(completedList.rows.map(([id]) => id).sort()).toEqual([a.planId, b.planId, closed.planId].sort());
    expect(await listed('closed')).toEqual({ total: 1, rows: [[stillClosed.planId, 'closed']] });
    expect(await listed('active')).toEqual({ total: 0, rows: [] });

    // The client's list: one plan, completed.
    const mine = await call(t, 'GET', '/api/consumer/plans', closed.client.cookie);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.map((p: { id: string; status: string }) => [p.id, p.status])).toEqual([[closed.planId, 'completed']]);

    // Both pages answer completed, with the final scores, and keep the history: the professional closed it first.
    const history = {
      status: 'completed',
      finalScores: { equifax: 620, experian: null, transunion: null },
      completedAt: row?.completedAt?.toISOString(),
      closedAt: row?.closedAt?.toISOString(),
      closeReason: 'Nothing more to do',
    };
    const clientPage = await call(t, 'GET', `/api/consumer/plans/${closed.planId}`, closed.client.cookie);
    expect(clientPage.json().data).toMatchObject(history);
    const proPage = await call(t, 'GET', `/api/dashboard/plans/${closed.planId}`, cookie);
    expect(proPage.json().data).toMatchObject(history);

    // The public figures count it once with the two others; the plan still closed counts for nothing.
    // Gains 40, 100, 20: median 40; estimated 20, 50, 5: median 20.
    const expected = { completed: 3, medianGain: 40, medianEstimatedGain: 20 };
    expect(await publicFigures(pro)).toEqual({ profile: expected, card: expected });
  });
});
