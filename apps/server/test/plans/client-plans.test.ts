import { PLAN_TEXT, REVIEW_INVITATION_TEXT } from '@mx/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, plans } from '../../src/db/schema.ts';
import { hasCompletedPlan } from '../../src/modules/plans/plan-leads.ts';
import { sendReviewInvitation } from '../../src/modules/reviews/invitation.ts';
import { lastEmailTo, signedInAs } from '../helpers/factories.ts';
import { actionInput, call, planScenario, publishedPlan, READY_FIELDS, startPlan } from '../helpers/plans.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const clientUrl = (id: string) => `/api/consumer/plans/${id}`;
const proUrl = (id: string) => `/api/dashboard/plans/${id}`;
const checkpoint = { bureau: 'experian', score: 668, readOn: '2026-02-01' };

describe("the client's plans", () => {
  it('shows a draft to nobody but its professional: 404 and not listed until published', async () => {
    const s = await planScenario(t);
    const id = await startPlan(t, s);
    const res = await call(t, 'GET', clientUrl(id), s.client.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: PLAN_TEXT.notFound });
    expect((await call(t, 'GET', '/api/consumer/plans', s.client.cookie)).json().data).toEqual([]);
  });

  it('shows the latest published version, not the draft, with the versions and the professional', async () => {
    const s = await planScenario(t);
    const { planId, actionIds } = await publishedPlan(t, s);
    await call(t, 'PATCH', proUrl(planId), s.proCookie, { targetScore: 780, summary: 'Not published yet' });
    const res = await call(t, 'GET', clientUrl(planId), s.client.cookie);
    expect(res.statusCode).toBe(200);
    const plan = res.json().data;
    expect(plan).toMatchObject({
      id: planId,
      status: 'active',
      version: 1,
      mxpert: { name: 'Maria Lopez', cxid: s.pro.profile.cxid },
      plan: { targetScore: 700, summary: READY_FIELDS.summary, startingScores: READY_FIELDS.startingScores },
      versions: [{ version: 1, note: 'First plan', changes: [] }],
      finalScores: null,
    });
    expect(plan.plan.actions.map((a: { id: string }) => a.id)).toEqual(actionIds);
    const list = (await call(t, 'GET', '/api/consumer/plans', s.client.cookie)).json().data;
    expect(list).toEqual([
      {
        id: planId,
        status: 'active',
        mxpertName: 'Maria Lopez',
        version: 1,
        actionsDone: 0,
        actionsTotal: 2,
        nextDue: { accountLabel: 'Card 1', dueOn: '2030-01-15' },
        targetScore: 700,
        targetRepullOn: '2030-06-01',
      },
    ]);
  });

  it("answers 404 for another client's plan on every route", async () => {
    const s = await planScenario(t);
    const { planId, actionIds } = await publishedPlan(t, s);
    const other = await signedInAs(t, 'CONSUMER');
    for (const [method, url, body] of [
      ['GET', clientUrl(planId)],
      ['POST', `${clientUrl(planId)}/actions/${actionIds[0]}/done`],
      ['POST', `${clientUrl(planId)}/actions/${actionIds[0]}/undone`],
      ['POST', `${clientUrl(planId)}/checkpoints`, checkpoint],
      ['POST', `${clientUrl(planId)}/complete`, { scores: { equifax: 700 } }],
    ] as const) {
      const res = await call(t, method, url, other.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(t, 'GET', '/api/consumer/plans', other.cookie)).json().data).toEqual([]);
  });
});

