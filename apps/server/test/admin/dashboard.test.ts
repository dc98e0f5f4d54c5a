import { composeNotificationText } from '@mx/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema.ts';
import { notifyAdmins, notifyAdminsOfNewProfessional, notifyUser } from '../../src/modules/notifications/notify.ts';
import { createCopRequest, createMessage, createMxpert, signedInAs } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  admin = await signedInAs(t, 'ADMIN');
});

async function get(url: string, cookie = admin.cookie) {
  const res = await t.request({ method: 'GET', url, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/admin/stats', () => {
  it('counts every professional, the active ones (listed in the directory), and all messages and requests', async () => {
    const before = (await get('/api/admin/stats')).data;
    const listed = await createMxpert(t.db);
    await createMxpert(t.db, { approvalStatus: 'pending', approvedAt: null });
    await createMxpert(t.db, { onboardCompleted: false });
    await createMxpert(t.db, {}, { isActive: false });
    await createMessage(t.db, listed.profile.id);
    await createMessage(t.db, listed.profile.id);
    await createCopRequest(t.db, listed.profile.id);

    const res = await get('/api/admin/stats');
    expect(res.success).toBe(true);
    expect(res.data).toEqual({
      totalMxperts: before.totalMxperts + 4,
      activeMxperts: before.activeMxperts + 1,
      totalMessages: before.totalMessages + 2,
      totalCOPRequests: before.totalCOPRequests + 1,
    });
  });
});

describe('GET /api/admin/messages and /cop-requests', () => {
  it('answer the newest messages of the whole platform with their professional', async () => {
    const a = await createMxpert(t.db, { companyName: 'Alpha Lending' }, { firstName: 'Ada', lastName: 'Stone' });
    const b = await createMxpert(t.db);
    const old = await createMessage(t.db, a.profile.id);
    const mid = await createMessage(t.db, b.profile.id);
    const newest = await createMessage(t.db, a.profile.id, { firstName: 'Nia' });
    const { data } = await get('/api/admin/messages?limit=2&recent=true');
    expect(data.messages.map((m: { id: string }) => m.id)).toEqual([newest.id, mid.id]);
    expect(data.messages[0]).toMatchObject({
      firstName: 'Nia',
      helpType: 'credit-optimization',
      status: 'open',
      mxpertProfile: { cxid: a.profile.cxid, companyName: 'Alpha Lending', user: { name: 'Ada Stone' } },
    });
    expect(data.messages.map((m: { id: string }) => m.id)).not.toContain(old.id);
  });

  it('answer the newest COP requests likewise', async () => {
    const a = await createMxpert(t.db);
    await createCopRequest(t.db, a.profile.id);
    const newest = await createCopRequest(t.db, a.profile.id, { mortgageProcess: 'refinance' });
    const { data } = await get('/api/admin/cop-requests?limit=1&recent=true');
    expect(data.copRequests).toHaveLength(1);
    expect(data.copRequests[0]).toMatchObject({
      id: newest.id,
      mortgageProcess: 'refinance',
      mxpertProfile: { cxid: a.profile.cxid },
    });
  });

  it('refuse a limit outside 1 to 50', async () => {
    const res = await t.request({ method: 'GET', url: '/api/admin/messages?limit=0', cookie: admin.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Limit must be between 1 and 50' });
  });
});

/** Activities are ordered by time: each write of the list below lands in a millisecond of its own. */
const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 3));

describe('GET /api/admin/activities', () => {
  it("lists the admin's own notifications and the messages and requests professionals received, newest first", async () => {
    const me = await signedInAs(t, 'ADMIN');
    const other = await signedInAs(t, 'ADMIN');
    const pro = await createMxpert(t.db, {}, { firstName: 'Maria', lastName: 'Gonzalez' });
    await notifyUser(t.db, other.user.id, { type: 'user_registration', title: 'Not mine', message: 'For the other admin' });
    await nextMillisecond();
    await notifyAdmins(t.db, {
      type: 'user_registration',
      title: 'New MortgageXpert registration',
      message: 'Jordan Avery (NMLS 7654321) signed up as a MortgageXpert.',
      metadata: { mxpertName: 'Jordan Avery' },
    });
    await nextMillisecond();
    await notifyAdmins(t.db, {
      type: 'onboarding_complete',
      title: 'Onboarding complete',
      message: 'Jordan Avery completed onboarding.',
      metadata: { mxpertName: 'Jordan Avery', mxpertCompany: 'Avery Lending' },
    });
    await nextMillisecond();
    await notifyUser(t.db, pro.user.id, {
      type: 'new_message',
      title: 'New message',
      message: 'Emily Johnson sent you a message.',
      metadata: { senderName: 'Emily Johnson' },
    });
    // Admins told of a message too must not make it appear twice.
    await nextMillisecond();
    await notifyAdmins(t.db, {
      type: 'new_message',
      title: 'New message',
      message: 'x',
      metadata: { senderName: 'Emily Johnson' },
    });
    await nextMillisecond();
    await notifyUser(t.db, pro.user.id, {
      type: 'new_cop_request',
      title: 'New Credit Optimization Plan request',
      message: 'Liam Chen asked for a Credit Optimization Plan.',
      metadata: { senderName: 'Liam Chen' },
    });

    const { data } = await get('/api/admin/activities?limit=5', me.cookie);
    const activities = data.activities as Parameters<typeof composeNotificationText>[0][];
    expect(activities.map((a) => a.type)).toEqual(['new_cop_request', 'new_message', 'onboarding_complete', 'user_registration']);
    expect(activities.map(composeNotificationText)).toEqual([
      'Credit optimization plan request received from Liam Chen for Maria Gonzalez',
      'New message received from Emily Johnson for Maria Gonzalez',
      'Jordan Avery (Avery Lending) completed onboarding and is waiting for approval',
      'Jordan Avery (NMLS 7654321) signed up as a MortgageXpert.',
    ]);
  });

  it('keeps the order of activities written within the same millisecond', async () => {
    const me = await signedInAs(t, 'ADMIN');
    const pro = await createMxpert(t.db, {}, { firstName: 'Ana', lastName: 'Ruiz' });
    // One instant in the future, so these are the newest rows; 300 µs apart, in one millisecond.
    const at = (micros: number) => sql`${`2099-01-01T10:00:00.000${micros}Z`}::timestamptz`;
    await t.db.insert(notifications).values([
      { userId: me.user.id, type: 'user_registration', title: 'New registration', message: 'first', createdAt: at(100) },
      { userId: pro.user.id, type: 'new_message', title: 'New message', message: 'second', createdAt: at(400) },
      { userId: me.user.id, type: 'onboarding_complete', title: 'Onboarding complete', message: 'third', createdAt: at(700) },
    ]);
    const { data } = await get('/api/admin/activities?limit=3', me.cookie);
    expect(data.activities.map((a: { message: string }) => a.message)).toEqual(['third', 'second', 'first']);
  });

  it('answers at most the limit asked for', async () => {
    const me = await signedInAs(t, 'ADMIN');
    for (let i = 0; i < 7; i++) {
      await notifyUser(t.db, me.user.id, { type: 'user_registration', title: 'New registration', message: `Sign-up ${i}` });
    }
    const { data } = await get('/api/admin/activities?limit=5', me.cookie);
    expect(data.activities).toHaveLength(5);
  });
});

describe('GET /api/admin/activities in the admin’s language', () => {
  it('writes a notice stored by its key in Spanish for a Spanish-reading admin, and in English otherwise', async () => {
    const me = await signedInAs(t, 'ADMIN');
    const name = `Lucía Registro ${me.user.id.slice(0, 8)}`;
    await notifyAdminsOfNewProfessional(t.db, { name, firstName: 'Lucía', lastName: 'Registro', nmlsId: '9939623' });
    const read = async (language: string) => {
      const res = await t.request({
        method: 'GET',
        url: '/api/admin/activities?limit=20',
        cookie: me.cookie,
        headers: { 'accept-language': language },
      });
      expect(res.statusCode, res.body).toBe(200);
      const mine = res.json().data.activities.find((a: { metadata: { mxpertName?: string } }) => a.metadata.mxpertName === name);
      return { title: mine.title, message: mine.message, keys: 'text' in mine.metadata };
    };
    expect(await read('es-US')).toEqual({
      title: 'Nuevo registro de MortgageXpert',
      message: `${name} (NMLS 9939623) se registró como MortgageXpert.`,
      keys: false,
    });
    expect(await read('en-US')).toEqual({
      title: 'New MortgageXpert registration',
      message: `${name} (NMLS 9939623) signed up as a MortgageXpert.`,
      keys: false,
    });
  });
});
