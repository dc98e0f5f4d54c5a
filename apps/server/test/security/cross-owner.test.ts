import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, mxpertProfiles, notifications } from '../../src/db/schema.ts';
import { createCopRequest, createMessage, createUser } from '../helpers/factories.ts';
import { postMultipart } from '../helpers/images.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createNotification, createVisitors, type Visitors } from './visitors.ts';

/**
 * What professional A owns (messages, COP requests, notifications, the profile) answers 404 to
 * everyone else who gets past the route's access, and stays exactly as it was. The single-intruder
 * cases of the inbox and the bell are in leads-inbox/dashboard-inbox.test.ts and
 * notifications/notifications.test.ts; this suite tries every other visitor the guard lets through
 * and compares whole rows.
 */

let t: TestApp;
let v: Visitors;
let rows: { message: string; cop: string; notification: string; consumersMessage: string };

beforeAll(async () => {
  t = await buildTestApp();
  v = await createVisitors(t);
  const a = v.proA.profile.id;
  const otherConsumer = await createUser(t.db, 'CONSUMER');
  rows = {
    message: (await createMessage(t.db, a, { mxpertNotes: 'Prefers afternoons.' })).id,
    cop: (await createCopRequest(t.db, a, { status: 'closed' })).id,
    notification: (await createNotification(t, v.proA.user.id)).id,
    // Sent by another consumer while signed in: only theirs to see.
    consumersMessage: (await createMessage(t.db, a, { consumerUserId: otherConsumer.id })).id,
  };
});
afterAll(async () => {
  await t.close();
});

const messageRow = async (id: string) => (await t.db.select().from(leads).where(eq(leads.id, id)))[0];
const copRow = async (id: string) => (await t.db.select().from(leads).where(eq(leads.id, id)))[0];
const notificationRow = async (id: string) => (await t.db.select().from(notifications).where(eq(notifications.id, id)))[0];
const profileOfA = async () => (await t.db.select().from(mxpertProfiles).where(eq(mxpertProfiles.id, v.proA.profile.id)))[0];

type Intruder = 'consumer' | 'proB' | 'pending' | 'admin';

interface OwnedCall {
  label: string;
  method: 'PATCH' | 'PUT' | 'DELETE';
  url: () => string;
  body?: unknown;
  /** Everyone the route's access lets through, other than A. */
  intruders: Intruder[];
  message: string;
  row: () => Promise<unknown>;
}

const PROFESSIONALS: Intruder[] = ['proB', 'pending'];

/** A's lead of one kind, updated and deleted by the other professionals: refused as not found, the row unchanged. */
function leadCalls(
  call: Pick<OwnedCall, 'url' | 'body' | 'message' | 'row'> & { lead: string; update: 'PATCH' | 'PUT' },
): OwnedCall[] {
  const { lead, update, body, ...shared } = call;
  const refused = { ...shared, intruders: PROFESSIONALS };
  return [
    { ...refused, label: `${update} A's ${lead}`, method: update, body },
    { ...refused, label: `DELETE A's ${lead}`, method: 'DELETE' },
  ];
}
const CALLS: OwnedCall[] = [
  ...leadCalls({
    lead: 'message',
    update: 'PATCH',
    url: () => `/api/dashboard/messages/${rows.message}`,
    body: { status: 'closed', mxpertNotes: 'Taken over.' },
    message: 'Message not found',
    row: () => messageRow(rows.message),
  }),
  ...leadCalls({
    lead: 'COP request',
    update: 'PUT',
    url: () => `/api/dashboard/cop-requests/${rows.cop}`,
    body: { status: 'open', mxpertNotes: 'Taken over.' },
    message: 'Request not found',
    row: () => copRow(rows.cop),
  }),
  {
    label: "PATCH A's notification",
    method: 'PATCH',
    url: () => `/api/notifications/${rows.notification}`,
    intruders: ['consumer', 'proB', 'pending', 'admin'],
    message: 'Notification not found',
    row: () => notificationRow(rows.notification),
  },
  {
    label: "PATCH A's notification on the admin's route",
    method: 'PATCH',
    url: () => `/api/admin/notifications/${rows.notification}`,
    intruders: ['admin'],
    message: 'Notification not found',
    row: () => notificationRow(rows.notification),
  },
];