describe('ticking tasks off', () => {
  it('ticks an action done and back, keeps the first time, and rings the professional’s bell', async () => {
    const s = await planScenario(t);
    const { planId, actionIds } = await publishedPlan(t, s);
    const done = await call(t, 'POST', `${clientUrl(planId)}/actions/${actionIds[0]}/done`, s.client.cookie);
    expect(done.statusCode, done.body).toBe(200);
    const doneAt = done.json().data.doneAt;
    expect(doneAt).toEqual(expect.any(String));
    const twice = await call(t, 'POST', `${clientUrl(planId)}/actions/${actionIds[0]}/done`, s.client.cookie);
    expect(twice.json().data.doneAt).toBe(doneAt);
    const bells = await t.db.select().from(notifications).where(eq(notifications.userId, s.pro.user.id));
    expect(bells.filter((n) => n.type === 'plan_progress')).toHaveLength(1);
    expect(bells[0]?.message).toBe('Riley Stone ticked off: Card 1.');

    const proView = (await call(t, 'GET', proUrl(planId), s.proCookie)).json().data;
    expect(proView.draft.actions[0].doneAt).toBe(doneAt);
    const undone = await call(t, 'POST', `${clientUrl(planId)}/actions/${actionIds[0]}/undone`, s.client.cookie);
    expect(undone.json().data.doneAt).toBeNull();
  });

  it('refuses an action that is not in the latest published version (404)', async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    const added = await call(t, 'POST', `${proUrl(planId)}/actions`, s.proCookie, actionInput({ accountLabel: 'Draft only' }));
    const res = await call(t, 'POST', `${clientUrl(planId)}/actions/${added.json().data.id}/done`, s.client.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: PLAN_TEXT.actionNotFound });
  });
});

describe('ids the address spells in capitals', () => {
  it('name the same plan and action: the professional moves the action, the client ticks it off', async () => {
    const s = await planScenario(t);
    const { planId, actionIds } = await publishedPlan(t, s, 3);
    const [first, , last] = actionIds as [string, string, string];
    const moved = await call(t, 'PATCH', `${proUrl(planId.toUpperCase())}/actions/${last.toUpperCase()}`, s.proCookie, {
      position: 0,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const draft = (await call(t, 'GET', proUrl(planId), s.proCookie)).json().data.draft;
    expect(draft.actions.map((a: { id: string }) => a.id)).toEqual([last, first, actionIds[1]]);

    const done = await call(t, 'POST', `${clientUrl(planId.toUpperCase())}/actions/${first.toUpperCase()}/done`, s.client.cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ id: first, doneAt: expect.any(String) });
  });
});

describe('checkpoints', () => {
  it('records checkpoints from both sides; the client’s rings the professional’s bell', async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    const mine = await call(t, 'POST', `${clientUrl(planId)}/checkpoints`, s.client.cookie, checkpoint);
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().data).toMatchObject({ ...checkpoint, recordedBy: 'consumer' });
    const theirs = await call(t, 'POST', `${proUrl(planId)}/checkpoints`, s.proCookie, {
      ...checkpoint,
      bureau: 'equifax',
      score: 650,
    });
    expect(theirs.statusCode).toBe(201);
    const view = (await call(t, 'GET', clientUrl(planId), s.client.cookie)).json().data;
    expect(view.checkpoints.map((c: { recordedBy: string; score: number }) => [c.recordedBy, c.score])).toEqual([
      ['consumer', 668],
      ['mxpert', 650],
    ]);
    const [bell] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.pro.user.id), eq(notifications.type, 'plan_progress')));
    expect(bell?.message).toBe('Riley Stone recorded an Experian score of 668 read on 2026-02-01.');
  });

  it.each([
    [{ ...checkpoint, bureau: 'fico' }, PLAN_TEXT.bureau],
    [{ ...checkpoint, score: 900 }, PLAN_TEXT.score],
    [{ ...checkpoint, readOn: '2099-01-01' }, PLAN_TEXT.futureDate],
  ])('refuses %j with a plain sentence', async (body, message) => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    const res = await call(t, 'POST', `${clientUrl(planId)}/checkpoints`, s.client.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
  });
});

