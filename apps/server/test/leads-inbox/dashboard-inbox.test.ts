import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leads } from '../../src/db/schema.ts';
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

const get = (cookie: string, url: string) => t.request({ method: 'GET', url, cookie });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function messageRow(id: string) {
  const [row] = await t.db.select().from(leads).where(eq(leads.id, id));
  return row;
}
async function requestRow(id: string) {
  const [row] = await t.db.select().from(leads).where(eq(leads.id, id));
  return row;
}

describe('GET /api/dashboard/stats', () => {
  it('counts the own open (new) and all messages and requests', async () => {
    const pro = await signedInProfessional(t, {});
    const other = await signedInProfessional(t, {});
    await createMessage(t.db, pro.profile.id);
    await createMessage(t.db, pro.profile.id);
    await createMessage(t.db, pro.profile.id, { status: 'closed' });
    await createCopRequest(t.db, pro.profile.id, { status: 'closed' });
    await createMessage(t.db, other.profile.id);
    const res = await get(pro.cookie, '/api/dashboard/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        newMessages: 2,
        totalMessages: 3,
        newCOPRequests: 0,
        totalCOPRequests: 1,
        // Four leads of a moment ago, none answered: not decided yet, so no median (decision 104).
        responseTime: { medianMinutes: null, leads: 0, waitingOver24h: 0 },
      },
    });
  });

  it('is for professionals only', async () => {
    const consumer = await signedInAs(t, 'CONSUMER');
    expect((await get(consumer.cookie, '/api/dashboard/stats')).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/dashboard/messages/open' })).statusCode).toBe(401);
  });
});

describe('the recent lists', () => {
  it('answer the 5 newest own messages and requests, whatever their status', async () => {
    const pro = await signedInProfessional(t, {});
    const other = await signedInProfessional(t, {});
    for (let i = 0; i < 7; i++) {
      await createMessage(t.db, pro.profile.id, {
        firstName: `Sender${'abcdefg'[i]}`,
        createdAt: minutesAgo(10 - i),
        status: i === 6 ? 'closed' : 'open',
      });
    }
    await createMessage(t.db, other.profile.id, { createdAt: new Date() });
    await createCopRequest(t.db, pro.profile.id, { mortgageProcess: 'refinance' });
    const res = await get(pro.cookie, '/api/dashboard/messages/recent');
    expect(res.statusCode).toBe(200);
    const names = res.json().messages.map((m: { firstName: string }) => m.firstName);
    expect(names).toEqual(['Senderg', 'Senderf', 'Sendere', 'Senderd', 'Senderc']);
    const requests = await get(pro.cookie, '/api/dashboard/cop-requests/recent');
    expect(requests.json().copRequests).toHaveLength(1);
    expect(requests.json().copRequests[0]).toMatchObject({ mortgageProcess: 'refinance', status: 'open' });
  });
});

