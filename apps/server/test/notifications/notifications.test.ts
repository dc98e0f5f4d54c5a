import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema.ts';
import { notifyUser } from '../../src/modules/notifications/notify.ts';
import { signedInAs } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function notifyMany(userId: string, n: number) {
  for (let i = 0; i < n; i++) {
    await notifyUser(t.db, userId, {
      type: 'new_message',
      title: 'New message',
      message: `Message number ${i}`,
      metadata: { senderName: `Sender ${i}` },
    });
  }
}

describe('GET /api/notifications/mxpert', () => {
  it('answers the newest 10 of the professional own notifications with the unread count', async () => {
    const a = await signedInAs(t, 'MXPERT');
    const b = await signedInAs(t, 'MXPERT');
    await notifyMany(a.user.id, 12);
    await notifyMany(b.user.id, 1);
    const res = await t.request({ method: 'GET', url: '/api/notifications/mxpert', cookie: a.cookie });
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.notifications).toHaveLength(10);
    expect(data.unreadCount).toBe(12);
    expect(data.notifications[0]).toMatchObject({
      type: 'new_message',
      title: 'New message',
      isRead: false,
      user: { name: a.user.name },
    });
    expect(data.notifications.every((n: { message: string }) => n.message.startsWith('Message number'))).toBe(true);
  });

  it('is for professionals only', async () => {
    const consumer = await signedInAs(t, 'CONSUMER');
    expect((await t.request({ method: 'GET', url: '/api/notifications/mxpert', cookie: consumer.cookie })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/notifications/mxpert' })).statusCode).toBe(401);
  });

  it('refuses a limit outside 1 to 50', async () => {
    const a = await signedInAs(t, 'MXPERT');
    const res = await t.request({ method: 'GET', url: '/api/notifications/mxpert?limit=500', cookie: a.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Limit must be between 1 and 50' });
  });
});

describe('PATCH /api/notifications/:id', () => {
  it('marks the own notification read', async () => {
    const a = await signedInAs(t, 'MXPERT');
    await notifyMany(a.user.id, 1);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, a.user.id));
    const res = await t.request({ method: 'PATCH', url: `/api/notifications/${row?.id}`, cookie: a.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: row?.id, isRead: true });
    const [after] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, row?.id ?? ''));
    expect(after?.isRead).toBe(true);
  });

  it("answers 404 for another user's notification and changes nothing", async () => {
    const a = await signedInAs(t, 'MXPERT');
    const b = await signedInAs(t, 'MXPERT');
    await notifyMany(a.user.id, 1);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, a.user.id));
    const res = await t.request({ method: 'PATCH', url: `/api/notifications/${row?.id}`, cookie: b.cookie });
    expect(res.statusCode).toBe(404);
    const [after] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, row?.id ?? ''));
    expect(after?.isRead).toBe(false);
  });

  it('answers 400 for an id that is not one', async () => {
    const a = await signedInAs(t, 'MXPERT');
    const res = await t.request({ method: 'PATCH', url: '/api/notifications/not-a-uuid', cookie: a.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Invalid id' });
  });
});

describe('GET /api/admin/notifications', () => {
  it('answers the admin own notifications and refuses other roles', async () => {
    const admin = await signedInAs(t, 'ADMIN');
    await notifyMany(admin.user.id, 3);
    const res = await t.request({ method: 'GET', url: '/api/admin/notifications?limit=2&recent=true', cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.notifications).toHaveLength(2);
    const pro = await signedInAs(t, 'MXPERT');
    expect((await t.request({ method: 'GET', url: '/api/admin/notifications', cookie: pro.cookie })).statusCode).toBe(403);
  });
});

describe('access is checked before the input', () => {
  it('answers 401 to an anonymous caller even with a malformed id', async () => {
    const res = await t.request({ method: 'PATCH', url: '/api/notifications/not-a-uuid' });
    expect(res.statusCode).toBe(401);
  });
});