describe('completing a plan', () => {
  it('completes with the final scores the client read; the gain of the confirmed scores and the estimate are kept', async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    const res = await call(t, 'POST', `${clientUrl(planId)}/complete`, s.client.cookie, {
      scores: { equifax: 690, experian: 700, transunion: 710 },
      readOn: '2026-03-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'completed',
      finalScores: { equifax: 690, experian: 700, transunion: 710 },
      completedAt: expect.any(String),
    });
    const [row] = await t.db.select().from(plans).where(eq(plans.id, planId));
    // (690 - 640 + 700 - 652) / 2 = 49; two actions estimated 10-20 points each: 15 + 15.
    expect(row).toMatchObject({ gain: 49, estimatedGain: 30, finalReadOn: '2026-03-01' });
    const again = await call(t, 'POST', `${clientUrl(planId)}/complete`, s.client.cookie, { scores: { equifax: 700 } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: PLAN_TEXT.alreadyCompleted });
    const tick = await call(t, 'POST', `${clientUrl(planId)}/checkpoints`, s.client.cookie, checkpoint);
    expect(tick.statusCode).toBe(409);
    const pro = await call(t, 'PATCH', proUrl(planId), s.proCookie, { targetScore: 710 });
    expect(pro.statusCode).toBe(409);
  });

  it("measures the gain from the first version's starting scores, not from a later change of the professional's", async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    // The professional lowers the starting scores and publishes that as version 2.
    await call(t, 'PATCH', proUrl(planId), s.proCookie, { startingScores: { equifax: 540, experian: 552 } });
    expect((await call(t, 'POST', `${proUrl(planId)}/publish`, s.proCookie, { note: 'Corrected' })).statusCode).toBe(200);
    const view = (await call(t, 'GET', clientUrl(planId), s.client.cookie)).json().data;
    expect(view.plan.startingScores).toMatchObject({ equifax: 540, experian: 552 });
    expect(view.baselineScores).toEqual(READY_FIELDS.startingScores);
    const res = await call(t, 'POST', `${clientUrl(planId)}/complete`, s.client.cookie, {
      scores: { equifax: 690, experian: 700 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(plans).where(eq(plans.id, planId));
    // From version 1's 640 and 652, not version 2's 540 and 552 (which would make it 149).
    expect(row?.gain).toBe(49);
  });

  it('measures the gain from the starting scores the client corrects at completion', async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    const res = await call(t, 'POST', `${clientUrl(planId)}/complete`, s.client.cookie, {
      scores: { equifax: 690, experian: 700 },
      startingScores: { equifax: 680, experian: 690 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(plans).where(eq(plans.id, planId));
    expect(row?.gain).toBe(10);
    const bad = await call(t, 'POST', `${clientUrl(planId)}/complete`, s.client.cookie, {
      scores: { equifax: 690 },
      startingScores: { equifax: 200 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses final scores that share no bureau with the starting scores (400)', async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    for (const scores of [{ transunion: 700 }, {}, { equifax: null }]) {
      const res = await call(t, 'POST', `${clientUrl(planId)}/complete`, s.client.cookie, { scores });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: PLAN_TEXT.finalScores });
    }
    const [row] = await t.db.select().from(plans).where(eq(plans.id, planId));
    expect(row?.status).toBe('active');
  });

  it('leaves the final scores to the client: the professional has no route for them and cannot write them', async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    const complete = await call(t, 'POST', `${proUrl(planId)}/complete`, s.proCookie, { scores: { equifax: 800 } });
    expect(complete.statusCode).toBe(404);
    const asClient = await call(t, 'POST', `${clientUrl(planId)}/complete`, s.proCookie, { scores: { equifax: 800 } });
    expect(asClient.statusCode).toBe(403);
    const patch = await call(t, 'PATCH', proUrl(planId), s.proCookie, {
      equifaxFinal: 800,
      finalScores: { equifax: 800 },
      status: 'completed',
      gain: 150,
    });
    expect(patch.statusCode).toBe(200);
    const [row] = await t.db.select().from(plans).where(eq(plans.id, planId));
    expect(row).toMatchObject({ status: 'active', equifaxFinal: null, gain: null });
  });

  it('invites the client to review at completion, even without a reply in the conversation, once', async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    await call(t, 'POST', `${clientUrl(planId)}/complete`, s.client.cookie, { scores: { equifax: 700 } });
    const { rows } = (await t.db.execute(
      sql`select data from pgboss.job where name = 'review-invitation' and data->>'id' = ${s.leadId}`,
    )) as unknown as { rows: { data: unknown }[] };
    expect(rows).toHaveLength(1);
    expect(rows[0]?.data).toEqual({ kind: 'cop_request', id: s.leadId });
    expect(await sendReviewInvitation(t.db, t.config.publicUrl, rows[0]?.data, hasCompletedPlan)).toBe(true);
    const mail = await lastEmailTo(t.db, s.client.user.email);
    expect(mail?.subject).toBe(REVIEW_INVITATION_TEXT.subject('Maria Lopez'));
    expect(await sendReviewInvitation(t.db, t.config.publicUrl, rows[0]?.data, hasCompletedPlan)).toBe(false);
  });
});
