import { ADMIN_OPS_TEXT, CONVERSATION_TEXT, ONBOARDING_TEXT, TEXT } from '@mx/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationReplies, emailOutbox, leads, mxpertProfiles, notifications, users } from '../../src/db/schema.ts';
import { smtpTransport } from '../../src/modules/mail/transport.ts';
import { signUpVerified } from '../helpers/account-mail.ts';
import {
  confirmUnclaimed,
  createCopRequest,
  createMessage,
  deleteOwnAccount,
  lastEmailTo,
  signedInAs,
  signIn,
  uniqueEmail,
} from '../helpers/factories.ts';
import { signedInProfessional } from '../helpers/professionals.ts';
import { startSmtp } from '../helpers/smtp.ts';
import { buildTestApp, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

type Kind = 'message' | 'request';
const proUrl = (kind: Kind, id: string) => `/api/dashboard/${kind === 'message' ? 'messages' : 'cop-requests'}/${id}/replies`;
const clientUrl = (kind: Kind, id: string) => `/api/consumer/${kind === 'message' ? 'messages' : 'requests'}/${id}/replies`;

const post = (url: string, cookie: string, body: unknown) => t.request({ method: 'POST', url, cookie, body });
const get = (url: string, cookie: string) => t.request({ method: 'GET', url, cookie });

/** Maria Lopez, an approved professional, signed in. */
const maria = () => signedInProfessional(t, {}, { firstName: 'Maria', lastName: 'Lopez' });

/** A professional, signed in, and a consumer who sent them a message and a COP request while signed in. */
async function scenario(opts: { status?: 'open' | 'closed' } = {}) {
  const { user: proUser, profile, cookie: proCookie } = await maria();
  const client = await signedInAs(t, 'CONSUMER', { firstName: 'Riley', lastName: 'Stone' });
  const sent = {
    consumerUserId: client.user.id,
    email: client.user.email,
    firstName: 'Riley',
    lastName: 'Stone',
    status: opts.status ?? 'open',
  };
  const message = await createMessage(t.db, profile.id, sent);
  const request = await createCopRequest(t.db, profile.id, sent);
  return { proUser, profile, proCookie, client, message, request };
}

describe('replies: the professional answers', () => {
  it.each(['message', 'request'] as const)(
    'stores the reply as typed, answers 201 with it, and sets first_reply_at once (%s)',
    async (kind) => {
      const s = await scenario();
      const item = kind === 'message' ? s.message : s.request;
      const typed = '  Thanks Riley!\nLet us talk on <b>Monday</b>.  ';
      const res = await post(proUrl(kind, item.id), s.proCookie, { body: typed });
      expect(res.statusCode).toBe(201);
      const { success, data } = res.json();
      expect(success).toBe(true);
      expect(data).toEqual({ id: expect.any(String), from: 'mxpert', body: typed, createdAt: expect.any(String), readAt: null });

      const table = leads;
      const [row] = await t.db.select().from(table).where(eq(table.id, item.id));
      expect(row?.firstReplyAt).toBeInstanceOf(Date);
      const first = row?.firstReplyAt?.getTime();

      expect((await post(proUrl(kind, item.id), s.proCookie, { body: 'A second note.' })).statusCode).toBe(201);
      const [again] = await t.db.select().from(table).where(eq(table.id, item.id));
      expect(again?.firstReplyAt?.getTime()).toBe(first);

      const conversation = await get(proUrl(kind, item.id), s.proCookie);
      expect(conversation.statusCode).toBe(200);
      expect(conversation.json().data.replies.map((r: { body: string }) => r.body)).toEqual([typed, 'A second note.']);
      expect(conversation.json().data.item.id).toBe(item.id);
      expect(conversation.json().data.counterpart).toEqual({ name: 'Riley Stone' });
    },
  );

  it('e-mails the client "{name} replied" with the text and a link to the conversation, and notifies them', async () => {
    const s = await scenario();
    await post(proUrl('message', s.message.id), s.proCookie, { body: 'Your score can go up by June.' });
    const mail = await lastEmailTo(t.db, s.client.user.email);
    expect(mail?.subject).toBe('Maria Lopez replied');
    expect(mail?.text).toContain('Your score can go up by June.');
    expect(mail?.links).toContain(`${t.config.publicUrl}/consumer/messages/${s.message.id}`);
    const [n] = await t.db.select().from(notifications).where(eq(notifications.userId, s.client.user.id));
    expect(n).toMatchObject({ type: 'new_reply', title: 'Maria Lopez replied', isRead: false });
  });

  it.each([
    ['empty', '', CONVERSATION_TEXT.replyEmpty],
    ['blank', ' \n\t ', CONVERSATION_TEXT.replyEmpty],
    ['too long', 'x'.repeat(5001), CONVERSATION_TEXT.replyLength],
  ])('refuses a reply that is %s (400) and stores nothing', async (_name, body, message) => {
    const s = await scenario();
    const res = await post(proUrl('message', s.message.id), s.proCookie, { body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
    expect(await t.db.select().from(conversationReplies).where(eq(conversationReplies.leadId, s.message.id))).toEqual([]);
  });

  it('takes exactly 5000 characters, counted after trimming', async () => {
    const s = await scenario();
    const res = await post(proUrl('message', s.message.id), s.proCookie, { body: `  ${'y'.repeat(5000)}  ` });
    expect(res.statusCode).toBe(201);
  });

  it("answers 404 for another professional's item, and for a deleted one", async () => {
    const s = await scenario();
    const other = await signedInAs(t, 'MXPERT');
    for (const [kind, id] of [
      ['message', s.message.id],
      ['request', s.request.id],
    ] as const) {
      expect((await post(proUrl(kind, id), other.cookie, { body: 'Hello' })).statusCode).toBe(404);
      expect((await get(proUrl(kind, id), other.cookie)).statusCode).toBe(404);
      expect((await t.request({ method: 'POST', url: `${proUrl(kind, id)}/read`, cookie: other.cookie })).statusCode).toBe(404);
    }
    expect(
      (await t.request({ method: 'DELETE', url: `/api/dashboard/messages/${s.message.id}`, cookie: s.proCookie })).statusCode,
    ).toBe(200);
    const gone = await post(proUrl('message', s.message.id), s.proCookie, { body: 'Hello?' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 'NOT_FOUND', message: 'Message not found' });
  });

  it('refuses a professional whose profile was rejected or suspended (409) or whose account is deactivated, storing nothing', async () => {
    const s = await scenario();
    await t.db.update(mxpertProfiles).set({ approvalStatus: 'rejected' }).where(eq(mxpertProfiles.id, s.profile.id));
    const res = await post(proUrl('message', s.message.id), s.proCookie, { body: 'Hello' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: ONBOARDING_TEXT.rejected });
    expect(await t.db.select().from(conversationReplies).where(eq(conversationReplies.leadId, s.message.id))).toEqual([]);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, s.message.id));
    expect(row?.firstReplyAt).toBeNull();

    // A suspended professional still reads the conversation but cannot answer in it.
    await t.db.update(mxpertProfiles).set({ approvalStatus: 'suspended' }).where(eq(mxpertProfiles.id, s.profile.id));
    expect((await t.request({ method: 'GET', url: proUrl('message', s.message.id), cookie: s.proCookie })).statusCode).toBe(200);
    const suspended = await post(proUrl('message', s.message.id), s.proCookie, { body: 'Hello' });
    expect(suspended.statusCode).toBe(409);
    expect(suspended.json()).toEqual({ code: 'CONFLICT', message: ADMIN_OPS_TEXT.suspendedCannotAct });
    expect(await t.db.select().from(conversationReplies).where(eq(conversationReplies.leadId, s.message.id))).toEqual([]);

    // A deactivated account's session ends: it is refused before it reaches the conversation.
    await t.db.update(mxpertProfiles).set({ approvalStatus: 'approved' }).where(eq(mxpertProfiles.id, s.profile.id));
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, s.proUser.id));
    expect((await post(proUrl('message', s.message.id), s.proCookie, { body: 'Hello' })).statusCode).toBe(401);
  });

  it('limits replies per account with the generic 429', async () => {
    // Another limit on the file's database: the limit counts per account, and this account is new.
    const limited = await buildTestApp({ env: { RATE_LIMIT_REPLIES: '2/900' }, database: t.database });
    try {
      const { profile, cookie } = await signedInProfessional(limited, {});
      const message = await createMessage(limited.db, profile.id);
      const send = () => limited.request({ method: 'POST', url: proUrl('message', message.id), cookie, body: { body: 'Hi' } });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: TEXT.tooManyRequests });
      expect(third.headers['retry-after']).toBeDefined();
      // The refused reply is not stored: this conversation holds the two sent.
      const stored = await limited.db.select().from(conversationReplies).where(eq(conversationReplies.leadId, message.id));
      expect(stored).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});

