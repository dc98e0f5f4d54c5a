import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, users } from '../../src/db/schema.ts';
import { signUpVerified } from '../helpers/account-mail.ts';
import {
  createCopRequest,
  createMessage,
  createMxpert,
  deleteOwnAccount,
  signedInAs,
  signIn,
  uniqueEmail,
} from '../helpers/factories.ts';
import { reviewInput } from '../helpers/reviews.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * Guest items planted before the account exists (docs/decisions/099): a message or COP request sent
 * as a guest with an address joins the account later made with that address only once its owner
 * confirms it in the account. Until then it is in no list, conversation, export or review right.
 */
const t = useTestApp();

const STRANGER_IP = '198.51.100.77';
const STRANGER_BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) StrangerBrowser/13.0';
const NOT_WAITING = {
  code: 'NOT_FOUND',
  message: 'Some of these items are not waiting for your confirmation. Please reload the page.',
};

const get = (url: string, cookie: string) => t.request({ method: 'GET', url, cookie });
const choose = (choice: 'confirm' | 'decline', cookie: string, body: unknown) =>
  t.request({ method: 'POST', url: `/api/consumer/unclaimed/${choice}`, cookie, body });

/** A stranger, from their own address and browser, sends a guest message and a COP request in the victim's address. */
async function plant(cxid: string, email: string) {
  const sender = { firstName: 'Mallory', lastName: 'Stranger', email, phone: '(512) 555-0166', consent: true };
  const send = (url: string, body: object) =>
    t.request({ method: 'POST', url, body, ip: STRANGER_IP, headers: { 'user-agent': STRANGER_BROWSER } });
  const message = await send(`/api/messages/tx/${cxid}`, {
    ...sender,
    helpType: 'consultation',
    message: 'Please call me about a refinance as soon as you can, my credit file needs a careful look before we apply.',
  });
  const request = await send(`/api/cop-requests/tx/${cxid}`, { ...sender, mortgageProcess: 'purchasing-home' });
  expect([message.statusCode, request.statusCode]).toEqual([201, 201]);
}

/** The victim registers with their address and verifies it, as a person does; answers their session cookie. */
const register = (email: string): Promise<string> => signUpVerified(t, email, { firstName: 'Vera', lastName: 'Owner' });

/** Everything of the account that could show an item: lists, counts, conversations, export, review right. */
async function whatTheAccountHolds(cookie: string, ids: { message: string; request: string }, cxid: string) {
  const dashboard = (await get('/api/consumer/dashboard', cookie)).json().data;
  const exported = await get('/api/consumer/account/export', cookie);
  const data = exported.json();
  return {
    stats: dashboard.stats,
    messages: (await get('/api/consumer/messages/open', cookie)).json().messages.map((m: { id: string }) => m.id),
    requests: (await get('/api/consumer/requests/open', cookie)).json().requests.map((r: { id: string }) => r.id),
    messageConversation: (await get(`/api/consumer/messages/${ids.message}/replies`, cookie)).statusCode,
    requestConversation: (await get(`/api/consumer/requests/${ids.request}/replies`, cookie)).statusCode,
    exportedMessages: data.messages.map((m: { id: string }) => m.id),
    exportedRequests: data.copRequests.map((r: { id: string }) => r.id),
    exportedReplies: data.conversationReplies.length,
    consentRecords: data.consentRecords.map((c: { clientAddress: string; userAgent: string }) => [c.clientAddress, c.userAgent]),
    exportNamesStranger: exported.body.includes(STRANGER_IP) || exported.body.includes('StrangerBrowser'),
    mayReview: (await get(`/api/consumer/reviews/eligibility?cxid=${cxid}`, cookie)).json().data.eligible,
  };
}

