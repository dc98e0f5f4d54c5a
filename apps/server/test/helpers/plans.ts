import { expect } from 'vitest';
import type { User } from '../../src/db/schema.ts';
import { createCopRequest, createMessage, createMxpert, type ProfileOverrides, signedInAs, signIn } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** A valid action body; `over` replaces fields. */
export function actionInput(over: Record<string, unknown> = {}) {
  return {
    accountLabel: 'Visa card',
    kind: 'pay-down',
    amount: 1200,
    pointsMin: 10,
    pointsMax: 20,
    dueOn: '2030-03-01',
    statementDay: 14,
    instructions: 'Pay the balance below 10% before the statement closes.',
    ...over,
  };
}

/** What a plan needs to be published: starting scores, a target and its re-pull date. */
export const READY_FIELDS = {
  startingScores: { equifax: 640, experian: 652, transunion: null },
  scoresReadOn: '2026-01-10',
  targetScore: 700,
  targetRepullOn: '2030-06-01',
  summary: 'Lower the card balances, then re-pull.',
};

export interface PlanScenario {
  pro: Awaited<ReturnType<typeof createMxpert>>;
  proCookie: string;
  client: { user: User; cookie: string };
  leadId: string;
  leadKind: 'message' | 'cop_request';
}

/** A professional and a signed-in client who sent them a COP request (or a message) while signed in. */
export async function planScenario(
  t: TestApp,
  opts: { kind?: 'message' | 'cop_request'; profile?: ProfileOverrides; cop?: Record<string, unknown> } = {},
): Promise<PlanScenario> {
  const pro = await createMxpert(t.db, { fullName: 'Maria Lopez', ...opts.profile }, { firstName: 'Maria', lastName: 'Lopez' });
  const proCookie = await signIn(t, pro.user.email);
  const client = await signedInAs(t, 'CONSUMER', { firstName: 'Riley', lastName: 'Stone' });
  const sent = { consumerUserId: client.user.id, email: client.user.email, firstName: 'Riley', lastName: 'Stone' };
  const kind = opts.kind ?? 'cop_request';
  const lead =
    kind === 'message'
      ? await createMessage(t.db, pro.profile.id, sent)
      : await createCopRequest(t.db, pro.profile.id, { ...sent, ...opts.cop });
  return { pro, proCookie, client, leadId: lead.id, leadKind: kind };
}

export async function call(t: TestApp, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, body?: unknown) {
  return t.request({ method, url, cookie, ...(body !== undefined ? { body } : {}) });
}

/** Starts a plan from the scenario's lead and answers its id. */
export async function startPlan(t: TestApp, s: Pick<PlanScenario, 'proCookie' | 'leadId'>): Promise<string> {
  const res = await call(t, 'POST', '/api/dashboard/plans', s.proCookie, { leadId: s.leadId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

/** A plan with the ready fields and `actions` actions, published as version 1; answers its id and action ids. */
export async function publishedPlan(
  t: TestApp,
  s: Pick<PlanScenario, 'proCookie' | 'leadId'>,
  actions = 2,
): Promise<{ planId: string; actionIds: string[] }> {
  const planId = await startPlan(t, s);
  expect((await call(t, 'PATCH', `/api/dashboard/plans/${planId}`, s.proCookie, READY_FIELDS)).statusCode).toBe(200);
  const actionIds: string[] = [];
  for (let i = 0; i < actions; i++) {
    const res = await call(
      t,
      'POST',
      `/api/dashboard/plans/${planId}/actions`,
      s.proCookie,
      actionInput({ accountLabel: `Card ${i + 1}`, dueOn: `2030-0${i + 1}-15` }),
    );
    expect(res.statusCode, res.body).toBe(201);
    actionIds.push(res.json().data.id);
  }
  const published = await call(t, 'POST', `/api/dashboard/plans/${planId}/publish`, s.proCookie, { note: 'First plan' });
  expect(published.statusCode, published.body).toBe(200);
  return { planId, actionIds };
}

/** A draft ready to publish (the fields and one action), not published. */
export async function readyDraft(t: TestApp, s: Pick<PlanScenario, 'proCookie' | 'leadId'>): Promise<string> {
  const planId = await startPlan(t, s);
  expect((await call(t, 'PATCH', `/api/dashboard/plans/${planId}`, s.proCookie, READY_FIELDS)).statusCode).toBe(200);
  const res = await call(t, 'POST', `/api/dashboard/plans/${planId}/actions`, s.proCookie, actionInput());
  expect(res.statusCode, res.body).toBe(201);
  return planId;
}