describe('replies: the client answers', () => {
  it.each(['message', 'request'] as const)(
    'answers in the conversation of their own %s; the professional is e-mailed and notified',
    async (kind) => {
      const s = await scenario();
      const item = kind === 'message' ? s.message : s.request;
      const res = await post(clientUrl(kind, item.id), s.client.cookie, { body: 'Monday works for me.' });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ from: 'consumer', body: 'Monday works for me.', readAt: null });

      const mail = await lastEmailTo(t.db, s.proUser.email);
      expect(mail?.subject).toBe('Riley Stone replied');
      expect(mail?.text).toContain('Monday works for me.');
      const conversationPath = kind === 'message' ? `/mxpert/messages/${item.id}` : `/mxpert/cop-requests/${item.id}`;
      expect(mail?.links).toContain(`${t.config.publicUrl}${conversationPath}`);
      const [n] = await t.db.select().from(notifications).where(eq(notifications.userId, s.proUser.id));
      expect(n).toMatchObject({ type: 'new_reply', title: 'Riley Stone replied' });

      // A client's reply is not the professional's response.
      const table = leads;
      const [row] = await t.db.select().from(table).where(eq(table.id, item.id));
      expect(row?.firstReplyAt).toBeNull();

      const conversation = (await get(clientUrl(kind, item.id), s.client.cookie)).json().data;
      expect(conversation.counterpart).toEqual({ name: 'Maria Lopez' });
      expect(conversation.item.mxpertNotes).toBeNull();
    },
  );

  it('reopens a closed item (Active) and tells the professional so', async () => {
    const s = await scenario({ status: 'closed' });
    await t.db.update(leads).set({ mxpertNotes: 'Private note' }).where(eq(leads.id, s.message.id));
    expect((await post(clientUrl('message', s.message.id), s.client.cookie, { body: 'Still interested!' })).statusCode).toBe(201);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, s.message.id));
    expect(row?.status).toBe('open');
    const open = (await get('/api/dashboard/messages/open?page=1&limit=30', s.proCookie)).json();
    expect(open.messages.map((m: { id: string }) => m.id)).toContain(s.message.id);
    const mail = await lastEmailTo(t.db, s.proUser.email);
    expect(mail?.text).toContain('the reply makes it active again');
    const [n] = await t.db.select().from(notifications).where(eq(notifications.userId, s.proUser.id));
    expect(n?.message).toBe('Riley Stone replied and their message is active again.');
    // The client never sees the professional's notes.
    expect((await get(clientUrl('message', s.message.id), s.client.cookie)).json().data.item.mxpertNotes).toBeNull();
  });

  it("answers 404 for another consumer's item and for a professional's id of nothing", async () => {
    const s = await scenario();
    const stranger = await signedInAs(t, 'CONSUMER');
    expect((await post(clientUrl('message', s.message.id), stranger.cookie, { body: 'Hi' })).statusCode).toBe(404);
    expect((await get(clientUrl('request', s.request.id), stranger.cookie)).statusCode).toBe(404);
    expect((await post(clientUrl('request', s.message.id), s.client.cookie, { body: 'Hi' })).statusCode).toBe(404);
  });

  it('is refused to the other role (403) and to visitors (401)', async () => {
    const s = await scenario();
    expect((await post(clientUrl('message', s.message.id), s.proCookie, { body: 'Hi' })).statusCode).toBe(403);
    expect((await post(proUrl('message', s.message.id), s.client.cookie, { body: 'Hi' })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: clientUrl('message', s.message.id) })).statusCode).toBe(401);
  });
});