describe('a stranger plants guest items with the address of someone who has no account yet', () => {
  it('keeps them out of the account until its owner confirms them, then they are the account’s like any other', async () => {
    const { profile, user: pro } = await createMxpert(t.db, {}, { firstName: 'Paula', lastName: 'Pro' });
    const email = uniqueEmail('victim');
    await plant(profile.cxid, email);
    const [message] = await t.db
      .select()
      .from(leads)
      .where(and(eq(leads.email, email), eq(leads.kind, 'message')));
    const [request] = await t.db
      .select()
      .from(leads)
      .where(and(eq(leads.email, email), eq(leads.kind, 'cop_request')));
    if (!message || !request) throw new Error('the planted items were not stored');
    const ids = { message: message.id, request: request.id };
    // The professional answers both, which would give their sender the right to review.
    const proCookie = await signIn(t, pro.email);
    for (const url of [`/api/dashboard/messages/${message.id}/replies`, `/api/dashboard/cop-requests/${request.id}/replies`]) {
      expect((await t.request({ method: 'POST', url, cookie: proCookie, body: { body: 'Happy to help.' } })).statusCode).toBe(
        201,
      );
    }

    const cookie = await register(email);
    const before = await whatTheAccountHolds(cookie, ids, profile.cxid);
    expect(before).toEqual({
      stats: { totalMessages: 0, activeMessages: 0, totalRequests: 0, activeRequests: 0 },
      messages: [],
      requests: [],
      messageConversation: 404,
      requestConversation: 404,
      exportedMessages: [],
      exportedRequests: [],
      exportedReplies: 0,
      consentRecords: [],
      exportNamesStranger: false,
      mayReview: false,
    });
    const review = await t.request({ method: 'POST', url: '/api/consumer/reviews', cookie, body: reviewInput(profile.cxid) });
    expect(review.statusCode).toBe(403);

    // The panel asks: the professional, the kind, the date, the first words and the name typed.
    const waiting = await get('/api/consumer/unclaimed', cookie);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().items).toEqual([
      {
        kind: 'cop_request',
        id: request.id,
        professionalName: 'Paula Pro',
        senderName: 'Mallory Stranger',
        sentAt: request.createdAt.toISOString(),
        firstWords: 'Purchasing Home',
      },
      {
        kind: 'message',
        id: message.id,
        professionalName: 'Paula Pro',
        senderName: 'Mallory Stranger',
        sentAt: message.createdAt.toISOString(),
        firstWords: 'Please call me about a refinance as soon as you can, my credit file needs a…',
      },
    ]);

    // Confirming one leaves the other waiting; confirming all takes the rest.
    const one = await choose('confirm', cookie, { items: [{ kind: 'message', id: message.id }] });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ count: 1, message: 'Thanks, it is now in your account.' });
    expect((await get('/api/consumer/unclaimed', cookie)).json().items.map((i: { id: string }) => i.id)).toEqual([request.id]);
    expect((await choose('confirm', cookie, { all: true })).json()).toEqual({
      count: 1,
      message: 'Thanks, it is now in your account.',
    });
    expect((await get('/api/consumer/unclaimed', cookie)).json()).toEqual({ items: [] });

    const after = await whatTheAccountHolds(cookie, ids, profile.cxid);
    expect(after).toEqual({
      stats: { totalMessages: 1, activeMessages: 1, totalRequests: 1, activeRequests: 1 },
      messages: [message.id],
      requests: [request.id],
      messageConversation: 200,
      requestConversation: 200,
      exportedMessages: [message.id],
      exportedRequests: [request.id],
      exportedReplies: 2,
      // Now the owner's own: what they confirmed sending, from where it was sent.
      consentRecords: [
        [STRANGER_IP, STRANGER_BROWSER],
        [STRANGER_IP, STRANGER_BROWSER],
      ],
      exportNamesStranger: true,
      mayReview: true,
    });
    const reviewed = await t.request({ method: 'POST', url: '/api/consumer/reviews', cookie, body: reviewInput(profile.cxid) });
    expect(reviewed.statusCode).toBe(201);
  });
});

describe('saying "Not me"', () => {
  it('keeps the item out of the account for good and shows the professional an unconfirmed sender', async () => {
    const { profile, user: pro } = await createMxpert(t.db);
    const owner = await signedInAs(t, 'CONSUMER');
    const planted = await createMessage(t.db, profile.id, { email: owner.user.email });
    const mine = await createCopRequest(t.db, profile.id, { email: owner.user.email });

    const res = await choose('decline', owner.cookie, { items: [{ kind: 'message', id: planted.id }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 1, message: 'Noted: it will not join your account.' });
    expect((await get('/api/consumer/unclaimed', owner.cookie)).json().items.map((i: { id: string }) => i.id)).toEqual([mine.id]);
    // Declined is final: it can no longer be confirmed, and all takes only what still waits.
    expect((await choose('confirm', owner.cookie, { items: [{ kind: 'message', id: planted.id }] })).json()).toEqual(NOT_WAITING);
    expect((await choose('confirm', owner.cookie, { all: true })).json().count).toBe(1);
    expect((await get('/api/consumer/messages/open', owner.cookie)).json().messages).toEqual([]);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, planted.id));
    expect(row).toMatchObject({ consumerUserId: null, senderConfirmed: false });

    const inbox = (await get('/api/dashboard/messages/all', await signIn(t, pro.email))).json().messages;
    expect(inbox.find((m: { id: string }) => m.id === planted.id)?.senderConfirmed).toBe(false);
  });
});

