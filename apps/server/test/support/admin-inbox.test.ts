import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, supportRequests } from '../../src/db/schema.ts';
import { createSupportRequest, createUser, signedInAs, uniqueEmail } from '../helpers/factories.ts';
import { buildTestApp, randomIp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAs(t, 'ADMIN', { firstName: 'Casey', lastName: 'Morgan' });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie = admin.cookie) => t.request({ method: 'GET', url, cookie });
const patch = (id: string, body: unknown, cookie = admin.cookie) =>
  t.request({ method: 'PATCH', url: `/api/admin/support/${id}`, cookie, body });
const auditOf = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'support_request'), eq(auditLog.targetId, id)));
const rowOf = async (id: string) => (await t.db.select().from(supportRequests).where(eq(supportRequests.id, id)))[0];
/** A surname no other test uses, so a search finds only this test's rows. */
const marker = () => `Zq${randomBytes(4).toString('hex')}`;

describe('GET /api/admin/support', () => {
  it('lists one tab newest first, 10 a page, with both tabs counted, searched by name or e-mail', async () => {
    const surname = marker();
    const base = Date.parse('2026-03-01T12:00:00Z');
    const open = [];
    for (let i = 0; i < 12; i++) {
      open.push(await createSupportRequest(t.db, { name: `Robin ${surname} ${i}`, createdAt: new Date(base + i * 60_000) }));
    }
    const closed = await createSupportRequest(t.db, {
      name: `Kim ${surname}`,
      status: 'closed',
      adminNotes: 'Answered by phone',
    });

    const first = await get(`/api/admin/support?status=open&search=${surname}`);
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data.counts).toEqual({ open: 12, closed: 1 });
    expect(data.totalCount).toBe(12);
    expect(data.totalPages).toBe(2);
    expect(data.requests.map((r: { id: string }) => r.id)).toEqual(
      open
        .slice(2)
        .reverse()
        .map((r) => r.id),
    );
    expect(data.requests[0]).toMatchObject({
      name: `Robin ${surname} 11`,
      topic: 'account',
      message: 'I cannot sign in to my account since yesterday.',
      status: 'open',
      adminNotes: null,
      userId: null,
    });

    const second = (await get(`/api/admin/support?status=open&search=${surname}&page=2`)).json().data;
    expect(second.requests.map((r: { id: string }) => r.id)).toEqual([open[1]?.id, open[0]?.id]);

    const closedTab = (await get(`/api/admin/support?status=closed&search=${surname}`)).json().data;
    expect(closedTab.requests).toHaveLength(1);
    expect(closedTab.requests[0]).toMatchObject({ id: closed.id, status: 'closed', adminNotes: 'Answered by phone' });

    const byEmail = (await get(`/api/admin/support?search=${encodeURIComponent(open[3]?.email ?? '')}`)).json().data;
    expect(byEmail.requests.map((r: { id: string }) => r.id)).toEqual([open[3]?.id]);

    const reference = (await rowOf(open[5]?.id ?? ''))?.reference;
    const byReference = (await get(`/api/admin/support?search=${reference}`)).json().data;
    // The number finds its request; another whose name or address happens to hold the same digits may come too.
    const withReference = byReference.requests.filter((r: { reference: number }) => r.reference === reference);
    expect(withReference.map((r: { id: string }) => r.id)).toEqual([open[5]?.id]);
  });

  it('opens on the open tab, takes wildcards literally and refuses a bad status or page', async () => {
    const surname = marker();
    const row = await createSupportRequest(t.db, { name: `Lee ${surname}` });
    const plain = (await get(`/api/admin/support?search=${surname}`)).json().data;
    expect(plain.requests.map((r: { id: string }) => r.id)).toEqual([row.id]);
    const wildcard = (await get(`/api/admin/support?search=${surname}%25_`)).json().data;
    expect(wildcard.requests).toEqual([]);

    const status = await get('/api/admin/support?status=pending');
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toBe('Status must be open or closed');
    const page = await get('/api/admin/support?page=0');
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toBe('Page must be a positive number');
  });

  it('answers only admins', async () => {
    const consumer = await signedInAs(t, 'CONSUMER');
    expect((await get('/api/admin/support', consumer.cookie)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/support' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/admin/support/{id}', () => {
  it('writes notes trimmed, closes and reopens, each change one audit row by the admin', async () => {
    const row = await createSupportRequest(t.db, { name: 'Dana Whitfield' });

    const noted = await patch(row.id, { adminNotes: '  Called back, waiting for a screenshot.  ' });
    expect(noted.statusCode).toBe(200);
    expect(noted.json()).toMatchObject({
      success: true,
      message: 'Notes saved',
      data: { id: row.id, status: 'open', adminNotes: 'Called back, waiting for a screenshot.' },
    });

    const closed = await patch(row.id, { status: 'closed' });
    expect(closed.json()).toMatchObject({ message: 'Support request closed', data: { status: 'closed' } });
    expect(await rowOf(row.id)).toMatchObject({ status: 'closed', adminNotes: 'Called back, waiting for a screenshot.' });

    const reopened = await patch(row.id, { status: 'open', adminNotes: 'Needs another look' });
    expect(reopened.json()).toMatchObject({
      message: 'Support request reopened',
      data: { status: 'open', adminNotes: 'Needs another look' },
    });

    const audit = await auditOf(row.id);
    expect(audit.map((a) => a.action).sort()).toEqual(
      ['support.closed', 'support.notes_updated', 'support.notes_updated', 'support.reopened'].sort(),
    );
    expect(new Set(audit.map((a) => a.actorUserId))).toEqual(new Set([admin.user.id]));

    // The audit trail names the request by its sender.
    const trail = await get('/api/admin/audit?action=support.reopened');
    const entry = trail.json().data.entries.find((e: { targetId: string }) => e.targetId === row.id);
    expect(entry).toMatchObject({ targetType: 'support_request', targetName: 'Dana Whitfield', actorName: 'Casey Morgan' });
  });

  it('clears notes with an empty text, and changes nothing (no audit) when nothing differs', async () => {
    const row = await createSupportRequest(t.db, { adminNotes: 'Old note' });
    const cleared = await patch(row.id, { adminNotes: '   ' });
    expect(cleared.json()).toMatchObject({ message: 'Notes saved', data: { adminNotes: null } });
    const same = await patch(row.id, { status: 'open', adminNotes: '' });
    expect(same.statusCode).toBe(200);
    expect(same.json().message).toBe('Nothing changed');
    expect((await auditOf(row.id)).map((a) => a.action)).toEqual(['support.notes_updated']);
  });

  it('refuses notes over 2000 characters, an empty body, a bad status, unknown and malformed ids', async () => {
    const row = await createSupportRequest(t.db, { adminNotes: 'Keep me' });
    const long = await patch(row.id, { adminNotes: 'x'.repeat(2001), status: 'closed' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'Notes must not exceed 2000 characters' });
    expect(await rowOf(row.id)).toMatchObject({ status: 'open', adminNotes: 'Keep me' });
    // 2000 after trimming is fine.
    expect((await patch(row.id, { adminNotes: ` ${'y'.repeat(2000)} ` })).statusCode).toBe(200);

    const empty = await patch(row.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please change the status or the notes');
    const status = await patch(row.id, { status: 'archived' });
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toBe('Status must be open or closed');
    const notText = await patch(row.id, { adminNotes: 42 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().message).toBe('Please enter the notes as text');

    const unknown = await patch(randomUUID(), { status: 'closed' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Support request not found' });
    expect((await patch('not-a-uuid', { status: 'closed' })).statusCode).toBe(400);
    expect((await auditOf(row.id)).map((a) => a.action)).toEqual(['support.notes_updated']);
  });

  it('is refused to everyone but admins, and changes nothing then', async () => {
    const row = await createSupportRequest(t.db);
    const mxpert = await signedInAs(t, 'MXPERT');
    expect((await patch(row.id, { status: 'closed' }, mxpert.cookie)).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'PATCH', url: `/api/admin/support/${row.id}`, body: { status: 'closed' } })).statusCode,
    ).toBe(401);
    expect((await rowOf(row.id))?.status).toBe('open');
  });
});

describe('the admin notification of a new support request', () => {
  it('links to the support inbox', async () => {
    const other = await createUser(t.db, 'ADMIN');
    const email = uniqueEmail('inbox');
    const res = await t.request({
      method: 'POST',
      url: '/api/support',
      ip: randomIp(),
      body: { name: 'Morgan Inbox', email, topic: 'other', message: 'Where do I find the privacy policy?' },
    });
    expect(res.statusCode).toBe(201);
    const [n] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, other.id), eq(notifications.type, 'support_request')));
    expect(n?.metadata).toMatchObject({ link: '/admin/support', senderName: 'Morgan Inbox' });
  });
});
