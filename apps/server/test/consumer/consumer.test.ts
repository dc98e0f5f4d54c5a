import { describe, expect, it } from 'vitest';
import {
  confirmUnclaimed,
  createCopRequest,
  createMessage,
  createMxpert,
  signedInAs,
  uniqueEmail,
} from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

const get = (url: string, cookie?: string) => t.request({ method: 'GET', url, cookie });

/**
 * A consumer, and what was sent to a professional: by them signed in, by them as a guest before the
 * account (confirmed by them since, docs/decisions/099), and by others.
 */
async function scenario() {
  const { profile, user: pro } = await createMxpert(t.db, { companyName: 'Harbor Home Loans', photo: '/uploads/profiles/a.png' });
  const consumer = await signedInAs(t, 'CONSUMER', { firstName: 'Riley', lastName: 'Stone' });
  const signedIn = await createMessage(t.db, profile.id, {
    consumerUserId: consumer.user.id,
    email: consumer.user.email,
    mxpertNotes: 'Follow up on Friday; credit file looks thin.',
  });
  const asGuest = await createMessage(t.db, profile.id, { email: consumer.user.email, status: 'closed' });
  const othersMessage = await createMessage(t.db, profile.id, { email: uniqueEmail('other') });
  const request = await createCopRequest(t.db, profile.id, { email: consumer.user.email });
  const closedRequest = await createCopRequest(t.db, profile.id, { consumerUserId: consumer.user.id, status: 'closed' });
  await createCopRequest(t.db, profile.id, { email: uniqueEmail('other') });
  expect(await confirmUnclaimed(t, consumer.cookie)).toBe(2);
  return { profile, pro, consumer, signedIn, asGuest, othersMessage, request, closedRequest };
}

