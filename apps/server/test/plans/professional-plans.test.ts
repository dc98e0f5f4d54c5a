import { ADMIN_OPS_TEXT, ONBOARDING_TEXT, PLAN_TEXT } from '@mx/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mxpertProfiles, notifications, planActions, planCheckpoints, plans, users } from '../../src/db/schema.ts';
import { createCopRequest, createMessage, createMxpert, lastEmailTo, signIn, uniqueEmail } from '../helpers/factories.ts';
import { actionInput, call, planScenario, publishedPlan, READY_FIELDS, startPlan } from '../helpers/plans.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const planUrl = (id: string) => `/api/dashboard/plans/${id}`;

describe('starting a plan from a lead', () => {
  it('starts a draft from a COP request, prefilled with the target score and loan amount the client gave', async () => {
    const s = await planScenario(t, {
      cop: { believedScoreRange: '620-659', targetScore: 720, timeline: '3-6-months', loanAmount: 320_000, zip: '78701' },
    });
    const id = await startPlan(t, s);
    const res = await call(t, 'GET', planUrl(id), s.proCookie);
    expect(res.statusCode).toBe(200);
    const plan = res.json().data;
    expect(plan).toMatchObject({
      status: 'draft',
      version: 0,
      versions: [],
      lead: {
        kind: 'cop_request',
        id: s.leadId,
        firstName: 'Riley',
        believedScoreRange: '620-659',
        targetScore: 720,
        timeline: '3-6-months',
        loanAmount: 320_000,
        zip: '78701',
      },
      draft: { targetScore: 720, loanAmount: 320_000, actions: [], summary: '' },
    });
  });

  it('starts a plan from a message too', async () => {
    const s = await planScenario(t, { kind: 'message' });
    const id = await startPlan(t, s);
    const [row] = await t.db.select().from(plans).where(eq(plans.id, id));
    expect(row).toMatchObject({ leadId: s.leadId, mxpertProfileId: s.pro.profile.id, status: 'draft' });
  });

  it('refuses a second plan for the same lead (409) and keeps one row', async () => {
    const s = await planScenario(t);
    await startPlan(t, s);
    const again = await call(t, 'POST', '/api/dashboard/plans', s.proCookie, { leadId: s.leadId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: PLAN_TEXT.alreadyHasPlan });
    expect(await t.db.select().from(plans).where(eq(plans.leadId, s.leadId))).toHaveLength(1);
  });

  it("answers 404 for another professional's lead and an unknown one, and 400 for a malformed id", async () => {
    const s = await planScenario(t);
    const other = await createMxpert(t.db);
    const theirs = await createCopRequest(t.db, other.profile.id);
    for (const leadId of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await call(t, 'POST', '/api/dashboard/plans', s.proCookie, { leadId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: PLAN_TEXT.leadNotFound });
    }
    const bad = await call(t, 'POST', '/api/dashboard/plans', s.proCookie, { leadId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(PLAN_TEXT.leadId);
  });
});

describe('ownership', () => {
  it("answers 404 to every route of another professional's plan and changes nothing", async () => {
    const s = await planScenario(t);
    const { planId, actionIds } = await publishedPlan(t, s);
    const other = await createMxpert(t.db);
    const cookie = await signIn(t, other.user.email);
    const calls: [Parameters<typeof call>[1], string, unknown?][] = [
      ['GET', planUrl(planId)],
      ['PATCH', planUrl(planId), { targetScore: 800 }],
      ['POST', `${planUrl(planId)}/actions`, actionInput()],
      ['PATCH', `${planUrl(planId)}/actions/${actionIds[0]}`, { pointsMax: 30 }],
      ['DELETE', `${planUrl(planId)}/actions/${actionIds[0]}`],
      ['POST', `${planUrl(planId)}/publish`, { note: '' }],
      ['POST', `${planUrl(planId)}/close`, { reason: 'No longer needed' }],
      ['POST', `${planUrl(planId)}/checkpoints`, { bureau: 'equifax', score: 700, readOn: '2026-01-01' }],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(t, method, url, cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: PLAN_TEXT.notFound });
    }
    const [row] = await t.db.select().from(plans).where(eq(plans.id, planId));
    expect(row).toMatchObject({ targetScore: 700, status: 'active', version: 1 });
  });

  it('lists only the professional’s own plans, by status, a page at a time', async () => {
    const s = await planScenario(t);
    const draft = await startPlan(t, s);
    const s2 = await planScenario(t);
    await startPlan(t, s2);
    const second = await createCopRequest(t.db, s.pro.profile.id, { firstName: 'Ada', lastName: 'King' });
    const res2 = await call(t, 'POST', '/api/dashboard/plans', s.proCookie, { leadId: second.id });
    const activeId = res2.json().data.id as string;
    await call(t, 'PATCH', planUrl(activeId), s.proCookie, READY_FIELDS);
    await call(t, 'POST', `${planUrl(activeId)}/actions`, s.proCookie, actionInput({ dueOn: '2030-02-01' }));
    await call(t, 'POST', `${planUrl(activeId)}/publish`, s.proCookie, {});

    const all = await call(t, 'GET', '/api/dashboard/plans', s.proCookie);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.totalCount).toBe(2);
    expect(
      all
        .json()
        .data.plans.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([draft, activeId].sort());
    const active = await call(t, 'GET', '/api/dashboard/plans?status=active', s.proCookie);
    expect(active.json().data).toMatchObject({
      totalCount: 1,
      totalPages: 1,
      page: 1,
      plans: [
        {
          id: activeId,
          status: 'active',
          clientName: 'Ada King',
          leadKind: 'cop_request',
          version: 1,
          actionsDone: 0,
          actionsTotal: 1,
          nextDue: { accountLabel: 'Visa card', dueOn: '2030-02-01' },
        },
      ],
    });
    // The same statement, asked again with another status and by another professional, answers for them.
    const drafts = await call(t, 'GET', '/api/dashboard/plans?status=draft', s.proCookie);
    expect(drafts.json().data.plans.map((p: { id: string }) => p.id)).toEqual([draft]);
    const othersList = await call(t, 'GET', '/api/dashboard/plans', s2.proCookie);
    expect(othersList.json().data.totalCount).toBe(1);
    expect(othersList.json().data.plans.map((p: { id: string }) => p.id)).not.toContain(draft);
    expect((await call(t, 'GET', '/api/dashboard/plans?status=finished', s.proCookie)).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/dashboard/plans?page=2', s.proCookie)).json().data.plans).toEqual([]);
  });
});

describe('the professional’s plan list, page after page', () => {
  it('answers each page with its own plans and the same total', async () => {
    const s = await planScenario(t);
    const ids = [await startPlan(t, s)];
    for (let i = 0; i < 21; i++) {
      const lead = await createCopRequest(t.db, s.pro.profile.id, { firstName: `Client${i}`, lastName: 'Page' });
      ids.push((await call(t, 'POST', '/api/dashboard/plans', s.proCookie, { leadId: lead.id })).json().data.id);
    }
    const first = (await call(t, 'GET', '/api/dashboard/plans', s.proCookie)).json().data;
    const second = (await call(t, 'GET', '/api/dashboard/plans?page=2', s.proCookie)).json().data;
    expect([first.totalCount, first.totalPages, second.totalCount, second.page]).toEqual([22, 2, 22, 2]);
    expect(first.plans).toHaveLength(20);
    expect(second.plans).toHaveLength(2);
    const listed = [...first.plans, ...second.plans].map((p: { id: string }) => p.id);
    expect([...listed].sort()).toEqual([...ids].sort());
    const drafts = (await call(t, 'GET', '/api/dashboard/plans?status=draft&page=2', s.proCookie)).json().data;
    expect(drafts.plans.map((p: { id: string }) => p.id)).toEqual(second.plans.map((p: { id: string }) => p.id));
    expect((await call(t, 'GET', '/api/dashboard/plans?page=3', s.proCookie)).json().data).toMatchObject({
      plans: [],
      totalCount: 22,
    });
  });
});

describe('the professional’s plan list, each plan’s figures', () => {
  it('counts live and done actions and names the first open one, however many actions and checkpoints a plan has', async () => {
    const s = await planScenario(t);
    const { planId, actionIds } = await publishedPlan(t, s, 3);
    const ticked = await call(t, 'POST', `/api/consumer/plans/${planId}/actions/${actionIds[0]}/done`, s.client.cookie);
    expect(ticked.statusCode, ticked.body).toBe(200);
    // 45 more actions: the first 15 done, the last 5 removed from the draft; among the rest, two open
    // ones share the earliest due date (the lower position comes first), and a removed and a done one
    // fall due earlier still.
    const dueOn = (k: number) =>
      ({ 0: '2028-06-01', 20: '2029-05-01', 30: '2029-05-01', 40: '2028-01-01' })[k] ?? `2031-0${(k % 9) + 1}-01`;
    await t.db.insert(planActions).values(
      Array.from({ length: 45 }, (_, k) => ({
        planId,
        position: 3 + k,
        accountLabel: `Extra ${k}`,
        kind: 'pay-down',
        pointsMin: 1,
        pointsMax: 5,
        dueOn: dueOn(k),
        doneAt: k < 15 ? new Date('2026-01-05T10:00:00Z') : null,
        deletedAt: k >= 40 ? new Date('2026-01-06T10:00:00Z') : null,
      })),
    );
    await t.db.insert(planCheckpoints).values(
      Array.from({ length: 60 }, (_, k) => ({
        planId,
        bureau: (['equifax', 'experian', 'transunion'] as const)[k % 3] as 'equifax',
        score: 600 + k,
        readOn: `2026-0${(k % 9) + 1}-10`,
        recordedBy: 'consumer' as const,
      })),
    );
    // A draft without actions, and a plan from a message whose every action is done.
    const other = await createCopRequest(t.db, s.pro.profile.id, { firstName: 'Ada', lastName: 'King' });
    const draftId = (await call(t, 'POST', '/api/dashboard/plans', s.proCookie, { leadId: other.id })).json().data.id;
    const message = await createMessage(t.db, s.pro.profile.id, { firstName: 'Noor', lastName: 'Haddad' });
    const doneId = (await call(t, 'POST', '/api/dashboard/plans', s.proCookie, { leadId: message.id })).json().data.id;
    await t.db.insert(planActions).values(
      [0, 1].map((position) => ({
        planId: doneId,
        position,
        accountLabel: `Loan ${position}`,
        kind: 'pay-down',
        pointsMin: 1,
        pointsMax: 5,
        dueOn: '2027-01-01',
        doneAt: new Date('2026-01-05T10:00:00Z'),
      })),
    );

    const res = await call(t, 'GET', '/api/dashboard/plans', s.proCookie);
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().data.plans.map((p: { id: string }) => [p.id, p]));
    expect(res.json().data.totalCount).toBe(3);
    expect(byId.get(planId)).toMatchObject({
      clientName: 'Riley Stone',
      leadKind: 'cop_request',
      status: 'active',
      actionsTotal: 43,
      actionsDone: 16,
      nextDue: { accountLabel: 'Extra 20', dueOn: '2029-05-01' },
      waitingDocuments: 0,
    });
    expect(byId.get(draftId)).toMatchObject({
      clientName: 'Ada King',
      status: 'draft',
      actionsTotal: 0,
      actionsDone: 0,
      nextDue: null,
    });
    expect(byId.get(doneId)).toMatchObject({
      clientName: 'Noor Haddad',
      leadKind: 'message',
      actionsTotal: 2,
      actionsDone: 2,
      nextDue: null,
    });
  });
});

describe('a lead the professional deleted', () => {
  it('takes its plan out of their list and routes, and no plan starts from it; the client keeps the plan', async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    const deleted = await call(t, 'DELETE', `/api/dashboard/cop-requests/${s.leadId}`, s.proCookie);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call(t, 'GET', planUrl(planId), s.proCookie)).statusCode).toBe(404);
    expect((await call(t, 'PATCH', planUrl(planId), s.proCookie, { targetScore: 720 })).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/dashboard/plans', s.proCookie)).json().data).toMatchObject({ totalCount: 0, plans: [] });
    const other = await planScenario(t);
    await t.request({ method: 'DELETE', url: `/api/dashboard/cop-requests/${other.leadId}`, cookie: other.proCookie });
    const start = await call(t, 'POST', '/api/dashboard/plans', other.proCookie, { leadId: other.leadId });
    expect(start.statusCode).toBe(404);
    expect(start.json()).toEqual({ code: 'NOT_FOUND', message: PLAN_TEXT.leadNotFound });
    const client = await call(t, 'GET', `/api/consumer/plans/${planId}`, s.client.cookie);
    expect(client.statusCode).toBe(200);
    expect(client.json().data.plan.targetScore).toBe(700);
  });
});

