import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationReplies } from '../../src/db/schema.ts';
import { notifyUser } from '../../src/modules/notifications/notify.ts';
import { createCopRequest, createMessage, signedInAs } from '../helpers/factories.ts';
import { signedInProfessional } from '../helpers/professionals.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
const leads = (cookie: string, query = '') => t.request({ method: 'GET', url: `/api/dashboard/leads${query}`, cookie });

async function reply(
  lead: { kind: 'message' | 'cop_request'; id: string },
  from: 'mxpert' | 'consumer',
  body: string,
  at: Date,
  readAt: Date | null = null,
) {
  await t.db.insert(conversationReplies).values({
    leadId: lead.id,
    from,
    body,
    createdAt: at,
    readAt,
  });
}

describe('GET /api/dashboard/leads', () => {
  it('lists messages and COP requests together, newest activity first, with the latest entry', async () => {
    const pro = await signedInProfessional(t, {});
    const other = await signedInProfessional(t, {});
    const oldMessage = await createMessage(t.db, pro.profile.id, {
      firstName: 'Olive',
      lastName: 'Old',
      createdAt: minutesAgo(300),
      message: 'My first question about refinancing.',
    });
    const request = await createCopRequest(t.db, pro.profile.id, {
      firstName: 'Rita',
      lastName: 'Request',
      createdAt: minutesAgo(120),
    });
    const newMessage = await createMessage(t.db, pro.profile.id, {
      firstName: 'Nina',
      lastName: 'New',
      createdAt: minutesAgo(60),
    });
    // The oldest lead has the newest activity: the client's reply of ten minutes ago.
    await reply({ kind: 'message', id: oldMessage.id }, 'mxpert', 'Happy to help.', minutesAgo(200), minutesAgo(190));
    await reply({ kind: 'message', id: oldMessage.id }, 'consumer', 'Thanks, when can we talk?', minutesAgo(10));
    await createMessage(t.db, other.profile.id, { firstName: 'Someone', lastName: 'Else' });
    await createMessage(t.db, pro.profile.id, { firstName: 'Deleted', lastName: 'Lead', hiddenByMxpertAt: new Date() });

    const res = await leads(pro.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.leads.map((l: { firstName: string }) => l.firstName)).toEqual(['Olive', 'Nina', 'Rita']);
    expect(body.counts).toEqual({ all: 3, 'needs-reply': 3, open: 3, closed: 0 });
    expect(body).toMatchObject({ success: true, page: 1, totalPages: 1, totalCount: 3 });
    expect(body.leads[0]).toMatchObject({
      kind: 'message',
      id: oldMessage.id,
      lastName: 'Old',
      topic: 'credit-optimization',
      lastEntry: { from: 'consumer', preview: 'Thanks, when can we talk?' },
      unread: true,
      needsReply: true,
      status: 'open',
      phone: '(512) 555-0147',
    });
    expect(new Date(body.leads[0].lastActivityAt).getTime()).toBeGreaterThan(new Date(body.leads[1].lastActivityAt).getTime());
    expect(body.leads[1]).toMatchObject({
      id: newMessage.id,
      lastEntry: { from: 'consumer', preview: newMessage.message },
      unread: false,
    });
    expect(body.leads[2]).toMatchObject({
      kind: 'cop_request',
      id: request.id,
      topic: 'pre-qual',
      preferredContact: 'phone',
      lastEntry: { from: 'consumer', preview: null },
    });
  });

  it("needs a reply: open, the client's entry last, not contacted by phone after it", async () => {
    const pro = await signedInProfessional(t, {});
    const fresh = await createMessage(t.db, pro.profile.id, { firstName: 'Fresh' });
    const answered = await createMessage(t.db, pro.profile.id, { firstName: 'Answered', createdAt: minutesAgo(60) });
    await reply({ kind: 'message', id: answered.id }, 'mxpert', 'Here is my answer.', minutesAgo(30));
    const wroteBack = await createCopRequest(t.db, pro.profile.id, { firstName: 'Wroteback', createdAt: minutesAgo(90) });
    await reply({ kind: 'cop_request', id: wroteBack.id }, 'mxpert', 'Call me.', minutesAgo(80));
    await reply({ kind: 'cop_request', id: wroteBack.id }, 'consumer', 'One more question.', minutesAgo(20));
    await createCopRequest(t.db, pro.profile.id, {
      firstName: 'Called',
      createdAt: minutesAgo(30),
      phoneContactedAt: minutesAgo(1),
    });
    // Called before the client wrote again: the new entry waits for an answer.
    const calledEarlier = await createMessage(t.db, pro.profile.id, {
      firstName: 'Calledearlier',
      createdAt: minutesAgo(100),
      phoneContactedAt: minutesAgo(50),
    });
    await reply({ kind: 'message', id: calledEarlier.id }, 'consumer', 'Following up after our call.', minutesAgo(5));
    await createMessage(t.db, pro.profile.id, { firstName: 'Closed', status: 'closed' });

    const res = await leads(pro.cookie, '?filter=needs-reply');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.leads.map((l: { firstName: string }) => l.firstName).sort()).toEqual(['Calledearlier', 'Fresh', 'Wroteback']);
    expect(body.leads.every((l: { needsReply: boolean }) => l.needsReply)).toBe(true);
    expect(body.counts).toEqual({ all: 6, 'needs-reply': 3, open: 5, closed: 1 });
    expect(body.totalCount).toBe(3);
    expect(fresh.id).toBeTruthy();

    const closed = (await leads(pro.cookie, '?filter=closed')).json();
    expect(closed.leads.map((l: { firstName: string }) => l.firstName)).toEqual(['Closed']);
    const open = (await leads(pro.cookie, '?filter=open')).json();
    expect(open.leads).toHaveLength(5);
    const answeredRow = open.leads.find((l: { id: string }) => l.id === answered.id);
    expect(answeredRow).toMatchObject({ needsReply: false, lastEntry: { from: 'mxpert', preview: 'Here is my answer.' } });
  });

  it('searches by name, e-mail address or phone number, with wildcards taken literally', async () => {
    const pro = await signedInProfessional(t, {});
    await createMessage(t.db, pro.profile.id, {
      firstName: 'Maria',
      lastName: 'Gonzalez',
      email: 'maria.g@example.com',
      phone: '(415) 555-0101',
    });
    await createCopRequest(t.db, pro.profile.id, {
      firstName: 'Peter',
      lastName: 'Chan',
      email: 'p_chan@example.com',
      phone: '+1 212 555 0199',
    });
    const names = async (q: string) =>
      ((await leads(pro.cookie, `?q=${encodeURIComponent(q)}`)).json().leads as { firstName: string }[]).map((l) => l.firstName);

    expect(await names('maria gonz')).toEqual(['Maria']);
    expect(await names('P_CHAN@')).toEqual(['Peter']);
    expect(await names('415-555')).toEqual(['Maria']);
    expect(await names('2125550199')).toEqual(['Peter']);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual(['Peter']);
    expect(await names('nobody')).toEqual([]);
    const counted = (await leads(pro.cookie, '?q=maria')).json();
    expect(counted.counts).toEqual({ all: 1, 'needs-reply': 1, open: 1, closed: 0 });
  });

  it('shows a lead unread while its bell item is unread, and pages the list', async () => {
    const pro = await signedInProfessional(t, {});
    const lead = await createMessage(t.db, pro.profile.id, { firstName: 'Bella' });
    await notifyUser(t.db, pro.user.id, {
      type: 'new_message',
      title: 'New message',
      message: 'Bella Hopper sent you a message.',
      metadata: { senderName: 'Bella Hopper', messageId: lead.id },
    });
    for (let i = 0; i < 3; i++) await createCopRequest(t.db, pro.profile.id, { createdAt: minutesAgo(10 + i) });
    const first = (await leads(pro.cookie, '?limit=2')).json();
    expect(first.leads[0]).toMatchObject({ id: lead.id, unread: true });
    expect(first).toMatchObject({ totalPages: 2, totalCount: 4 });
    expect((await leads(pro.cookie, '?limit=2&page=2')).json().leads).toHaveLength(2);
    expect((await leads(pro.cookie, '?limit=2&page=9')).json().leads).toEqual([]);
  });

  it('refuses bad input with a plain sentence', async () => {
    const pro = await signedInProfessional(t, {});
    const bad = await leads(pro.cookie, '?filter=unanswered');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Filter must be all, needs-reply, open or closed');
    const long = await leads(pro.cookie, `?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Search must not exceed 100 characters');
    expect((await leads(pro.cookie, '?page=0')).statusCode).toBe(400);
  });

  it('is for professionals only, and a suspended one still reads it', async () => {
    const consumer = await signedInAs(t, 'CONSUMER');
    expect((await leads(consumer.cookie)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/dashboard/leads' })).statusCode).toBe(401);
    const suspended = await signedInProfessional(t, { approvalStatus: 'suspended' });
    await createMessage(t.db, suspended.profile.id);
    const res = await leads(suspended.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().counts.all).toBe(1);
  });
});
