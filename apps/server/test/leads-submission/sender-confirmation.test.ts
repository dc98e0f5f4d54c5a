import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../../src/db/schema.ts';
import {
  confirmUnclaimed,
  createMxpert,
  createUser,
  lastEmailTo,
  signedInAs,
  signIn,
  tokenFromEmail,
  uniqueEmail,
} from '../helpers/factories.ts';
import { randomIp, useTestApp } from '../helpers/test-app.ts';

/**
 * A guest submission with the address of an existing account (docs/decisions/046): stored
 * unconfirmed, answered like any guest's, e-mailed to the owner, and in their account only once they
 * confirm.
 */
const t = useTestApp();

const INVALID = { code: 'BAD_REQUEST', message: 'This confirmation link is invalid, has expired or was already used.' };

function guestMessage(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Mallory',
    lastName: 'Stranger',
    email,
    phone: '(512) 555-0166',
    helpType: 'consultation',
    message: 'Please call me about a mortgage as soon as you can.',
    consent: true,
    ...overrides,
  };
}

function guestCopRequest(email: string) {
  const { helpType: _h, message: _m, ...sender } = guestMessage(email);
  return { ...sender, mortgageProcess: 'purchasing-home' };
}

const post = (url: string, body: unknown, cookie?: string) => t.request({ method: 'POST', url, body, cookie, ip: randomIp() });
const get = (url: string, cookie: string) => t.request({ method: 'GET', url, cookie });
const confirm = (token: unknown) => post('/api/inquiries/confirm-sender', { token });
const CONFIRM_PATH = '/confirm-sender';

async function consumerView(cookie: string) {
  const dashboard = (await get('/api/consumer/dashboard', cookie)).json().data;
  const open = (await get('/api/consumer/messages/open', cookie)).json();
  const requests = (await get('/api/consumer/requests/open', cookie)).json();
  return {
    stats: dashboard.stats,
    recentMessages: dashboard.recentMessages.map((m: { id: string }) => m.id),
    recentRequests: dashboard.recentRequests.map((r: { id: string }) => r.id),
    messages: open.messages.map((m: { id: string }) => m.id),
    requests: requests.requests.map((r: { id: string }) => r.id),
  };
}

const EMPTY_VIEW = {
  stats: { totalMessages: 0, activeMessages: 0, totalRequests: 0, activeRequests: 0 },
  recentMessages: [],
  recentRequests: [],
  messages: [],
  requests: [],
};

