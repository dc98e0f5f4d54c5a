import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyUser } from '../../src/modules/notifications/notify.ts';
import { createCopRequest, createMessage, createMxpert, signedInAs, signIn } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const bell = async (cookie: string, side: 'mxpert' | 'consumer' = 'mxpert') =>
  (await t.request({ method: 'GET', url: `/api/notifications/${side}?limit=50`, cookie })).json().data as {
    notifications: { title: string; isRead: boolean }[];
    unreadCount: number;
  };

/** A professional with a signed-in client's message and COP request, each announced in the bell as submission announces it. */
async function scenario(profile: Parameters<typeof createMxpert>[1] = {}) {
  const { user: proUser, profile: pro } = await createMxpert(t.db, profile, { firstName: 'Maria', lastName: 'Lopez' });
  const proCookie = await signIn(t, proUser.email);
  const client = await signedInAs(t, 'CONSUMER', { firstName: 'Riley', lastName: 'Stone' });
  const sent = { consumerUserId: client.user.id, email: client.user.email, firstName: 'Riley', lastName: 'Stone' };
  const message = await createMessage(t.db, pro.id, sent);
  const request = await createCopRequest(t.db, pro.id, sent);
  await notifyUser(t.db, proUser.id, {
    type: 'new_message',
    title: 'New message',
    message: 'Riley Stone sent you a message.',
    metadata: { senderName: 'Riley Stone', messageId: message.id },
  });
  await notifyUser(t.db, proUser.id, {
    type: 'new_cop_request',
    title: 'New Credit Optimization Plan request',
    message: 'Riley Stone asked for a Credit Optimization Plan.',
    metadata: { senderName: 'Riley Stone', copRequestId: request.id },
  });
  return { proUser, proCookie, client, message, request };
}

const clientReply = (cookie: string, id: string, body: string) =>
  t.request({ method: 'POST', url: `/api/consumer/messages/${id}/replies`, cookie, body: { body } });

describe("opening a lead's conversation", () => {
  it('reads its bell items, the new lead and the replies, and no other', async () => {
    const s = await scenario();
    expect((await clientReply(s.client.cookie, s.message.id, 'Are you free on Monday?')).statusCode).toBe(201);
    expect((await bell(s.proCookie)).unreadCount).toBe(3);

    const read = await t.request({
      method: 'POST',
      url: `/api/dashboard/messages/${s.message.id}/replies/read`,
      cookie: s.proCookie,
    });
    expect(read.statusCode).toBe(200);
    const after = await bell(s.proCookie);
    expect(after.unreadCount).toBe(1);
    expect(after.notifications.filter((n) => !n.isRead).map((n) => n.title)).toEqual(['New Credit Optimization Plan request']);
    const leads = (await t.request({ method: 'GET', url: '/api/dashboard/leads', cookie: s.proCookie })).json().leads;
    expect(leads.map((l: { kind: string; unread: boolean }) => [l.kind, l.unread])).toEqual([
      ['message', false],
      ['cop_request', true],
    ]);
  });
});

describe('POST /api/notifications/read-all', () => {
  it("reads every one of the caller's notifications and nobody else's", async () => {
    const s = await scenario();
    const other = await scenario();
    const res = await t.request({ method: 'POST', url: '/api/notifications/read-all', cookie: s.proCookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { marked: 2 } });
    expect((await bell(s.proCookie)).unreadCount).toBe(0);
    expect((await bell(other.proCookie)).unreadCount).toBe(2);
    // Again: nothing left to read.
    const again = await t.request({ method: 'POST', url: '/api/notifications/read-all', cookie: s.proCookie });
    expect(again.json()).toEqual({ success: true, data: { marked: 0 } });
  });

  it('is reading: a suspended professional may do it; a visitor may not', async () => {
    const s = await scenario({ approvalStatus: 'suspended' });
    const res = await t.request({ method: 'POST', url: '/api/notifications/read-all', cookie: s.proCookie });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(401);
  });
});

describe('a deleted lead', () => {
  it("leaves the professional's bell, count included; the client's bell keeps theirs", async () => {
    const s = await scenario();
    await notifyUser(t.db, s.client.user.id, {
      type: 'new_reply',
      title: 'Maria Lopez replied',
      message: 'Maria Lopez replied to your message.',
      metadata: { kind: 'message', itemId: s.message.id },
    });
    const del = await t.request({ method: 'DELETE', url: `/api/dashboard/messages/${s.message.id}`, cookie: s.proCookie });
    expect(del.statusCode).toBe(200);
    const after = await bell(s.proCookie);
    expect(after.notifications.map((n) => n.title)).toEqual(['New Credit Optimization Plan request']);
    expect(after.unreadCount).toBe(1);
    expect((await bell(s.client.cookie, 'consumer')).notifications.map((n) => n.title)).toEqual(['Maria Lopez replied']);
  });
});