describe('the inboxes', () => {
  it('list open, closed or all own messages with every field and the counts of both tabs', async () => {
    const pro = await signedInProfessional(t, {});
    const other = await signedInProfessional(t, {});
    const agent = await createMessage(t.db, pro.profile.id, {
      firstName: 'Daniel',
      lastName: "O'Brien",
      isRealEstateAgent: true,
      helpType: 'refinancing',
      preferredContact: 'phone',
      state: 'CA',
    });
    await createMessage(t.db, pro.profile.id, { status: 'closed', mxpertNotes: 'Called back, all set.' });
    await createMessage(t.db, other.profile.id);

    const open = await get(pro.cookie, '/api/dashboard/messages/open');
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ success: true, page: 1, totalPages: 1, totalCount: 1, counts: { open: 1, closed: 1 } });
    expect(open.json().messages[0]).toMatchObject({
      id: agent.id,
      firstName: 'Daniel',
      lastName: "O'Brien",
      email: agent.email,
      phone: '(512) 555-0147',
      isRealEstateAgent: true,
      helpType: 'refinancing',
      preferredContact: 'phone',
      state: 'CA',
      mxpertNotes: null,
      status: 'open',
      mxpertProfile: { cxid: pro.profile.cxid, user: { name: pro.user.name } },
    });
    const closed = await get(pro.cookie, '/api/dashboard/messages/closed');
    expect(closed.json().messages.map((m: { mxpertNotes: string }) => m.mxpertNotes)).toEqual(['Called back, all set.']);
    const all = await get(pro.cookie, '/api/dashboard/messages/all');
    expect(all.json()).toMatchObject({ totalCount: 2, counts: { open: 1, closed: 1 } });
  });

  it('pages by 30 unless asked otherwise', async () => {
    const pro = await signedInProfessional(t, {});
    await t.db.insert(leads).values(
      Array.from({ length: 31 }, (_, i) => ({
        kind: 'cop_request' as const,
        mortgageProcess: 'pre-qual' as const,
        mxpertProfileId: pro.profile.id,
        firstName: 'Req',
        lastName: `Number${String.fromCharCode(97 + (i % 26))}`,
        email: `req${i}@example.com`,
        createdAt: minutesAgo(100 - i),
      })),
    );
    const first = await get(pro.cookie, '/api/dashboard/cop-requests/open');
    expect(first.json()).toMatchObject({ page: 1, totalPages: 2, totalCount: 31 });
    expect(first.json().copRequests).toHaveLength(30);
    const second = await get(pro.cookie, '/api/dashboard/cop-requests/open?page=2');
    expect(second.json().copRequests).toHaveLength(1);
    const beyond = await get(pro.cookie, '/api/dashboard/cop-requests/open?page=3');
    expect(beyond.json()).toMatchObject({ page: 3, totalPages: 2, copRequests: [] });
    const small = await get(pro.cookie, '/api/dashboard/cop-requests/all?limit=10&page=4');
    expect(small.json()).toMatchObject({ totalPages: 4 });
    expect(small.json().copRequests).toHaveLength(1);
    const bad = await get(pro.cookie, '/api/dashboard/cop-requests/all?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'BAD_REQUEST', message: 'Page must be a positive number' });
  });
});