describe('GET /api/consumer/dashboard', () => {
  it('counts and lists what the consumer sent signed in or as a guest with their verified address, once confirmed', async () => {
    const s = await scenario();
    const res = await get('/api/consumer/dashboard', s.consumer.cookie);
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.stats).toEqual({ totalMessages: 2, activeMessages: 1, totalRequests: 2, activeRequests: 1 });
    expect(data.recentMessages.map((m: { id: string }) => m.id).sort()).toEqual([s.signedIn.id, s.asGuest.id].sort());
    expect(data.recentRequests.map((r: { id: string }) => r.id).sort()).toEqual([s.request.id, s.closedRequest.id].sort());
    const item = data.recentMessages.find((m: { id: string }) => m.id === s.signedIn.id);
    expect(item).toMatchObject({
      helpType: 'credit-optimization',
      status: 'open',
      // the professional's own notes never reach the sender
      mxpertNotes: null,
      mxpertProfile: {
        cxid: s.profile.cxid,
        photo: '/uploads/profiles/a.png',
        companyName: 'Harbor Home Loans',
        user: { name: s.pro.name },
      },
    });
  });

  it('shows the newest 5 of each', async () => {
    const { profile } = await createMxpert(t.db);
    const consumer = await signedInAs(t, 'CONSUMER');
    for (let i = 0; i < 7; i++) {
      await createMessage(t.db, profile.id, {
        consumerUserId: consumer.user.id,
        message: `Message number ${i} about my credit`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
    const { data } = (await get('/api/consumer/dashboard', consumer.cookie)).json();
    expect(data.stats.totalMessages).toBe(7);
    expect(data.recentMessages.map((m: { message: string }) => m.message)).toEqual(
      [6, 5, 4, 3, 2].map((i) => `Message number ${i} about my credit`),
    );
  });

  it('is for consumers only', async () => {
    expect((await get('/api/consumer/dashboard')).statusCode).toBe(401);
    const pro = await signedInAs(t, 'MXPERT');
    expect((await get('/api/consumer/dashboard', pro.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/consumer/messages/open|closed and /api/consumer/requests/open|closed', () => {
  it('splits the consumer own items by status and never shows anyone else', async () => {
    const s = await scenario();
    const ids = async (url: string, key: string) => {
      const res = await get(url, s.consumer.cookie);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.totalCount).toBe(body[key].length);
      return body[key].map((i: { id: string }) => i.id);
    };
    expect(await ids('/api/consumer/messages/open', 'messages')).toEqual([s.signedIn.id]);
    expect(await ids('/api/consumer/messages/closed', 'messages')).toEqual([s.asGuest.id]);
    expect(await ids('/api/consumer/requests/open', 'requests')).toEqual([s.request.id]);
    expect(await ids('/api/consumer/requests/closed', 'requests')).toEqual([s.closedRequest.id]);

    const stranger = await signedInAs(t, 'CONSUMER');
    for (const url of ['/api/consumer/messages/open', '/api/consumer/messages/closed']) {
      expect((await get(url, stranger.cookie)).json()).toEqual({ messages: [], totalCount: 0 });
    }
    expect((await get('/api/consumer/requests/open', stranger.cookie)).json()).toEqual({ requests: [], totalCount: 0 });
  });

  it('answers the newest 30 and the full count', async () => {
    const { profile } = await createMxpert(t.db);
    const consumer = await signedInAs(t, 'CONSUMER');
    for (let i = 0; i < 32; i++) await createCopRequest(t.db, profile.id, { consumerUserId: consumer.user.id });
    const body = (await get('/api/consumer/requests/open', consumer.cookie)).json();
    expect(body.requests).toHaveLength(30);
    expect(body.totalCount).toBe(32);
  });

  it('needs a signed-in consumer', async () => {
    for (const url of ['/api/consumer/messages/open', '/api/consumer/requests/closed']) {
      expect((await get(url)).statusCode).toBe(401);
    }
    const admin = await signedInAs(t, 'ADMIN');
    expect((await get('/api/consumer/messages/open', admin.cookie)).statusCode).toBe(403);
  });
});

describe('the journey from guest to account', () => {
  it('finds a message sent as a guest once the address is registered, verified and the item confirmed', async () => {
    const { profile } = await createMxpert(t.db);
    const email = uniqueEmail('journey');
    const sent = await t.request({
      method: 'POST',
      url: `/api/messages/tx/${profile.cxid}`,
      body: {
        firstName: 'Jamie',
        lastName: 'Lane',
        email: email.toUpperCase(),
        phone: '(512) 555-0199',
        helpType: 'consultation',
        message: 'Could we talk about my options next week?',
        consent: true,
      },
    });
    expect(sent.statusCode).toBe(201);
    const consumer = await signedInAs(t, 'CONSUMER', { email, firstName: 'Jamie', lastName: 'Lane' });
    expect((await get('/api/consumer/messages/open', consumer.cookie)).json()).toEqual({ messages: [], totalCount: 0 });
    expect(await confirmUnclaimed(t, consumer.cookie)).toBe(1);
    const body = (await get('/api/consumer/messages/open', consumer.cookie)).json();
    expect(body.messages.map((m: { message: string }) => m.message)).toEqual(['Could we talk about my options next week?']);
  });
});

describe('GET /api/consumer/conversations?mxpert=', () => {
  it("answers the consumer's newest message or request to that professional, and null for anyone else's", async () => {
    const { profile } = await createMxpert(t.db);
    const other = await createMxpert(t.db);
    const consumer = await signedInAs(t, 'CONSUMER');
    const url = (cxid: string) => `/api/consumer/conversations?mxpert=${encodeURIComponent(cxid)}`;

    // Nothing sent yet: null.
    const none = await get(url(profile.cxid), consumer.cookie);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ data: null });

    const message = await createMessage(t.db, profile.id, {
      consumerUserId: consumer.user.id,
      email: consumer.user.email,
      createdAt: new Date(Date.now() - 60_000),
    });
    expect((await get(url(profile.cxid), consumer.cookie)).json()).toEqual({ data: { kind: 'message', id: message.id } });
    const request = await createCopRequest(t.db, profile.id, { consumerUserId: consumer.user.id, email: consumer.user.email });
    expect((await get(url(profile.cxid), consumer.cookie)).json()).toEqual({ data: { kind: 'request', id: request.id } });

    // Another professional, another consumer, a guest item with the same address not confirmed: none of theirs.
    expect((await get(url(other.profile.cxid), consumer.cookie)).json()).toEqual({ data: null });
    const stranger = await signedInAs(t, 'CONSUMER');
    expect((await get(url(profile.cxid), stranger.cookie)).json()).toEqual({ data: null });
    const guestOnly = await signedInAs(t, 'CONSUMER');
    await createMessage(t.db, profile.id, { email: guestOnly.user.email });
    expect((await get(url(profile.cxid), guestOnly.cookie)).json()).toEqual({ data: null });
    expect((await get(url('CX-UNKNOWN'), consumer.cookie)).json()).toEqual({ data: null });

    // Consumers only; the professional is named.
    expect((await get(url(profile.cxid))).statusCode).toBe(401);
    const pro = await signedInAs(t, 'MXPERT');
    expect((await get(url(profile.cxid), pro.cookie)).statusCode).toBe(403);
    const missing = await get('/api/consumer/conversations', consumer.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: 'BAD_REQUEST', message: 'Choose a MortgageXpert' });
  });
});