describe("a deleted lead's plan in the professional's bell", () => {
  it("leaves out its notices, those from before the deletion and after; their other plans' and the client's bell keep theirs", async () => {
    const s = await planScenario(t);
    const { planId, actionIds } = await publishedPlan(t, s);
    const kept = await createCopRequest(t.db, s.pro.profile.id, { consumerUserId: s.client.user.id, email: s.client.user.email });
    const keptPlan = await publishedPlan(t, { proCookie: s.proCookie, leadId: kept.id });
    const tick = (plan: string, action: string) =>
      call(t, 'POST', `/api/consumer/plans/${plan}/actions/${action}/done`, s.client.cookie);
    expect((await tick(planId, actionIds[0] as string)).statusCode).toBe(200);
    expect((await tick(keptPlan.planId, keptPlan.actionIds[0] as string)).statusCode).toBe(200);

    const deleted = await call(t, 'DELETE', `/api/dashboard/cop-requests/${s.leadId}`, s.proCookie);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await tick(planId, actionIds[1] as string)).statusCode).toBe(200);
    const checkpoint = { bureau: 'equifax', score: 661, readOn: '2026-01-20' };
    expect((await call(t, 'POST', `/api/consumer/plans/${planId}/checkpoints`, s.client.cookie, checkpoint)).statusCode).toBe(
      201,
    );

    const bell = (await call(t, 'GET', '/api/notifications/mxpert', s.proCookie)).json().data;
    const plansNamed = bell.notifications.map((n: { metadata: { planId?: string } }) => n.metadata.planId);
    expect(plansNamed).not.toContain(planId);
    expect(plansNamed).toContain(keptPlan.planId);
    expect(bell.unreadCount).toBe(bell.notifications.filter((n: { isRead: boolean }) => !n.isRead).length);
    const clientBell = (await call(t, 'GET', '/api/notifications/consumer', s.client.cookie)).json().data;
    expect(clientBell.notifications.map((n: { metadata: { planId?: string } }) => n.metadata.planId)).toContain(planId);
  });
});