describe('read marks and unread counts', () => {
  it("marks only the other side's replies read; each side then sees readAt on its own", async () => {
    const s = await scenario();
    await post(proUrl('message', s.message.id), s.proCookie, { body: 'Pro one' });
    await post(clientUrl('message', s.message.id), s.client.cookie, { body: 'Client one' });

    // The client opens the conversation: the professional's reply is read, the client's own is not.
    const read = await t.request({ method: 'POST', url: `${clientUrl('message', s.message.id)}/read`, cookie: s.client.cookie });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ success: true, data: { marked: 1 } });
    let replies = (await get(proUrl('message', s.message.id), s.proCookie)).json().data.replies;
    expect(replies[0]).toMatchObject({ from: 'mxpert', readAt: expect.any(String) });
    expect(replies[1]).toMatchObject({ from: 'consumer', readAt: null });

    // Marking again changes nothing.
    const again = await t.request({ method: 'POST', url: `${clientUrl('message', s.message.id)}/read`, cookie: s.client.cookie });
    expect(again.json().data.marked).toBe(0);

    await t.request({ method: 'POST', url: `${proUrl('message', s.message.id)}/read`, cookie: s.proCookie });
    replies = (await get(clientUrl('message', s.message.id), s.client.cookie)).json().data.replies;
    expect(replies[1]).toMatchObject({ from: 'consumer', readAt: expect.any(String) });
  });

  it('counts unread replies per kind and names the items, for each side', async () => {
    const s = await scenario();
    await post(clientUrl('message', s.message.id), s.client.cookie, { body: 'One' });
    await post(clientUrl('message', s.message.id), s.client.cookie, { body: 'Two' });
    await post(clientUrl('request', s.request.id), s.client.cookie, { body: 'Three' });
    await post(proUrl('request', s.request.id), s.proCookie, { body: 'Answer' });

    const pro = (await get('/api/dashboard/unread', s.proCookie)).json();
    expect(pro).toEqual({
      success: true,
      data: {
        messages: { count: 2, itemIds: [s.message.id] },
        requests: { count: 1, itemIds: [s.request.id] },
        total: 3,
      },
    });
    const client = (await get('/api/consumer/unread', s.client.cookie)).json().data;
    expect(client).toEqual({ messages: { count: 0, itemIds: [] }, requests: { count: 1, itemIds: [s.request.id] }, total: 1 });

    await t.request({ method: 'POST', url: `${proUrl('message', s.message.id)}/read`, cookie: s.proCookie });
    expect((await get('/api/dashboard/unread', s.proCookie)).json().data.total).toBe(1);
    // Another professional's counts hold none of these.
    const other = await signedInAs(t, 'MXPERT');
    expect((await get('/api/dashboard/unread', other.cookie)).json().data.total).toBe(0);
  });
});