describe('managing a message', () => {
  it('sets the status and notes of an own message', async () => {
    const pro = await signedInProfessional(t, {});
    const msg = await createMessage(t.db, pro.profile.id);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/dashboard/messages/${msg.id}`,
      cookie: pro.cookie,
      body: { status: 'closed', mxpertNotes: '  Sent the checklist by e-mail.  ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Message updated successfully',
      data: { id: msg.id, status: 'closed', mxpertNotes: 'Sent the checklist by e-mail.' },
    });
    expect(await messageRow(msg.id)).toMatchObject({ status: 'closed', mxpertNotes: 'Sent the checklist by e-mail.' });
    const cleared = await t.request({
      method: 'PATCH',
      url: `/api/dashboard/messages/${msg.id}`,
      cookie: pro.cookie,
      body: { mxpertNotes: '' },
    });
    expect(cleared.json().data).toMatchObject({ status: 'closed', mxpertNotes: null });
  });

  it("answers 404 for another professional's message and changes nothing", async () => {
    const owner = await signedInProfessional(t, {});
    const intruder = await signedInProfessional(t, {});
    const msg = await createMessage(t.db, owner.profile.id);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/dashboard/messages/${msg.id}`,
      cookie: intruder.cookie,
      body: { status: 'closed', mxpertNotes: 'mine now' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Message not found' });
    expect(await messageRow(msg.id)).toMatchObject({ status: 'open', mxpertNotes: null });
    const del = await t.request({ method: 'DELETE', url: `/api/dashboard/messages/${msg.id}`, cookie: intruder.cookie });
    expect(del.statusCode).toBe(404);
    expect(await messageRow(msg.id)).toBeDefined();
  });

  const invalid: [string, unknown, string][] = [
    ['an unknown status', { status: 'archived' }, 'Please choose Open or Closed'],
    ['notes over 2000 characters', { mxpertNotes: 'n'.repeat(2001) }, 'Notes must not exceed 2000 characters'],
    ['nothing to change', {}, 'Please change the status or the notes'],
  ];
  it.each(invalid)('refuses %s', async (_name, body, message) => {
    const pro = await signedInProfessional(t, {});
    const msg = await createMessage(t.db, pro.profile.id);
    const res = await t.request({ method: 'PATCH', url: `/api/dashboard/messages/${msg.id}`, cookie: pro.cookie, body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
    expect(await messageRow(msg.id)).toMatchObject({ status: 'open', mxpertNotes: null });
  });

  it('deletes an own message and records who did it', async () => {
    const pro = await signedInProfessional(t, {});
    const msg = await createMessage(t.db, pro.profile.id);
    const res = await t.request({ method: 'DELETE', url: `/api/dashboard/messages/${msg.id}`, cookie: pro.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Message deleted successfully' });
    // Gone from the inbox, kept for the client's right to review, the consent record and the admins.
    expect((await get(pro.cookie, '/api/dashboard/messages/all')).json().messages).toEqual([]);
    expect((await messageRow(msg.id))?.hiddenByMxpertAt).toBeInstanceOf(Date);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'message'), eq(auditLog.targetId, msg.id)));
    expect(audit).toMatchObject({ actorUserId: pro.user.id, action: 'message.deleted' });
    const again = await t.request({ method: 'DELETE', url: `/api/dashboard/messages/${msg.id}`, cookie: pro.cookie });
    expect(again.statusCode).toBe(404);
  });
});

describe('managing a COP request', () => {
  it('sets the status and notes of an own request with PUT', async () => {
    const pro = await signedInProfessional(t, {});
    const req = await createCopRequest(t.db, pro.profile.id);
    const res = await t.request({
      method: 'PUT',
      url: `/api/dashboard/cop-requests/${req.id}`,
      cookie: pro.cookie,
      body: { status: 'closed', mxpertNotes: 'Plan delivered.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Request updated successfully',
      data: { status: 'closed', mxpertNotes: 'Plan delivered.' },
    });
    expect(await requestRow(req.id)).toMatchObject({ status: 'closed', mxpertNotes: 'Plan delivered.' });
  });

  it("answers 404 for another professional's request and changes nothing", async () => {
    const owner = await signedInProfessional(t, {});
    const intruder = await signedInProfessional(t, {});
    const req = await createCopRequest(t.db, owner.profile.id);
    const put = await t.request({
      method: 'PUT',
      url: `/api/dashboard/cop-requests/${req.id}`,
      cookie: intruder.cookie,
      body: { status: 'closed' },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ code: 'NOT_FOUND', message: 'Request not found' });
    const del = await t.request({ method: 'DELETE', url: `/api/dashboard/cop-requests/${req.id}`, cookie: intruder.cookie });
    expect(del.statusCode).toBe(404);
    expect(await requestRow(req.id)).toMatchObject({ status: 'open' });
    const list = await get(intruder.cookie, '/api/dashboard/cop-requests/all');
    expect(list.json().copRequests).toEqual([]);
  });

  it('deletes an own request', async () => {
    const pro = await signedInProfessional(t, {});
    const req = await createCopRequest(t.db, pro.profile.id);
    const res = await t.request({ method: 'DELETE', url: `/api/dashboard/cop-requests/${req.id}`, cookie: pro.cookie });
    expect(res.json()).toEqual({ success: true, message: 'Request deleted successfully' });
    expect((await get(pro.cookie, '/api/dashboard/cop-requests/all')).json().copRequests).toEqual([]);
    expect((await requestRow(req.id))?.hiddenByMxpertAt).toBeInstanceOf(Date);
  });
});
