import { EVENTS_TEXT, type LiveEventData, TEXT } from '@mx/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { sessions } from '../../src/db/schema.ts';
import { publishLiveChange } from '../../src/lib/live-changes.ts';
import { type OpenStream, openStream, readBody } from '../helpers/event-stream.ts';
import { createMessage, createMxpert, signedInAs, signIn, TEST_PASSWORD } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { TEST_DB_KIND, type TestDatabaseHandle } from '../helpers/test-db.ts';

/**
 * The event stream (GET /api/events, docs/decisions/090), read over real HTTP as a browser reads it:
 * replies, unread counts and the bell pushed to their owner only, the session checked when the stream
 * opens and for every event, and the stream closed when its session ends.
 */

let t: TestApp;
let base: string;
const open: OpenStream[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    config: { events: { heartbeatMs: 200, sessionCheckMs: 60_000, maxStreamMs: 60_000, perUserMax: 3 } },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

async function stream(cookie?: string, on = base): Promise<OpenStream> {
  const s = await openStream(on, '/api/events', cookie);
  open.push(s);
  return s;
}

/** A professional and a consumer who sent them a message while signed in, both signed in. */
async function conversation() {
  const { user: proUser, profile } = await createMxpert(t.db, {}, { firstName: 'Maria', lastName: 'Lopez' });
  const proCookie = await signIn(t, proUser.email);
  const client = await signedInAs(t, 'CONSUMER', { firstName: 'Riley', lastName: 'Stone' });
  const message = await createMessage(t.db, profile.id, {
    consumerUserId: client.user.id,
    email: client.user.email,
    firstName: 'Riley',
    lastName: 'Stone',
  });
  return { proUser, proCookie, client, message };
}

const proReply = (messageId: string) => `/api/dashboard/messages/${messageId}/replies`;
const clientReply = (messageId: string) => `/api/consumer/messages/${messageId}/replies`;
const post = (url: string, cookie: string, body?: unknown) => t.request({ method: 'POST', url, cookie, body });

describe('opening the stream', () => {
  it('refuses a visitor who is not signed in with 401 and the sign-in sentence', async () => {
    const s = await stream();
    expect(s.status).toBe(401);
    expect(JSON.parse(await readBody(s))).toEqual({ code: 'UNAUTHORIZED', message: TEXT.authenticationRequired });
  });

  it('answers a signed-in user with an event stream nginx does not buffer, and keeps it alive with comment lines', async () => {
    const { cookie } = await signedInAs(t, 'CONSUMER');
    const s = await stream(cookie);
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(s.headers['cache-control']).toBe('no-store');
    expect(s.headers['x-accel-buffering']).toBe('no');
    expect(s.headers['x-content-type-options']).toBe('nosniff');
    expect(s.headers['x-request-id']).toBeTruthy();
    await new Promise((r) => setTimeout(r, 500));
    expect(s.text()).toMatch(/^retry: 2000\n\n(:\n\n)+/);
  });

  it('refuses a fourth stream of the same user on one instance with 429 and a sentence', async () => {
    const { cookie } = await signedInAs(t, 'CONSUMER');
    for (let i = 0; i < 3; i++) expect((await stream(cookie)).status).toBe(200);
    const fourth = await stream(cookie);
    expect(fourth.status).toBe(429);
    expect(JSON.parse(await readBody(fourth))).toEqual({ code: 'TOO_MANY_REQUESTS', message: EVENTS_TEXT.tooManyStreams });
  });
});

describe('what the stream pushes', () => {
  it("pushes the professional's reply to the client's open stream with their new unread count", async () => {
    const c = await conversation();
    const clientStream = await stream(c.client.cookie);
    const res = await post(proReply(c.message.id), c.proCookie, { body: 'Hello Riley, I can call you on Monday.' });
    expect(res.statusCode).toBe(201);
    const reply = await clientStream.next<LiveEventData['reply']>('reply');
    expect(reply).toEqual({ side: 'consumer', kind: 'message', itemId: c.message.id, reply: res.json().data });
    const unread = await clientStream.next<LiveEventData['unread']>('unread');
    expect(unread.side).toBe('consumer');
    expect(unread.counts.messages).toEqual({ count: 1, itemIds: [c.message.id] });
    expect(unread.counts.total).toBe(1);
    // And the bell: the notification of the reply.
    const bell = await clientStream.next<LiveEventData['notifications']>('notifications');
    expect(bell.unreadCount).toBe(1);
    expect(bell.notifications[0]?.title).toBe('Maria Lopez replied');
  });

  it("pushes the client's reply to the professional's stream, and to the client's own other window without an unread count", async () => {
    const c = await conversation();
    const proStream = await stream(c.proCookie);
    const clientOther = await stream(c.client.cookie);
    const res = await post(clientReply(c.message.id), c.client.cookie, { body: 'Monday works for me.' });
    expect(res.statusCode).toBe(201);
    expect((await proStream.next<LiveEventData['reply']>('reply')).reply.body).toBe('Monday works for me.');
    expect((await proStream.next<LiveEventData['unread']>('unread')).counts.total).toBe(1);
    const bell = await proStream.next<LiveEventData['notifications']>('notifications');
    expect(bell.notifications[0]?.title).toBe('Riley Stone replied');
    const own = await clientOther.next<LiveEventData['reply']>('reply');
    expect(own).toMatchObject({
      side: 'consumer',
      itemId: c.message.id,
      reply: { from: 'consumer', body: 'Monday works for me.' },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(clientOther.events.map((e) => e.name)).not.toContain('unread');
  });

  it('tells the professional their reply was seen when the client opens the conversation, and drops the client count', async () => {
    const c = await conversation();
    await post(proReply(c.message.id), c.proCookie, { body: 'Hello Riley.' });
    const proStream = await stream(c.proCookie);
    const clientStream = await stream(c.client.cookie);
    const read = await post(`${clientReply(c.message.id)}/read`, c.client.cookie);
    expect(read.json().data).toEqual({ marked: 1 });
    expect(await proStream.next('seen')).toEqual({ side: 'mxpert', kind: 'message', itemId: c.message.id });
    expect((await clientStream.next<LiveEventData['unread']>('unread')).counts.total).toBe(0);
  });

  it("pushes nothing of one professional's conversation to another professional, even when a change names them", async () => {
    const c = await conversation();
    const other = await signedInAs(t, 'MXPERT');
    const otherStream = await stream(other.cookie);
    const res = await post(proReply(c.message.id), c.proCookie, { body: 'For Riley only.' });
    // A change that wrongly names the other professional: the stream loads as its own user, and finds nothing.
    await publishLiveChange(t.db, {
      type: 'reply',
      users: [other.user.id],
      kind: 'message',
      itemId: c.message.id,
      replyId: res.json().data.id,
      from: 'mxpert',
    });
    await publishLiveChange(t.db, {
      type: 'read',
      users: [other.user.id],
      kind: 'message',
      itemId: c.message.id,
      side: 'consumer',
    });
    // Something that is theirs, to know the stream has handled what came before it.
    await publishLiveChange(t.db, { type: 'notification', users: [other.user.id] });
    await otherStream.next('notifications');
    expect(otherStream.events.map((e) => e.name)).toEqual(['notifications']);
    expect(otherStream.text()).not.toContain('For Riley only.');
  });

  it("pushes the bell to an admin's stream when a professional asks for approval", async () => {
    const admin = await signedInAs(t, 'ADMIN');
    const adminStream = await stream(admin.cookie);
    await publishLiveChange(t.db, { type: 'notification', users: [admin.user.id] });
    const bell = await adminStream.next<LiveEventData['notifications']>('notifications');
    expect(typeof bell.unreadCount).toBe('number');
  });

  it('sends nothing for a change whose transaction rolled back', async () => {
    const c = await conversation();
    const clientStream = await stream(c.client.cookie);
    await t.db
      .transaction(async (tx) => {
        await publishLiveChange(tx, { type: 'notification', users: [c.client.user.id] });
        throw new Error('roll back');
      })
      .catch(() => null);
    await publishLiveChange(t.db, { type: 'sessions', users: [c.client.user.id] });
    await new Promise((r) => setTimeout(r, 300));
    expect(clientStream.events).toEqual([]);
  });
});

describe('the session behind the stream', () => {
  it('closes the stream with signed-out when its user signs out', async () => {
    const { cookie } = await signedInAs(t, 'CONSUMER');
    const s = await stream(cookie);
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', cookie })).statusCode).toBe(200);
    await s.next('signed-out');
    await s.ended;
    // The browser's reconnection is refused: the session is gone.
    expect((await stream(cookie)).status).toBe(401);
  });

  it("closes a professional's stream when an admin suspends them, and keeps another user's open", async () => {
    const pro = await createMxpert(t.db);
    const proCookie = await signIn(t, pro.user.email);
    const admin = await signedInAs(t, 'ADMIN');
    const bystander = await signedInAs(t, 'CONSUMER');
    const s = await stream(proCookie);
    const kept = await stream(bystander.cookie);
    const res = await post(`/api/admin/mxperts/${pro.profile.id}/suspend`, admin.cookie, { reason: 'License expired in Texas' });
    expect(res.statusCode).toBe(200);
    await s.next('signed-out');
    await s.ended;
    expect(kept.events).toEqual([]);
    expect(kept.text()).not.toContain('signed-out');
  });

  it('closes the stream when its user deletes their account', async () => {
    const { cookie } = await signedInAs(t, 'CONSUMER');
    const s = await stream(cookie);
    const res = await t.request({ method: 'DELETE', url: '/api/consumer/account', cookie, body: { password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    await s.next('signed-out');
    await s.ended;
  });

  it('checks the session for every event: one ended without a word gets signed-out, not the event', async () => {
    const c = await conversation();
    const s = await stream(c.client.cookie);
    await t.db.delete(sessions).where(eq(sessions.userId, c.client.user.id));
    await post(proReply(c.message.id), c.proCookie, { body: 'You should not see this.' });
    await s.next('signed-out');
    await s.ended;
    expect(s.text()).not.toContain('You should not see this.');
  });

  it('closes streams whose session ended without a word at the next periodic check', async () => {
    const checked = await buildTestApp({
      database: t.database,
      config: { events: { heartbeatMs: 60_000, sessionCheckMs: 200, maxStreamMs: 60_000, perUserMax: 3 } },
    });
    try {
      const url = await checked.app.listen({ port: 0, host: '127.0.0.1' });
      const { user, cookie } = await signedInAs(checked, 'CONSUMER');
      const s = await stream(cookie, url);
      await t.db.delete(sessions).where(eq(sessions.userId, user.id));
      await s.next('signed-out', 3000);
      await s.ended;
    } finally {
      await checked.close();
    }
  });

  it('ends every stream when the server shuts down, so browsers reconnect to another instance', async () => {
    const closing = await buildTestApp({ database: t.database });
    const url = await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await signedInAs(closing, 'CONSUMER');
    const s = await stream(cookie, url);
    const started = Date.now();
    await closing.close();
    await s.ended;
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('several instances on one database', () => {
  let second: TestApp;
  let secondUrl: string;
  let secondDb: TestDatabaseHandle | null = null;
  beforeAll(async () => {
    // On PostgreSQL the second instance has its own connections (its own LISTEN); PGlite is one process's.
    if (TEST_DB_KIND === 'postgres') {
      const url = (t.database as TestDatabaseHandle).url as string;
      secondDb = { ...(await openDatabase({ kind: 'postgres', url, poolMax: 3 })), url };
    }
    second = await buildTestApp({ database: secondDb ?? t.database });
    secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.close();
    await secondDb?.close();
  });

  it('a reply written through one instance reaches a stream open on the other', async () => {
    const c = await conversation();
    const clientStream = await stream(c.client.cookie, secondUrl);
    const started = Date.now();
    const res = await post(proReply(c.message.id), c.proCookie, { body: 'Written through the first instance.' });
    expect(res.statusCode).toBe(201);
    const reply = await clientStream.next<LiveEventData['reply']>('reply');
    expect(reply.reply.body).toBe('Written through the first instance.');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(second.app.liveHub.size).toBeGreaterThan(0);
  });
});