describe('two instances on one database', () => {
  it('a reply written through one instance is in the conversation the other serves, as the open page polls it', async () => {
    const other = await buildTestApp({ database: t.database });
    try {
      const s = await scenario();
      const clientOnOther = await signIn(other, s.client.user.email);
      const before = await other.request({ method: 'GET', url: clientUrl('message', s.message.id), cookie: clientOnOther });
      expect(before.json().data.replies).toEqual([]);
      expect((await post(proUrl('message', s.message.id), s.proCookie, { body: 'Written on instance one' })).statusCode).toBe(
        201,
      );
      const after = await other.request({ method: 'GET', url: clientUrl('message', s.message.id), cookie: clientOnOther });
      expect(after.json().data.replies.map((r: { body: string }) => r.body)).toEqual(['Written on instance one']);
    } finally {
      await other.close();
    }
  });
});

describe('a guest who wrote without an account', () => {
  it('gets the reply by e-mail with a link to create an account, and once verified and confirmed owns and answers the conversation', async () => {
    const { profile, cookie: proCookie } = await maria();
    const email = uniqueEmail('guest');
    const message = await createMessage(t.db, profile.id, { email, firstName: 'Gale', lastName: 'Winds' });

    await post(proUrl('message', message.id), proCookie, { body: 'Happy to help, Gale.' });
    const mail = await lastEmailTo(t.db, email);
    expect(mail?.subject).toBe('Maria Lopez replied');
    expect(mail?.text).toContain('Happy to help, Gale.');
    const link = mail?.links.find((l) => new URL(l).pathname === '/create-account');
    expect(link).toBeDefined();
    expect(new URL(link as string).searchParams.get('email')).toBe(email);

    const cookie = await signUpVerified(t, email, { firstName: 'Gale', lastName: 'Winds' });
    // Sent before the account: in no list nor conversation until its owner confirms it (docs/decisions/099).
    expect((await get('/api/consumer/messages/open', cookie)).json().messages).toEqual([]);
    expect((await get(clientUrl('message', message.id), cookie)).statusCode).toBe(404);
    expect(await confirmUnclaimed(t, cookie)).toBe(1);

    const mine = (await get('/api/consumer/messages/open', cookie)).json();
    expect(mine.messages.map((m: { id: string }) => m.id)).toEqual([message.id]);
    const conversation = (await get(clientUrl('message', message.id), cookie)).json().data;
    expect(conversation.replies.map((r: { body: string }) => r.body)).toEqual(['Happy to help, Gale.']);
    expect((await get('/api/consumer/unread', cookie)).json().data.messages).toEqual({ count: 1, itemIds: [message.id] });

    expect((await post(clientUrl('message', message.id), cookie, { body: 'Thank you!' })).statusCode).toBe(201);
    // The next reply reaches their account: a link to the conversation, and their bell.
    await post(proUrl('message', message.id), proCookie, { body: 'Talk soon.' });
    expect((await lastEmailTo(t.db, email))?.links).toContain(`${t.config.publicUrl}/consumer/messages/${message.id}`);
    const bell = (await get('/api/notifications/consumer', cookie)).json().data;
    expect(bell.unreadCount).toBe(1);
    expect(bell.notifications[0]).toMatchObject({ type: 'new_reply', title: 'Maria Lopez replied' });
  });
});

