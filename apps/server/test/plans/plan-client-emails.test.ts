import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, notifications, users } from '../../src/db/schema.ts';
import { createCopRequest, createMxpert, deleteOwnAccount, signedInAs, signIn, uniqueEmail } from '../helpers/factories.ts';
import { call, type PlanScenario, planScenario, publishedPlan, readyDraft } from '../helpers/plans.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * Who a published plan's e-mail and notification go to (docs/decisions/139): the client's account at
 * its current address and in its language while it is active; no e-mail once the account was deleted
 * or deactivated, and no notification once deleted (a deactivated account's bell keeps it for its
 * reactivation); a guest lead's address, with the sentence to create an account.
 */

const t = useTestApp();

const planUrl = (id: string) => `/api/dashboard/plans/${id}`;
const FIRST = 'Maria Lopez sent you a Credit Optimization Plan';
const SECOND = 'Maria Lopez updated your Credit Optimization Plan (version 2)';

/** The plan e-mails in the outbox to an address, oldest first ("Optimization", "Optimización"). */
async function planMailTo(email: string) {
  return t.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.subject, '%Optimi%')))
    .orderBy(emailOutbox.createdAt);
}

/** The plan's notifications, whoever's bell they are in. */
async function planNotices(planId: string) {
  return t.db
    .select()
    .from(notifications)
    .where(sql`${notifications.type} = 'plan_published' and ${notifications.metadata}->>'planId' = ${planId}`);
}

/** The professional changes the summary and publishes version 2. */
async function publishSecond(s: Pick<PlanScenario, 'proCookie'>, planId: string) {
  expect((await call(t, 'PATCH', planUrl(planId), s.proCookie, { summary: 'A second summary' })).statusCode).toBe(200);
  const res = await call(t, 'POST', `${planUrl(planId)}/publish`, s.proCookie, { note: 'Second' });
  expect(res.statusCode, res.body).toBe(200);
}

describe('a published plan’s client e-mail and notification', () => {
  it('go to nobody once the client deleted their account: no e-mail to the lead’s address, no notification, for the first version and the next', async () => {
    const s = await planScenario(t);
    const address = s.client.user.email;
    const planId = await readyDraft(t, s);
    expect((await deleteOwnAccount(t, 'consumer', s.client.cookie)).statusCode).toBe(200);

    const res = await call(t, 'POST', `${planUrl(planId)}/publish`, s.proCookie, { note: 'First plan' });
    expect(res.statusCode, res.body).toBe(200);
    await publishSecond(s, planId);
    expect(await planMailTo(address)).toEqual([]);
    expect(await planNotices(planId)).toEqual([]);
  });

  it('stop when the client deletes their account after the first version', async () => {
    const s = await planScenario(t);
    const address = s.client.user.email;
    const { planId } = await publishedPlan(t, s);
    expect((await planMailTo(address)).map((m) => m.subject)).toEqual([FIRST]);
    // The deletion takes the e-mails to the account's address with it; the next version adds none.
    expect((await deleteOwnAccount(t, 'consumer', s.client.cookie)).statusCode).toBe(200);
    expect(await planMailTo(address)).toEqual([]);

    await publishSecond(s, planId);
    expect(await planMailTo(address)).toEqual([]);
    expect(await planNotices(planId)).toEqual([]);
  });

  it('go to the account’s current address, in its language, when the client changed it since sending the lead', async () => {
    const s = await planScenario(t);
    const oldAddress = s.client.user.email;
    const newAddress = uniqueEmail('moved');
    await t.db.update(users).set({ email: newAddress, locale: 'es-US' }).where(eq(users.id, s.client.user.id));

    const { planId } = await publishedPlan(t, s);
    await publishSecond(s, planId);
    expect(await planMailTo(oldAddress)).toEqual([]);
    const mails = await planMailTo(newAddress);
    expect(mails.map((m) => m.subject)).toEqual([
      'Maria Lopez le envió un Plan de Optimización de Crédito',
      'Maria Lopez actualizó su Plan de Optimización de Crédito (versión 2)',
    ]);
    expect(mails[0]?.text).toContain(`/consumer/plans/${planId}`);
    expect(await planNotices(planId)).toHaveLength(2);
  });

  it('send no e-mail while an admin has deactivated the client’s account, nor after; its bell and plan page show the version once reactivated', async () => {
    const s = await planScenario(t);
    const address = s.client.user.email;
    const admin = await signedInAs(t, 'ADMIN');
    const adminPost = (path: string, body?: unknown) =>
      t.request({ method: 'POST', url: `/api/admin/users/${s.client.user.id}/${path}`, cookie: admin.cookie, body });
    const { planId } = await publishedPlan(t, s);
    expect((await planMailTo(address)).map((m) => m.subject)).toEqual([FIRST]);

    expect((await adminPost('deactivate', { reason: 'Abusive messages to professionals' })).statusCode).toBe(200);
    await publishSecond(s, planId);
    // Nothing is e-mailed while deactivated, and nothing is e-mailed of it after the reactivation.
    expect((await planMailTo(address)).map((m) => m.subject)).toEqual([FIRST]);
    expect((await adminPost('reactivate')).statusCode).toBe(200);
    expect((await planMailTo(address)).map((m) => m.subject)).toEqual([FIRST]);

    // Signed in again, the client finds the version in their bell and on the plan's page, with what changed.
    const cookie = await signIn(t, address);
    const bell = await call(t, 'GET', '/api/notifications/consumer', cookie);
    expect(bell.statusCode, bell.body).toBe(200);
    const notices = bell
      .json()
      .data.notifications.filter(
        (n: { type: string; metadata: { planId?: string } }) => n.type === 'plan_published' && n.metadata.planId === planId,
      );
    expect(notices.map((n: { message: string; isRead: boolean }) => [n.message, n.isRead])).toEqual([
      ['Version 2 of your plan is ready.', false],
      ['Your plan is ready to open.', false],
    ]);
    const page = await call(t, 'GET', `/api/consumer/plans/${planId}`, cookie);
    expect(page.statusCode, page.body).toBe(200);
    const plan = page.json().data;
    expect(plan).toMatchObject({ version: 2, plan: { summary: 'A second summary' } });
    expect(plan.versions[0]).toMatchObject({ version: 2, note: 'Second', changes: ['Summary updated'] });
  });

  it('go to a guest lead’s address with the sentence to create an account, for every version', async () => {
    const pro = await createMxpert(t.db, { fullName: 'Maria Lopez' });
    const proCookie = await signIn(t, pro.user.email);
    const email = uniqueEmail('guest');
    const lead = await createCopRequest(t.db, pro.profile.id, { email, firstName: 'Gwen', lastName: 'Park' });
    const { planId } = await publishedPlan(t, { proCookie, leadId: lead.id });
    await publishSecond({ proCookie }, planId);
    const mails = await planMailTo(email);
    expect(mails.map((m) => m.subject)).toEqual([FIRST, SECOND]);
    for (const mail of mails) {
      expect(mail.text).toContain('Hello Gwen,');
      expect(mail.text).toContain(`create a free account with this email address (${email})`);
    }
    expect(await planNotices(planId)).toEqual([]);
  });
});
