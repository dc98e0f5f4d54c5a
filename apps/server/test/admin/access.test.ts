import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A valid request for each admin route, so only the caller's role decides the answer. */
function requestFor(method: string, url: string) {
  return {
    method: method as 'GET' | 'POST' | 'PATCH',
    url: url.replace(':id', randomUUID()),
    body: url.endsWith('/reject') ? { reason: 'Incomplete licensing information' } : undefined,
  };
}

describe('the admin routes', () => {
  const adminRoutes = () => t.app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/'));

  it('all declare ADMIN only', () => {
    const urls = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/stats',
        'GET /api/admin/mxperts',
        'GET /api/admin/mxperts/:id',
        'GET /api/admin/mortgagexperts',
        'POST /api/admin/mxperts/:id/approve',
        'POST /api/admin/mxperts/:id/reject',
        'GET /api/admin/messages',
        'GET /api/admin/cop-requests',
        'GET /api/admin/notifications',
        'PATCH /api/admin/notifications/:id',
        'GET /api/admin/activities',
        'GET /api/admin/reports',
      ]),
    );
    for (const route of adminRoutes()) expect(route.access, `${route.method} ${route.url}`).toEqual(['ADMIN']);
  });

  it('answer 401 to an anonymous caller and 403 to a consumer and a professional, and never to an admin', async () => {
    const consumer = await signedInAs(t, 'CONSUMER');
    const mxpert = await signedInAs(t, 'MXPERT');
    const admin = await signedInAs(t, 'ADMIN');
    for (const route of adminRoutes()) {
      const label = `${route.method} ${route.url}`;
      const req = requestFor(route.method, route.url);
      expect((await t.request(req)).statusCode, `${label} anonymous`).toBe(401);
      expect((await t.request({ ...req, cookie: consumer.cookie })).statusCode, `${label} consumer`).toBe(403);
      const asMxpert = await t.request({ ...req, cookie: mxpert.cookie });
      expect(asMxpert.statusCode, `${label} professional`).toBe(403);
      expect(asMxpert.json()).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do that.' });
      expect([401, 403], `${label} admin`).not.toContain((await t.request({ ...req, cookie: admin.cookie })).statusCode);
    }
  });
});
