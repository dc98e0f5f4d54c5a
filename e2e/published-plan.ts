import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { AJAX, test as base, createVerifiedConsumer, expect, PASSWORD, type PlaywrightApi, signedInApi } from './fixtures.ts';
import { createApprovedProfessional, type Professional } from './professional.ts';

/** A calendar day `offset` days from today (UTC), as the API writes it. */
export function dayFromToday(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Days from today (UTC) to a calendar day, counted when called: what a page shows as days left, also
 * when midnight passed between writing the plan and reading its page.
 */
export function daysFromToday(day: string): number {
  return Math.round((Date.parse(day) - Date.parse(dayFromToday(0))) / 86_400_000);
}

/** The value of one of the figures at the top of the client's plan page, found by its label ('Tasks done'). */
export function planFigure(page: Page, label: string): Locator {
  return page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition')
    .first();
}

export interface PlanActionInput {
  accountLabel: string;
  kind: string;
  amount?: number | null;
  pointsMin: number;
  pointsMax: number;
  dueOn: string;
  statementDay?: number | null;
  instructions?: string;
}

/**
 * A card paid down before its statement closes (10 to 20 points in ten days, the statement on the
 * 14th): the first action of the plans the client journeys publish, in each journey's own words.
 */
export function payBeforeStatement(accountLabel: string, instructions: string): PlanActionInput {
  return {
    accountLabel,
    kind: 'pay-before-statement',
    amount: 1200,
    pointsMin: 10,
    pointsMax: 20,
    dueOn: dayFromToday(10),
    statementDay: 14,
    instructions,
  };
}

export interface PublishedPlanInput {
  /** The lead (a message or a COP request) of the professional signed in to `pro`. */
  leadId: string;
  startingScores?: { equifax: number | null; experian: number | null; transunion: number | null };
  targetScore?: number;
  targetRepullOn?: string;
  summary?: string;
  loanAmount?: number | null;
  actions: PlanActionInput[];
  note?: string;
}

/** A plan started, filled in and published (version 1) by the professional signed in to `pro`, through the API. */
export async function createPublishedPlan(pro: APIRequestContext, input: PublishedPlanInput): Promise<string> {
  const started = await pro.post('/api/dashboard/plans', { headers: AJAX, data: { leadId: input.leadId } });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = ((await started.json()) as { data: { id: string } }).data;
  const patched = await pro.patch(`/api/dashboard/plans/${id}`, {
    headers: AJAX,
    data: {
      startingScores: input.startingScores ?? { equifax: 640, experian: 655, transunion: 630 },
      scoresReadOn: dayFromToday(-30),
      targetScore: input.targetScore ?? 700,
      targetRepullOn: input.targetRepullOn ?? dayFromToday(45),
      summary: input.summary ?? 'Lower the card balances before their statement dates, then re-pull in six weeks.',
      loanAmount: input.loanAmount === undefined ? 320_000 : input.loanAmount,
    },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  for (const action of input.actions) {
    const added = await pro.post(`/api/dashboard/plans/${id}/actions`, { headers: AJAX, data: action });
    expect(added.status(), await added.text()).toBe(201);
  }
  const published = await pro.post(`/api/dashboard/plans/${id}/publish`, { headers: AJAX, data: { note: input.note ?? '' } });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

/** A signed-in client's COP request to the professional: the lead a plan grows out of. */
export async function sendCopRequest(consumer: APIRequestContext, cxid: string): Promise<string> {
  const sent = await consumer.post(`/api/cop-requests/tx/${cxid}`, {
    headers: AJAX,
    data: {
      phone: '(512) 555-0123',
      preferredContact: 'email',
      mortgageProcess: 'pre-qual',
      consent: true,
      targetScore: 700,
      loanAmount: 320000,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const open = await consumer.get('/api/consumer/requests/open');
  return ((await open.json()) as { requests: { id: string }[] }).requests[0]?.id ?? '';
}

export interface PlanParties {
  pro: Professional;
  /** The professional, signed in through the API. */
  proApi: APIRequestContext;
  /** The client's e-mail address (their password is PASSWORD). */
  clientEmail: string;
  /** The client, signed in through the API. */
  client: APIRequestContext;
  /** The client's COP request the plan grows out of. */
  leadId: string;
  planId: string;
  /** The plan's re-pull date (45 days from the day it was written unless the journey gave one). */
  targetRepullOn: string;
}

type PartyNames = { professional: string; client: string; spanish?: 'professional' | 'client' };

/**
 * A new approved professional and a new verified client, both signed in through the API (the one
 * `spanish` names first chooses Spanish), the client's COP request to the professional, and the
 * professional's plan for it published (version 1).
 */
async function planBetweenNewParties(
  playwright: PlaywrightApi,
  request: APIRequestContext,
  names: PartyNames,
  plan: Omit<PublishedPlanInput, 'leadId'>,
): Promise<PlanParties> {
  const pro = await createApprovedProfessional(playwright, { firstName: names.professional });
  const proApi = await signedInApi(playwright, pro.email, pro.password);
  if (names.spanish === 'professional') await chooseSpanish(proApi);
  const clientEmail = await createVerifiedConsumer(request, names.client);
  const client = await signedInApi(playwright, clientEmail, PASSWORD);
  if (names.spanish === 'client') await chooseSpanish(client);
  const leadId = await sendCopRequest(client, pro.cxid);
  const targetRepullOn = plan.targetRepullOn ?? dayFromToday(45);
  const planId = await createPublishedPlan(proApi, { ...plan, leadId, targetRepullOn });
  return { pro, proApi, clientEmail, client, leadId, planId, targetRepullOn };
}

/**
 * The journeys' test with `planParties(names, plan)`: a plan published between new parties
 * (planBetweenNewParties); their signed-in API contexts are disposed after the test.
 */
export const test = base.extend<{
  planParties: (names: PartyNames, plan: Omit<PublishedPlanInput, 'leadId'>) => Promise<PlanParties>;
}>({
  planParties: async ({ playwright, request }, use) => {
    const made: PlanParties[] = [];
    await use(async (names, plan) => {
      const parties = await planBetweenNewParties(playwright, request, names, plan);
      made.push(parties);
      return parties;
    });
    await Promise.all(made.flatMap((parties) => [parties.client.dispose(), parties.proApi.dispose()]));
  },
});

/** The account signed in to `api` chooses Spanish as its language. */
export async function chooseSpanish(api: APIRequestContext): Promise<void> {
  const res = await api.put('/api/account/language', { headers: AJAX, data: { locale: 'es-US' } });
  expect(res.status(), await res.text()).toBe(200);
}