describe("who the professional's reply is e-mailed to", () => {
  /** The reply e-mails in the outbox to an address. */
  const repliesTo = (email: string) =>
    t.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.subject, 'Maria Lopez replied')));
  const replyNotices = (userId: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'new_reply')));

  it("nobody once the client deleted their account: no e-mail to the lead's address, no link to create an account", async () => {
    const s = await scenario();
    expect((await deleteOwnAccount(t, 'consumer', s.client.cookie)).statusCode).toBe(200);
    expect((await post(proUrl('message', s.message.id), s.proCookie, { body: 'Are you still there?' })).statusCode).toBe(201);
    expect(await repliesTo(s.client.user.email)).toEqual([]);
  });

  it("the account's current address when the client changed it since writing", async () => {
    const s = await scenario();
    const newAddress = uniqueEmail('moved');
    await t.db.update(users).set({ email: newAddress }).where(eq(users.id, s.client.user.id));
    expect((await post(proUrl('message', s.message.id), s.proCookie, { body: 'Your score can go up.' })).statusCode).toBe(201);
    expect(await repliesTo(s.client.user.email)).toEqual([]);
    const mail = await lastEmailTo(t.db, newAddress);
    expect(mail?.subject).toBe('Maria Lopez replied');
    expect(mail?.links).toContain(`${t.config.publicUrl}/consumer/messages/${s.message.id}`);
  });

  it('nobody while an admin has deactivated the client’s account: no e-mail, no notification', async () => {
    const s = await scenario();
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, s.client.user.id));
    expect((await post(proUrl('message', s.message.id), s.proCookie, { body: 'Hello Riley.' })).statusCode).toBe(201);
    expect(await repliesTo(s.client.user.email)).toEqual([]);
    expect(await replyNotices(s.client.user.id)).toEqual([]);
  });
});

describe('the e-mails go out through SMTP', () => {
  it('delivers the reply e-mails of both sides through a real SMTP server', async () => {
    const smtp = await startSmtp();
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'MortgageXperts <no-reply@mortgagexperts.test>');
    try {
      const s = await scenario();
      await post(proUrl('message', s.message.id), s.proCookie, { body: 'Reply from the professional' });
      await post(clientUrl('message', s.message.id), s.client.cookie, { body: 'Reply from the client' });
      // Other tests of this file queued e-mails too: deliver until the queue is empty.
      while ((await t.deliverMail(transport)).sent > 0);
      const toClient = smtp.received.find((m) => m.to.includes(s.client.user.email));
      const toPro = smtp.received.find((m) => m.to.includes(s.proUser.email));
      expect(toClient?.body).toContain('Subject: Maria Lopez replied');
      expect(toClient?.body).toContain('Reply from the professional');
      expect(toPro?.body).toContain('Subject: Riley Stone replied');
      expect(toPro?.body).toContain('Reply from the client');
    } finally {
      transport.close?.();
      await smtp.close();
    }
  });
});

describe("the client's bell", () => {
  it("lists the consumer's own notifications, newest 10, with the unread count; for consumers only", async () => {
    const client = await signedInAs(t, 'CONSUMER');
    for (let i = 0; i < 12; i++) {
      await t.db.insert(notifications).values({ userId: client.user.id, type: 'new_reply', title: `Reply ${i}`, message: 'm' });
    }
    const res = await get('/api/notifications/consumer', client.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.notifications).toHaveLength(10);
    expect(res.json().data.unreadCount).toBe(12);
    const id = res.json().data.notifications[0].id;
    expect((await t.request({ method: 'PATCH', url: `/api/notifications/${id}`, cookie: client.cookie })).statusCode).toBe(200);
    expect((await get('/api/notifications/consumer', client.cookie)).json().data.unreadCount).toBe(11);
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id)));
    expect(row?.isRead).toBe(true);
    const pro = await signedInAs(t, 'MXPERT');
    expect((await get('/api/notifications/consumer', pro.cookie)).statusCode).toBe(403);
  });
});
