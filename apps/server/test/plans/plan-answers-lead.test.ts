import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, leads } from '../../src/db/schema.ts';
import { sendLeadReminder } from '../../src/modules/leads/reminder.ts';
import { createCopRequest } from '../helpers/factories.ts';
import { actionInput, call, planScenario, publishedPlan, readyDraft } from '../helpers/plans.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * A published plan answers the lead it grew out of (docs/decisions/136): like a reply or a phone
 * contact, the first publishing ends the lead's wait, counts in the response time and stops the
 * 24-hour reminder. A draft answers nothing.
 */

/** A lead that arrived this many hours ago. */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const stats = async (cookie: string) =>
  (await call(t, 'GET', '/api/dashboard/stats', cookie)).json().data.responseTime as {
    medianMinutes: number | null;
    leads: number;
    waitingOver24h: number;
  };
const leadRow = async (cookie: string, id: string) => {
  const res = await call(t, 'GET', '/api/dashboard/leads', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().leads as { id: string; needsReply: boolean }[]).find((l) => l.id === id);
};
const stored = async (id: string) => (await t.db.select().from(leads).where(eq(leads.id, id)))[0];

describe('a published plan answers its lead', () => {
  it('ends the wait at the first publishing: the waiting count, the median, the lead list and the reminder', async () => {
    const s = await planScenario(t, { cop: { createdAt: hoursAgo(30) } });
    expect(await stats(s.proCookie)).toMatchObject({ leads: 0, waitingOver24h: 1 });
    expect(await leadRow(s.proCookie, s.leadId)).toMatchObject({ needsReply: true });

    // A draft is the professional's own work: the client has nothing yet, the lead still waits.
    const planId = await readyDraft(t, s);
    expect(await stats(s.proCookie)).toMatchObject({ leads: 0, waitingOver24h: 1 });
    expect((await stored(s.leadId))?.planPublishedAt).toBeNull();

    const published = await call(t, 'POST', `/api/dashboard/plans/${planId}/publish`, s.proCookie, { note: 'Your plan' });
    expect(published.statusCode, published.body).toBe(200);
    const first = (await stored(s.leadId))?.planPublishedAt;
    expect(first).toBeInstanceOf(Date);
    expect(Date.now() - (first as Date).getTime()).toBeLessThan(60_000);
    expect(await stats(s.proCookie)).toEqual({ medianMinutes: 30 * 60, leads: 1, waitingOver24h: 0 });
    expect(await leadRow(s.proCookie, s.leadId)).toMatchObject({ needsReply: false });

    // The reminder finds the lead answered and sends nothing.
    expect(await sendLeadReminder(t.db, t.config.publicUrl, 24 * 3600, { kind: 'cop_request', id: s.leadId })).toBe(false);
    expect((await stored(s.leadId))?.reminderSentAt).toBeNull();
    const toProfessional = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, s.pro.user.email));
    expect(toProfessional).toEqual([]);

    // A second version keeps the first moment.
    const added = await call(
      t,
      'POST',
      `/api/dashboard/plans/${planId}/actions`,
      s.proCookie,
      actionInput({ accountLabel: 'Store card' }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const second = await call(t, 'POST', `/api/dashboard/plans/${planId}/publish`, s.proCookie, { note: 'One more step' });
    expect(second.statusCode, second.body).toBe(200);
    expect((await stored(s.leadId))?.planPublishedAt?.toISOString()).toBe((first as Date).toISOString());
  });

  it('leaves a later question from the client waiting for an answer', async () => {
    const s = await planScenario(t, { kind: 'message' });
    await publishedPlan(t, s, 1);
    expect(await leadRow(s.proCookie, s.leadId)).toMatchObject({ needsReply: false });
    const asked = await call(t, 'POST', `/api/consumer/messages/${s.leadId}/replies`, s.client.cookie, {
      body: 'Should I pay the card in full or in two parts?',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(await leadRow(s.proCookie, s.leadId)).toMatchObject({ needsReply: true });
  });

  it("answers only the plan's own lead: the professional's other leads still wait", async () => {
    const arrived = hoursAgo(30);
    const s = await planScenario(t, { cop: { createdAt: arrived } });
    const other = await createCopRequest(t.db, s.pro.profile.id, { createdAt: arrived });
    await publishedPlan(t, s, 1);
    expect((await stored(other.id))?.planPublishedAt).toBeNull();
    expect(await stats(s.proCookie)).toMatchObject({ leads: 1, waitingOver24h: 1 });
    expect(await leadRow(s.proCookie, other.id)).toMatchObject({ needsReply: true });
  });
});