describe('editing the draft', () => {
  it('saves the starting scores, target, dates, summary and loan amount', async () => {
    const s = await planScenario(t);
    const id = await startPlan(t, s);
    const res = await call(t, 'PATCH', planUrl(id), s.proCookie, { ...READY_FIELDS, loanAmount: 250_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.draft).toMatchObject({
      startingScores: { equifax: 640, experian: 652, transunion: null },
      scoresReadOn: '2026-01-10',
      targetScore: 700,
      targetRepullOn: '2030-06-01',
      summary: READY_FIELDS.summary,
      loanAmount: 250_000,
    });
    const cleared = await call(t, 'PATCH', planUrl(id), s.proCookie, { startingScores: { experian: null } });
    expect(cleared.json().data.draft.startingScores).toEqual({ equifax: 640, experian: null, transunion: null });
  });

  it.each([
    [{ targetScore: 299 }, PLAN_TEXT.score],
    [{ startingScores: { equifax: 851 } }, PLAN_TEXT.score],
    [{ targetScore: 700.5 }, PLAN_TEXT.score],
    [{ targetRepullOn: '2030-02-30' }, PLAN_TEXT.date],
    [{ scoresReadOn: '2999-01-01' }, PLAN_TEXT.date],
    [{ summary: 'x'.repeat(2001) }, PLAN_TEXT.summary],
    [{ summary: 'My card 4111 1111 is fine, 123456 is not' }, PLAN_TEXT.accountNumbers],
  ])('refuses %j with a plain sentence and stores nothing', async (body, message) => {
    const s = await planScenario(t);
    const id = await startPlan(t, s);
    const res = await call(t, 'PATCH', planUrl(id), s.proCookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
    const [row] = await t.db.select().from(plans).where(eq(plans.id, id));
    expect(row).toMatchObject({ targetScore: null, summary: '', equifaxStart: null });
  });

  it('adds actions in order, changes and moves them, and removes one', async () => {
    const s = await planScenario(t);
    const id = await startPlan(t, s);
    const ids: string[] = [];
    for (const label of ['Visa', 'Store card', 'Auto loan']) {
      const res = await call(t, 'POST', `${planUrl(id)}/actions`, s.proCookie, actionInput({ accountLabel: label }));
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().data.id);
    }
    const first = (await call(t, 'GET', planUrl(id), s.proCookie)).json().data.draft.actions[0];
    expect(first).toEqual({ id: ids[0], ...actionInput({ accountLabel: 'Visa' }), doneAt: null });

    const moved = await call(t, 'PATCH', `${planUrl(id)}/actions/${ids[2]}`, s.proCookie, { position: 0, pointsMax: 40 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ accountLabel: 'Auto loan', pointsMax: 40 });
    const order = (await call(t, 'GET', planUrl(id), s.proCookie))
      .json()
      .data.draft.actions.map((a: { accountLabel: string }) => a.accountLabel);
    expect(order).toEqual(['Auto loan', 'Visa', 'Store card']);

    const removed = await call(t, 'DELETE', `${planUrl(id)}/actions/${ids[1]}`, s.proCookie);
    expect(removed.statusCode).toBe(200);
    const after = (await call(t, 'GET', planUrl(id), s.proCookie)).json().data.draft.actions.map((a: { id: string }) => a.id);
    expect(after).toEqual([ids[2], ids[0]]);
    const again = await call(t, 'DELETE', `${planUrl(id)}/actions/${ids[1]}`, s.proCookie);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'NOT_FOUND', message: PLAN_TEXT.actionNotFound });
  });

  it.each([
    [{ accountLabel: 'Card 12345' }, PLAN_TEXT.accountNumbers],
    [{ instructions: 'Call about account 0012345678 today' }, PLAN_TEXT.accountNumbers],
    [{ accountLabel: '' }, PLAN_TEXT.accountLabelRequired],
    [{ accountLabel: '   ' }, PLAN_TEXT.accountLabelRequired],
    [{ accountLabel: 'x'.repeat(61) }, PLAN_TEXT.accountLabel],
    [{ kind: 'win-lottery' }, PLAN_TEXT.kind],
    [{ pointsMin: 30, pointsMax: 20 }, PLAN_TEXT.pointsOrder],
    [{ pointsMax: 201 }, PLAN_TEXT.points],
    [{ amount: -5 }, PLAN_TEXT.amount],
    [{ statementDay: 32 }, PLAN_TEXT.statementDay],
    [{ dueOn: 'tomorrow' }, PLAN_TEXT.dueOn],
    [{ dueOn: '' }, PLAN_TEXT.dueOn],
    [{ instructions: 'x'.repeat(1001) }, PLAN_TEXT.instructions],
  ])('refuses the action %j with a plain sentence and stores none', async (over, message) => {
    const s = await planScenario(t);
    const id = await startPlan(t, s);
    const res = await call(t, 'POST', `${planUrl(id)}/actions`, s.proCookie, actionInput(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
    expect(await t.db.select().from(planActions).where(eq(planActions.planId, id))).toEqual([]);
  });

  it.each([
    [{ accountLabel: '' }, 'La cuenta es obligatoria'],
    [{ dueOn: '' }, 'Ingrese una fecha de vencimiento válida'],
  ])('asks a reader of the Spanish pages for the missing field of the action %j in Spanish', async (over, message) => {
    const s = await planScenario(t);
    const id = await startPlan(t, s);
    const res = await t.request({
      method: 'POST',
      url: `${planUrl(id)}/actions`,
      cookie: s.proCookie,
      body: actionInput(over),
      headers: { 'accept-language': 'es-US' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
  });

  it('refuses a change that would put the lowest estimate above the highest', async () => {
    const s = await planScenario(t);
    const id = await startPlan(t, s);
    const added = await call(t, 'POST', `${planUrl(id)}/actions`, s.proCookie, actionInput({ pointsMin: 10, pointsMax: 20 }));
    const res = await call(t, 'PATCH', `${planUrl(id)}/actions/${added.json().data.id}`, s.proCookie, { pointsMin: 25 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: PLAN_TEXT.pointsOrder });
  });

  it('refuses a 51st action (409)', async () => {
    const s = await planScenario(t);
    const id = await startPlan(t, s);
    await t.db.insert(planActions).values(
      Array.from({ length: 50 }, (_, i) => ({
        planId: id,
        position: i,
        accountLabel: `Card ${i}`,
        kind: 'pay-down',
        pointsMin: 1,
        pointsMax: 2,
        dueOn: '2030-01-01',
      })),
    );
    const res = await call(t, 'POST', `${planUrl(id)}/actions`, s.proCookie, actionInput());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: PLAN_TEXT.tooManyActions });
  });
});

describe('publishing versions', () => {
  it('refuses to publish a draft without a starting score, a target, a re-pull date and an action', async () => {
    const s = await planScenario(t);
    const id = await startPlan(t, s);
    await call(t, 'PATCH', planUrl(id), s.proCookie, READY_FIELDS);
    const res = await call(t, 'POST', `${planUrl(id)}/publish`, s.proCookie, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: PLAN_TEXT.notPublishable });
    expect(await lastEmailTo(t.db, s.client.user.email)).toBeUndefined();
  });

  it('publishes version 1, e-mails the client a link to the plan and rings their bell', async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    const [row] = await t.db.select().from(plans).where(eq(plans.id, planId));
    expect(row).toMatchObject({ status: 'active', version: 1 });
    const mail = await lastEmailTo(t.db, s.client.user.email);
    expect(mail?.subject).toBe('Maria Lopez sent you a Credit Optimization Plan');
    expect(mail?.text).toContain('Their note: First plan');
    expect(mail?.links).toContain(`${t.config.publicUrl}/consumer/plans/${planId}`);
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, s.client.user.id));
    expect(note).toMatchObject({ type: 'plan_published', metadata: { planId, link: `/consumer/plans/${planId}` } });
  });

  it('publishes version 2 with the note and what changed, and refuses a version that changes nothing', async () => {
    const s = await planScenario(t);
    const { planId, actionIds } = await publishedPlan(t, s);
    const same = await call(t, 'POST', `${planUrl(planId)}/publish`, s.proCookie, { note: 'Again' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ code: 'CONFLICT', message: PLAN_TEXT.nothingChanged });

    await call(t, 'PATCH', planUrl(planId), s.proCookie, { targetScore: 720 });
    await call(t, 'PATCH', `${planUrl(planId)}/actions/${actionIds[0]}`, s.proCookie, { dueOn: '2030-01-20' });
    await call(t, 'DELETE', `${planUrl(planId)}/actions/${actionIds[1]}`, s.proCookie);
    await call(t, 'POST', `${planUrl(planId)}/actions`, s.proCookie, actionInput({ accountLabel: 'Mortgage' }));
    const pending = (await call(t, 'GET', planUrl(planId), s.proCookie)).json().data.unpublishedChanges;
    const expected = ['Target score: 700 → 720', 'Removed: Card 2', 'Changed: Card 1 (due date)', 'Added: Mortgage'];
    expect(pending).toEqual(expected);

    const res = await call(t, 'POST', `${planUrl(planId)}/publish`, s.proCookie, { note: 'Pushed the target up' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Version 2 published',
      data: { version: 2, note: 'Pushed the target up', changes: expected },
    });
    const view = (await call(t, 'GET', planUrl(planId), s.proCookie)).json().data;
    expect(view.versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    expect(view.unpublishedChanges).toEqual([]);
    const mail = await lastEmailTo(t.db, s.client.user.email);
    expect(mail?.subject).toBe('Maria Lopez updated your Credit Optimization Plan (version 2)');
    expect(mail?.text).toContain('Target score: 700 → 720');

    // The same lines in Spanish, for a reader of the Spanish pages and for a client who chose Spanish.
    const spanish = [
      'Puntaje objetivo: 700 → 720',
      'Se quitó: Card 2',
      'Se cambió: Card 1 (fecha límite)',
      'Se agregó: Mortgage',
    ];
    const onSpanishPage = await t.request({
      method: 'GET',
      url: planUrl(planId),
      cookie: s.proCookie,
      headers: { 'accept-language': 'es-US' },
    });
    expect(onSpanishPage.json().data.versions[1].changes).toEqual(spanish);
    await t.db.update(users).set({ locale: 'es-US' }).where(eq(users.id, s.client.user.id));
    const client = (await call(t, 'GET', `/api/consumer/plans/${planId}`, s.client.cookie)).json().data;
    expect(client.versions[0]).toMatchObject({ version: 2, changes: spanish });
    expect((await call(t, 'GET', planUrl(planId), s.proCookie)).json().data.versions[1].changes).toEqual(expected);

    // Publishing from a Spanish page answers the new version's lines in Spanish too.
    await call(t, 'PATCH', planUrl(planId), s.proCookie, { summary: 'A shorter summary' });
    const third = await t.request({
      method: 'POST',
      url: `${planUrl(planId)}/publish`,
      cookie: s.proCookie,
      body: { note: 'Tercera' },
      headers: { 'accept-language': 'es-US' },
    });
    expect(third.statusCode, third.body).toBe(200);
    expect(third.json().data).toMatchObject({ version: 3, changes: ['Resumen actualizado'] });
  });

  it("e-mails a guest's lead the link to create an account with its address, as a reply does", async () => {
    const pro = await createMxpert(t.db, { fullName: 'Maria Lopez' });
    const proCookie = await signIn(t, pro.user.email);
    const email = uniqueEmail('guest');
    const lead = await createCopRequest(t.db, pro.profile.id, { email, firstName: 'Gwen', lastName: 'Park' });
    const s = { pro, proCookie, client: { user: null as never, cookie: '' }, leadId: lead.id, leadKind: 'cop_request' as const };
    await publishedPlan(t, s);
    const mail = await lastEmailTo(t.db, email);
    expect(mail?.text).toContain(`create a free account with this email address (${email})`);
    const link = new URL(mail?.links.find((l) => l.includes('/create-account')) ?? '');
    expect(Object.fromEntries(link.searchParams)).toEqual({ email, firstName: 'Gwen', lastName: 'Park' });
  });
});