describe('a guest submission with the address of an existing account', () => {
  it("adds nothing to the account's lists, counts or dashboard", async () => {
    const { profile } = await createMxpert(t.db);
    const victim = await signedInAs(t, 'CONSUMER', { firstName: 'Vera', lastName: 'Owner' });
    const sentMessage = await post(`/api/messages/tx/${profile.cxid}`, guestMessage(victim.user.email.toUpperCase()));
    const sentRequest = await post(`/api/cop-requests/tx/${profile.cxid}`, guestCopRequest(victim.user.email));
    expect([sentMessage.statusCode, sentRequest.statusCode]).toEqual([201, 201]);

    const [message] = await t.db
      .select()
      .from(leads)
      .where(and(eq(leads.mxpertProfileId, profile.id), eq(leads.kind, 'message')));
    expect(message).toMatchObject({ email: victim.user.email, consumerUserId: null, senderConfirmed: false });
    const [request] = await t.db
      .select()
      .from(leads)
      .where(and(eq(leads.mxpertProfileId, profile.id), eq(leads.kind, 'cop_request')));
    expect(request).toMatchObject({ email: victim.user.email, consumerUserId: null, senderConfirmed: false });
    expect(await consumerView(victim.cookie)).toEqual(EMPTY_VIEW);
  });

  it('is answered exactly like a guest with an unknown address', async () => {
    const { profile } = await createMxpert(t.db);
    const owner = await signedInAs(t, 'CONSUMER');
    for (const [url, body] of [
      [`/api/messages/${profile.cxid}`, guestMessage] as const,
      [`/api/cop-requests/${profile.cxid}`, guestCopRequest] as const,
    ]) {
      const known = await post(url, body(owner.user.email));
      const unknown = await post(url, body(uniqueEmail('nobody')));
      expect(known.statusCode).toBe(unknown.statusCode);
      expect(known.body).toBe(unknown.body);
      expect(known.headers['content-type']).toBe(unknown.headers['content-type']);
    }
  });

  it("e-mails the owner, and confirming puts the item in the owner's account once", async () => {
    const { profile } = await createMxpert(t.db, {}, { firstName: 'Paula', lastName: 'Pro' });
    const owner = await signedInAs(t, 'CONSUMER', { firstName: 'Omar' });
    expect((await post(`/api/messages/${profile.cxid}`, guestMessage(owner.user.email))).statusCode).toBe(201);

    const mail = await lastEmailTo(t.db, owner.user.email);
    expect(mail?.subject).toBe('Did you send this message to Paula Pro?');
    expect(mail?.text).toContain('Hello Omar,');
    expect(mail?.text).toContain('with your email address and the name Mallory Stranger');
    // The stranger's text is not carried to the owner's mailbox.
    expect(mail?.text).not.toContain('Please call me');
    const token = await tokenFromEmail(t.db, owner.user.email, CONFIRM_PATH);

    // Only the token's hash is stored.
    const [stored] = await t.db.select().from(leads).where(eq(leads.mxpertProfileId, profile.id));
    expect(stored?.senderTokenHash).toBe(createHash('sha256').update(token).digest('hex'));

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Thanks, the message is now in your account.' });
    const [row] = await t.db.select().from(leads).where(eq(leads.mxpertProfileId, profile.id));
    expect(row).toMatchObject({ consumerUserId: owner.user.id, senderConfirmed: true, senderTokenHash: null });
    const view = await consumerView(owner.cookie);
    expect(view.messages).toEqual([row?.id]);
    expect(view.stats).toEqual({ totalMessages: 1, activeMessages: 1, totalRequests: 0, activeRequests: 0 });

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
  });

  it('confirms a COP request with its own answer', async () => {
    const { profile } = await createMxpert(t.db);
    const owner = await signedInAs(t, 'CONSUMER');
    expect((await post(`/api/cop-requests/${profile.cxid}`, guestCopRequest(owner.user.email))).statusCode).toBe(201);
    const mail = await lastEmailTo(t.db, owner.user.email);
    expect(mail?.subject).toMatch(/^Did you send this Credit Optimization Plan request to /);
    const res = await confirm(await tokenFromEmail(t.db, owner.user.email, CONFIRM_PATH));
    expect(res.json()).toEqual({ message: 'Thanks, the request is now in your account.' });
    expect((await consumerView(owner.cookie)).requests).toHaveLength(1);
  });

  it('holds for an account of any role, verified or not', async () => {
    const { profile } = await createMxpert(t.db);
    const other = await createMxpert(t.db);
    const unverified = await createUser(t.db, 'CONSUMER', { verified: false });
    for (const email of [other.user.email, unverified.email]) {
      expect((await post(`/api/messages/${profile.cxid}`, guestMessage(email))).statusCode).toBe(201);
      const [row] = await t.db.select().from(leads).where(eq(leads.email, email));
      expect(row?.senderConfirmed).toBe(false);
      expect((await lastEmailTo(t.db, email))?.subject).toMatch(/^Did you send this message to /);
    }
  });

  it('refuses a wrong, empty or missing token with a plain sentence and changes nothing', async () => {
    const { profile } = await createMxpert(t.db);
    const owner = await signedInAs(t, 'CONSUMER');
    await post(`/api/messages/${profile.cxid}`, guestMessage(owner.user.email));
    const token = await tokenFromEmail(t.db, owner.user.email, CONFIRM_PATH);

    for (const wrong of [`${token}x`, token.slice(1), 'x'.repeat(43)]) {
      const res = await confirm(wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
    for (const body of [{ token: '' }, {}]) {
      const res = await post('/api/inquiries/confirm-sender', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'No confirmation token provided' });
    }
    const [row] = await t.db.select().from(leads).where(eq(leads.mxpertProfileId, profile.id));
    expect(row).toMatchObject({ consumerUserId: null, senderConfirmed: false });
    expect((await consumerView(owner.cookie)).messages).toEqual([]);
  });
});

describe('unchanged submissions', () => {
  it("leaves a signed-in consumer's own submission confirmed and e-mails them nothing", async () => {
    const { profile } = await createMxpert(t.db);
    const consumer = await signedInAs(t, 'CONSUMER');
    const res = await post(`/api/messages/${profile.cxid}`, guestMessage(uniqueEmail('ignored')), consumer.cookie);
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(leads).where(eq(leads.mxpertProfileId, profile.id));
    expect(row).toMatchObject({ consumerUserId: consumer.user.id, senderConfirmed: true, senderTokenHash: null });
    expect(await lastEmailTo(t.db, consumer.user.email)).toBeUndefined();
    expect((await consumerView(consumer.cookie)).messages).toEqual([row?.id]);
  });

  it('leaves a guest with an address without account confirmed, joining the account verified later once its owner confirms it', async () => {
    const { profile } = await createMxpert(t.db);
    const email = uniqueEmail('newcomer');
    expect((await post(`/api/messages/${profile.cxid}`, guestMessage(email))).statusCode).toBe(201);
    const [row] = await t.db.select().from(leads).where(eq(leads.email, email));
    expect(row).toMatchObject({ senderConfirmed: true, senderTokenHash: null });
    expect(await lastEmailTo(t.db, email)).toBeUndefined();
    const later = await signedInAs(t, 'CONSUMER', { email });
    expect(await consumerView(later.cookie)).toEqual(EMPTY_VIEW);
    expect(await confirmUnclaimed(t, later.cookie)).toBe(1);
    expect((await consumerView(later.cookie)).messages).toEqual([row?.id]);
  });
});

describe("the professional's inbox", () => {
  it('shows the lead as unconfirmed, then as confirmed', async () => {
    const { profile, user: pro } = await createMxpert(t.db);
    const proCookie = await signIn(t, pro.email);
    const owner = await signedInAs(t, 'CONSUMER');
    await post(`/api/messages/${profile.cxid}`, guestMessage(owner.user.email));
    await post(`/api/cop-requests/${profile.cxid}`, guestCopRequest(owner.user.email));
    await post(`/api/messages/${profile.cxid}`, guestMessage(uniqueEmail('plain')));

    const inbox = async () => ({
      messages: (await get('/api/dashboard/messages/all', proCookie)).json().messages,
      requests: (await get('/api/dashboard/cop-requests/all', proCookie)).json().copRequests,
    });
    const before = await inbox();
    const flags = (items: { email: string; senderConfirmed: boolean }[]) =>
      Object.fromEntries(items.map((i) => [i.email === owner.user.email ? 'owner' : 'other', i.senderConfirmed]));
    expect(flags(before.messages)).toEqual({ owner: false, other: true });
    expect(flags(before.requests)).toEqual({ owner: false });

    // Confirming the request (the newest e-mail) leaves the message unconfirmed.
    await confirm(await tokenFromEmail(t.db, owner.user.email, CONFIRM_PATH));
    const after = await inbox();
    expect(flags(after.messages)).toEqual({ owner: false, other: true });
    expect(flags(after.requests)).toEqual({ owner: true });
  });
});