describe('POST /api/consumer/unclaimed/confirm', () => {
  it("answers the choice in the reader's language, the count choosing the words", async () => {
    const { profile } = await createMxpert(t.db);
    const owner = await signedInAs(t, 'CONSUMER');
    for (let i = 0; i < 2; i++) await createMessage(t.db, profile.id, { email: owner.user.email });
    const confirmAllInSpanish = () =>
      t.request({
        method: 'POST',
        url: '/api/consumer/unclaimed/confirm',
        cookie: owner.cookie,
        body: { all: true },
        headers: { 'accept-language': 'es-US' },
      });
    const spanish = await confirmAllInSpanish();
    expect(spanish.json()).toEqual({ count: 2, message: 'Gracias, 2 elementos ya están en su cuenta.' });
    const again = await confirmAllInSpanish();
    expect(again.json()).toEqual({ count: 0, message: 'No hay nada esperando su confirmación.' });
    expect((await choose('confirm', owner.cookie, { all: true })).json()).toEqual({
      count: 0,
      message: 'Nothing is waiting for your confirmation.',
    });
  });

  it('is all or none: one item that is not waiting for this account changes nothing', async () => {
    const { profile } = await createMxpert(t.db);
    const owner = await signedInAs(t, 'CONSUMER');
    const other = await signedInAs(t, 'CONSUMER');
    const waiting = await createMessage(t.db, profile.id, { email: owner.user.email });
    const othersWaiting = await createMessage(t.db, profile.id, { email: other.user.email });
    const othersOwn = await createCopRequest(t.db, profile.id, { consumerUserId: other.user.id, email: other.user.email });
    const unknown = '00000000-0000-4000-8000-000000000000';

    for (const foreign of [
      { kind: 'message', id: othersWaiting.id },
      { kind: 'cop_request', id: othersOwn.id },
      { kind: 'cop_request', id: waiting.id },
      { kind: 'message', id: unknown },
    ]) {
      for (const choice of ['confirm', 'decline'] as const) {
        const res = await choose(choice, owner.cookie, { items: [{ kind: 'message', id: waiting.id }, foreign] });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(NOT_WAITING);
      }
    }
    const rows = await t.db
      .select({ id: leads.id, consumerUserId: leads.consumerUserId, senderConfirmed: leads.senderConfirmed })
      .from(leads)
      .where(inArray(leads.id, [waiting.id, othersWaiting.id]));
    expect(rows.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: waiting.id, consumerUserId: null, senderConfirmed: true },
        { id: othersWaiting.id, consumerUserId: null, senderConfirmed: true },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    // Each consumer sees only what waits for them.
    expect((await get('/api/consumer/unclaimed', other.cookie)).json().items.map((i: { id: string }) => i.id)).toEqual([
      othersWaiting.id,
    ]);
  });

  it('joins an item once when confirmed twice at the same time', async () => {
    const { profile } = await createMxpert(t.db);
    const owner = await signedInAs(t, 'CONSUMER');
    const item = await createMessage(t.db, profile.id, { email: owner.user.email });
    const body = { items: [{ kind: 'message', id: item.id }] };
    const answers = await Promise.all([choose('confirm', owner.cookie, body), choose('confirm', owner.cookie, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    expect((await get('/api/consumer/messages/open', owner.cookie)).json().totalCount).toBe(1);
  });

  it('refuses a malformed choice with a plain sentence and changes nothing', async () => {
    const { profile } = await createMxpert(t.db);
    const owner = await signedInAs(t, 'CONSUMER');
    const item = await createMessage(t.db, profile.id, { email: owner.user.email });
    for (const body of [
      {},
      { items: [] },
      { all: false },
      { all: true, items: [{ kind: 'message', id: item.id }] },
      { items: [{ kind: 'review', id: item.id }] },
      { items: [{ kind: 'message', id: 'not-an-id' }] },
      { items: Array.from({ length: 101 }, () => ({ kind: 'message', id: item.id })) },
    ]) {
      const res = await choose('confirm', owner.cookie, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: expect.any(String) });
    }
    const [row] = await t.db.select().from(leads).where(eq(leads.id, item.id));
    expect(row?.consumerUserId).toBeNull();
  });
});

describe('who is asked', () => {
  it('nobody whose address is not verified, and no item sent while the account existed (the e-mailed confirmation asks)', async () => {
    const { profile } = await createMxpert(t.db);
    // An account whose address is not verified (it cannot sign in; a session it had is asked here).
    const unverified = await signedInAs(t, 'CONSUMER');
    await createMessage(t.db, profile.id, { email: unverified.user.email });
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unverified.user.id));
    expect((await get('/api/consumer/unclaimed', unverified.cookie)).json()).toEqual({ items: [] });
    expect((await choose('confirm', unverified.cookie, { all: true })).json()).toEqual({
      count: 0,
      message: 'Nothing is waiting for your confirmation.',
    });
    const [row] = await t.db.select().from(leads).where(eq(leads.email, unverified.user.email));
    expect(row?.consumerUserId).toBeNull();

    const owner = await signedInAs(t, 'CONSUMER');
    await createMessage(t.db, profile.id, { email: owner.user.email, senderConfirmed: false, senderTokenHash: 'a'.repeat(64) });
    expect((await get('/api/consumer/unclaimed', owner.cookie)).json()).toEqual({ items: [] });
  });

  it("detaches what still waits when the account is deleted, so the address's next account never gets it", async () => {
    const { profile } = await createMxpert(t.db);
    const owner = await signedInAs(t, 'CONSUMER');
    const item = await createMessage(t.db, profile.id, { email: owner.user.email });
    const del = await deleteOwnAccount(t, 'consumer', owner.cookie);
    expect(del.statusCode).toBe(200);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, item.id));
    expect(row?.senderDeletedAt).not.toBeNull();
    const next = await signedInAs(t, 'CONSUMER', { email: owner.user.email });
    expect((await get('/api/consumer/unclaimed', next.cookie)).json()).toEqual({ items: [] });
  });
});