describe("professional A's rows", () => {
  it.each(CALLS)('$label: 404 to every other visitor let through, the row unchanged', async (c) => {
    const before = await c.row();
    expect(before).toBeDefined();
    for (const intruder of c.intruders) {
      const res = await t.request({ method: c.method, url: c.url(), cookie: v[intruder].cookie, body: c.body });
      expect(res.statusCode, intruder).toBe(404);
      expect(res.json(), intruder).toEqual({ code: 'NOT_FOUND', message: c.message });
    }
    expect(await c.row()).toEqual(before);
  });

  it("are not reached through the other inbox's route, even by A", async () => {
    const [message, cop] = [await messageRow(rows.message), await copRow(rows.cop)];
    const asRequest = await t.request({
      method: 'PUT',
      url: `/api/dashboard/cop-requests/${rows.message}`,
      cookie: v.proA.cookie,
      body: { status: 'closed' },
    });
    expect(asRequest.statusCode).toBe(404);
    const asMessage = await t.request({ method: 'DELETE', url: `/api/dashboard/messages/${rows.cop}`, cookie: v.proA.cookie });
    expect(asMessage.statusCode).toBe(404);
    expect(await messageRow(rows.message)).toEqual(message);
    expect(await copRow(rows.cop)).toEqual(cop);
  });

  it("appear in no other professional's lists, counts or bell", async () => {
    for (const who of ['proB', 'pending'] as const) {
      const get = async (url: string) => {
        const res = await t.request({ method: 'GET', url, cookie: v[who].cookie });
        expect(res.statusCode, `${who} ${url}`).toBe(200);
        return res.body;
      };
      for (const url of [
        '/api/dashboard/messages/recent',
        '/api/dashboard/messages/all',
        '/api/dashboard/cop-requests/recent',
        '/api/dashboard/cop-requests/all',
        '/api/notifications/mxpert',
      ]) {
        const body = await get(url);
        for (const id of Object.values(rows)) expect(body, `${who} ${url}`).not.toContain(id);
      }
      const stats = JSON.parse(await get('/api/dashboard/stats'));
      const { responseTime, ...counts } = stats.data;
      expect(
        Object.values(counts).every((n) => n === 0),
        `${who} stats ${JSON.stringify(stats.data)}`,
      ).toBe(true);
      expect(responseTime, `${who} response time`).toEqual({ medianMinutes: null, leads: 0, waitingOver24h: 0 });
    }
    // A sees them, so the lists above could have shown them.
    const own = await t.request({ method: 'GET', url: '/api/dashboard/messages/all', cookie: v.proA.cookie });
    expect(own.body).toContain(rows.message);
  });

  it("appear in no consumer's lists but the sender's", async () => {
    const own = await createMessage(t.db, v.proA.profile.id, { consumerUserId: v.consumer.user.id });
    for (const url of ['/api/consumer/dashboard', '/api/consumer/messages/open', '/api/consumer/requests/open']) {
      const res = await t.request({ method: 'GET', url, cookie: v.consumer.cookie });
      expect(res.statusCode, url).toBe(200);
      for (const id of Object.values(rows)) expect(res.body, url).not.toContain(id);
    }
    // The consumer's own message is listed, so the lists above could have shown the others.
    const sent = await t.request({ method: 'GET', url: '/api/consumer/messages/open', cookie: v.consumer.cookie });
    expect(sent.body).toContain(own.id);
  });
});

describe("professional A's profile", () => {
  it("answers B's reads with B's own profile, never A's", async () => {
    for (const url of [
      '/api/mxpert/profile',
      '/api/mxpert/profile/readonly',
      '/api/onboarding/personal',
      '/api/onboarding/company',
      '/api/onboarding/contacts',
    ]) {
      const res = await t.request({ method: 'GET', url, cookie: v.proB.cookie });
      expect(res.statusCode, url).toBe(200);
      for (const value of [v.proA.profile.id, v.proA.profile.cxid, v.proA.profile.nmlsId, v.proA.user.email]) {
        expect(res.body, url).not.toContain(value);
      }
    }
    const own = await t.request({ method: 'GET', url: '/api/mxpert/profile', cookie: v.proB.cookie });
    expect(own.json().data).toMatchObject({ id: v.proB.profile.id, cxid: v.proB.profile.cxid });
  });

  it("stays unchanged whatever B writes, even naming A's profile, account and CXID", async () => {
    const before = await profileOfA();
    const naming = { id: v.proA.profile.id, userId: v.proA.user.id, cxid: v.proA.profile.cxid };
    const writes = [
      () =>
        t.request({
          method: 'PATCH',
          url: '/api/mxpert/profile',
          cookie: v.proB.cookie,
          body: { companyName: 'Hijacked Lending' },
        }),
      () =>
        t.request({
          method: 'PUT',
          url: '/api/mxpert/profile',
          cookie: v.proB.cookie,
          body: {
            ...naming,
            aboutMe: 'Hijacked.',
            languages: ['english'],
            yearsExperience: 1,
            scoresOptimized: 1,
            companyName: 'Hijacked Lending',
            companyAddress: null,
            companyWebAddress: null,
            nmlsId: v.proB.profile.nmlsId,
            serviceAreas: ['TX'],
            loanTypes: ['va'],
            specializations: ['refi'],
            phone: '(512) 555-0111',
            linkedin: null,
            facebook: null,
            instagram: null,
            twitter: null,
            yearsUsingCreditXpert: 1,
          },
        }),
      () =>
        postMultipart(t, '/api/onboarding/personal', {
          cookie: v.proB.cookie,
          fields: { ...naming, fullName: 'Hijacked Name', aboutMe: 'Hijacked about me.', languages: '["english"]' },
        }),
      () =>
        t.request({
          method: 'POST',
          url: '/api/onboarding/services',
          cookie: v.proB.cookie,
          body: { ...naming, stateLicenses: ['CA'], loanTypes: ['va'], mortgageTypes: ['refi'] },
        }),
    ];
    // One after another, as one person saves one card and then the next.
    for (const write of writes) {
      const res = await write();
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await profileOfA()).toEqual(before);
  });
});