describe('closing', () => {
  it('closes with a reason; a closed plan takes no more changes', async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    const empty = await call(t, 'POST', `${planUrl(planId)}/close`, s.proCookie, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: 'BAD_REQUEST', message: PLAN_TEXT.closeReason });
    const res = await call(t, 'POST', `${planUrl(planId)}/close`, s.proCookie, { reason: 'The client bought elsewhere' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'closed', closeReason: 'The client bought elsewhere' });
    const patch = await call(t, 'PATCH', planUrl(planId), s.proCookie, { targetScore: 710 });
    expect(patch.statusCode).toBe(409);
    expect(patch.json()).toEqual({ code: 'CONFLICT', message: PLAN_TEXT.notChangeable });
  });
});

describe('professionals who may not act', () => {
  const cases = [
    ['suspended', { approvalStatus: 'suspended', suspensionReason: 'License expired' }, ADMIN_OPS_TEXT.suspendedCannotAct],
    ['rejected', { approvalStatus: 'rejected', rejectionReason: 'License not found' }, ONBOARDING_TEXT.rejected],
    ['paused', { pausedAt: new Date() }, PLAN_TEXT.paused],
  ] as const;
  it.each(cases)('a %s professional reads their plans but starts and changes none (409)', async (_, change, message) => {
    const s = await planScenario(t);
    const { planId, actionIds } = await publishedPlan(t, s);
    const fresh = await createCopRequest(t.db, s.pro.profile.id);
    await t.db
      .update(mxpertProfiles)
      .set(change as Partial<typeof mxpertProfiles.$inferInsert>)
      .where(eq(mxpertProfiles.id, s.pro.profile.id));
    expect((await call(t, 'GET', planUrl(planId), s.proCookie)).statusCode).toBe(200);
    const writes: [Parameters<typeof call>[1], string, unknown?][] = [
      ['POST', '/api/dashboard/plans', { leadId: fresh.id }],
      ['PATCH', planUrl(planId), { targetScore: 800 }],
      ['POST', `${planUrl(planId)}/actions`, actionInput()],
      ['PATCH', `${planUrl(planId)}/actions/${actionIds[0]}`, { pointsMax: 30 }],
      ['DELETE', `${planUrl(planId)}/actions/${actionIds[0]}`],
      ['POST', `${planUrl(planId)}/publish`, {}],
      ['POST', `${planUrl(planId)}/close`, { reason: 'Closing' }],
      ['POST', `${planUrl(planId)}/checkpoints`, { bureau: 'equifax', score: 700, readOn: '2026-01-01' }],
    ];
    for (const [method, url, body] of writes) {
      const res = await call(t, method, url, s.proCookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(409);
      expect(res.json()).toEqual({ code: 'CONFLICT', message });
    }
    expect(await t.db.select().from(plans).where(eq(plans.leadId, fresh.id))).toEqual([]);
    const [row] = await t.db.select().from(plans).where(eq(plans.id, planId));
    expect(row).toMatchObject({ targetScore: 700, version: 1, status: 'active' });
  });
});

describe('the lead’s plan in the inbox and the conversation', () => {
  it('answers planId null before a plan starts and the plan’s id after, on the inbox pages, the recent lists and the conversation', async () => {
    const cop = await planScenario(t);
    const message = await planScenario(t, { kind: 'message' });
    const requestsPage = async (cookie: string) =>
      (await call(t, 'GET', '/api/dashboard/cop-requests/open?page=1&limit=10', cookie)).json().copRequests;
    const messagesPage = async (cookie: string) =>
      (await call(t, 'GET', '/api/dashboard/messages/open?page=1&limit=10', cookie)).json().messages;

    expect(await requestsPage(cop.proCookie)).toEqual([expect.objectContaining({ id: cop.leadId, planId: null })]);
    const conversation = await call(t, 'GET', `/api/dashboard/cop-requests/${cop.leadId}/replies`, cop.proCookie);
    expect(conversation.json().data.item).toMatchObject({ id: cop.leadId, planId: null });

    const copPlan = await startPlan(t, cop);
    const messagePlan = await startPlan(t, message);
    expect(await requestsPage(cop.proCookie)).toEqual([expect.objectContaining({ id: cop.leadId, planId: copPlan })]);
    expect(await messagesPage(message.proCookie)).toEqual([expect.objectContaining({ id: message.leadId, planId: messagePlan })]);
    const recent = await call(t, 'GET', '/api/dashboard/cop-requests/recent', cop.proCookie);
    expect(recent.json().copRequests).toEqual([expect.objectContaining({ id: cop.leadId, planId: copPlan })]);
    const conversationAfter = await call(t, 'GET', `/api/dashboard/cop-requests/${cop.leadId}/replies`, cop.proCookie);
    expect(conversationAfter.json().data.item.planId).toBe(copPlan);
    const messageConversation = await call(t, 'GET', `/api/dashboard/messages/${message.leadId}/replies`, message.proCookie);
    expect(messageConversation.json().data.item.planId).toBe(messagePlan);

    // The client's own conversation does not carry it.
    const clientConversation = await call(t, 'GET', `/api/consumer/requests/${cop.leadId}/replies`, cop.client.cookie);
    expect(clientConversation.statusCode).toBe(200);
    expect(clientConversation.json().data.item).not.toHaveProperty('planId');
  });
});
