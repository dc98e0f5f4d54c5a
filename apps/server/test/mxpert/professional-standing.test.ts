import { randomUUID } from 'node:crypto';
import { ADMIN_OPS_TEXT, ONBOARDING_TEXT } from '@mx/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, leads, mxpertProfiles, notifications } from '../../src/db/schema.ts';
import { sendLeadReminder } from '../../src/modules/leads/reminder.ts';
import { createCopRequest, createMessage, createMxpert, createUser, signIn } from '../helpers/factories.ts';
import { profileRow } from '../helpers/professionals.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * The writes of the professional area a suspended or rejected professional may still make:
 * deleting their account, and marking a client's replies read (reading).
 */
const OPEN_TO_ANY_STANDING = new Set([
  'DELETE /api/mxpert/account',
  'POST /api/dashboard/messages/:id/replies/read',
  'POST /api/dashboard/cop-requests/:id/replies/read',
]);

const REFUSAL = {
  suspended: { code: 'CONFLICT', message: ADMIN_OPS_TEXT.suspendedCannotAct },
  rejected: { code: 'CONFLICT', message: ONBOARDING_TEXT.rejected },
} as const;

/**
 * Every write route whose declared access admits professionals, and every write open to all accounts
 * that enforces the standing, read from the route table.
 */
function professionalWrites(): { method: string; url: string }[] {
  return t.app.apiRoutes.filter(
    (r) =>
      !['GET', 'HEAD', 'OPTIONS'].includes(r.method) &&
      ((Array.isArray(r.access) && r.access.includes('MXPERT')) || r.enforcesStanding),
  );
}

async function professional(status: 'approved' | 'suspended' | 'rejected') {
  const { user, profile } = await createMxpert(t.db);
  const cookie = await signIn(t, user.email);
  if (status !== 'approved') {
    await t.db.update(mxpertProfiles).set({ approvalStatus: status }).where(eq(mxpertProfiles.id, profile.id));
  }
  return { user, profile, cookie };
}

describe('a suspended or rejected professional', () => {
  it('is answered 409 with a plain sentence by every write route of the professional area, read from the route table', async () => {
    const routes = professionalWrites();
    // The route table is where the list comes from: the review's examples are all in it.
    const names = routes.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'POST /api/dashboard/reviews/:id/reply',
      'POST /api/dashboard/reviews/:id/report',
      'POST /api/reviews/:id/report',
      'DELETE /api/dashboard/messages/:id',
      'PATCH /api/dashboard/messages/:id',
      'PUT /api/dashboard/cop-requests/:id',
      'DELETE /api/dashboard/cop-requests/:id',
      'PUT /api/mxpert/listing',
      'PATCH /api/mxpert/profile',
      'PUT /api/mxpert/profile',
      'POST /api/onboarding/personal',
      ...OPEN_TO_ANY_STANDING,
    ]) {
      expect(names).toContain(expected);
    }
    for (const status of ['suspended', 'rejected'] as const) {
      const { cookie } = await professional(status);
      for (const route of routes) {
        const name = `${route.method} ${route.url}`;
        const res = await t.request({
          method: route.method as 'POST',
          url: route.url.replaceAll(':id', randomUUID()),
          body: {},
          cookie,
        });
        if (OPEN_TO_ANY_STANDING.has(name)) {
          expect(res.statusCode, `${status}: ${name}`).not.toBe(409);
        } else {
          expect(res.statusCode, `${status}: ${name}`).toBe(409);
          expect(res.json(), `${status}: ${name}`).toEqual(REFUSAL[status]);
        }
      }
    }
  });

  it('changes nothing: the lead, its notes and status, the listing and the profile stay as they were', async () => {
    const { profile, cookie } = await professional('suspended');
    const message = await createMessage(t.db, profile.id, { mxpertNotes: 'Call back Monday' });
    const request = await createCopRequest(t.db, profile.id);
    const attempts = [
      { method: 'PATCH', url: `/api/dashboard/messages/${message.id}`, body: { status: 'closed', mxpertNotes: 'Changed' } },
      { method: 'PUT', url: `/api/dashboard/cop-requests/${request.id}`, body: { status: 'closed' } },
      { method: 'DELETE', url: `/api/dashboard/messages/${message.id}` },
      { method: 'DELETE', url: `/api/dashboard/cop-requests/${request.id}` },
      { method: 'PUT', url: '/api/mxpert/listing', body: { paused: true } },
      { method: 'PATCH', url: '/api/mxpert/profile', body: { aboutMe: 'A new text about my work with first-time buyers.' } },
    ] as const;
    for (const attempt of attempts) {
      const res = await t.request({ ...attempt, cookie });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(409);
      expect(res.json()).toEqual(REFUSAL.suspended);
    }
    expect(await t.db.select().from(leads).where(eq(leads.id, message.id))).toEqual([message]);
    expect(await t.db.select().from(leads).where(eq(leads.id, request.id))).toEqual([request]);
    const after = await profileRow(t, profile.id);
    expect(after.pausedAt).toBeNull();
    expect(after.aboutMe).toBe(profile.aboutMe);

    // Reinstated, the same change goes through: the refusal was the suspension's.
    await t.db.update(mxpertProfiles).set({ approvalStatus: 'approved' }).where(eq(mxpertProfiles.id, profile.id));
    const res = await t.request({ ...attempts[0], cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'closed', mxpertNotes: 'Changed' });
  });

  it('still reads the leads, marks the replies read and may delete the account', async () => {
    const { profile, cookie } = await professional('suspended');
    const message = await createMessage(t.db, profile.id);
    expect((await t.request({ method: 'GET', url: '/api/dashboard/messages/all', cookie })).statusCode).toBe(200);
    const read = await t.request({ method: 'POST', url: `/api/dashboard/messages/${message.id}/replies/read`, cookie });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ success: true, data: { marked: 0 } });
  });

  it('gets no reminder of an unanswered lead while suspended or rejected', async () => {
    for (const status of ['suspended', 'rejected'] as const) {
      const { user, profile } = await professional(status);
      const message = await createMessage(t.db, profile.id);
      const request = await createCopRequest(t.db, profile.id);
      expect(await sendLeadReminder(t.db, t.config.publicUrl, 3600, { kind: 'message', id: message.id })).toBe(false);
      expect(await sendLeadReminder(t.db, t.config.publicUrl, 3600, { kind: 'cop_request', id: request.id })).toBe(false);
      expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email))).toEqual([]);
      const [row] = await t.db.select().from(leads).where(eq(leads.id, message.id));
      expect(row?.reminderSentAt).toBeNull();
    }
    // An approved professional gets theirs.
    const { user, profile } = await professional('approved');
    const message = await createMessage(t.db, profile.id);
    expect(await sendLeadReminder(t.db, t.config.publicUrl, 3600, { kind: 'message', id: message.id })).toBe(true);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email))).toHaveLength(1);
  });

  it("gets no e-mail alert of a client's reply while suspended, only the notification to read it", async () => {
    const { user, profile } = await professional('suspended');
    const consumer = await createUser(t.db, 'CONSUMER');
    const message = await createMessage(t.db, profile.id, { consumerUserId: consumer.id, email: consumer.email });
    const res = await t.request({
      method: 'POST',
      url: `/api/consumer/messages/${message.id}/replies`,
      body: { body: 'Are you still able to help me?' },
      cookie: await signIn(t, consumer.email),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email))).toEqual([]);
    const alerts = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), like(notifications.type, 'new_reply')));
    expect(alerts).toHaveLength(1);
  });
});
