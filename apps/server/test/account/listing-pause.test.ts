import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, mxpertProfiles } from '../../src/db/schema.ts';
import { signedInAs, uniqueEmail } from '../helpers/factories.ts';
import { buildTestApp, INDEX_TEMPLATE, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The directory's answer cache on, as in production: a pause must show at once on this instance.
  t = await buildTestApp({ env: { DIRECTORY_CACHE_SECONDS: '60' }, webIndexHtml: INDEX_TEMPLATE });
});
afterAll(async () => {
  await t.close();
});

const lead = (cxid: string) => ({
  method: 'POST' as const,
  url: `/api/messages/TX/${cxid}`,
  body: {
    firstName: 'Ana',
    lastName: 'Lopez',
    email: uniqueEmail('guest'),
    phone: '(512) 555-0123',
    isRealEstateAgent: false,
    helpType: 'refinancing',
    preferredContact: 'email',
    message: 'We want to refinance next year and need help with our credit.',
    consent: true,
  },
});

async function visibility(cxid: string, name: string) {
  const directory = await t.request({ method: 'GET', url: `/api/public/mxperts?search=${encodeURIComponent(name)}&state=TX` });
  const sitemap = await t.request({ method: 'GET', url: '/sitemaps/experts-1.xml' });
  const profile = await t.request({ method: 'GET', url: `/api/public/mxperts/TX/${cxid}` });
  return {
    inDirectory: directory.json().data.mxperts.some((m: { cxid: string }) => m.cxid === cxid),
    inSitemap: sitemap.body.includes(cxid),
    profile: profile.statusCode,
  };
}

describe('PUT /api/mxpert/listing', () => {
  it('pauses: absent from the directory and sitemap, the profile says paused, a new lead answers 404; back after resume', async () => {
    const pro = await signedInAs(t, 'MXPERT', { firstName: 'Quincy', lastName: 'Pausewell' });
    const [profile] = await t.db.select().from(mxpertProfiles).where(eq(mxpertProfiles.userId, pro.user.id));
    const cxid = profile?.cxid ?? '';
    // Seen (and cached) before the pause.
    expect(await visibility(cxid, 'Pausewell')).toEqual({ inDirectory: true, inSitemap: true, profile: 200 });

    const paused = await t.request({ method: 'PUT', url: '/api/mxpert/listing', cookie: pro.cookie, body: { paused: true } });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toEqual({
      paused: true,
      message: 'Your listing is paused: it is hidden from the directory and nobody can send you new leads.',
    });
    expect(await visibility(cxid, 'Pausewell')).toEqual({ inDirectory: false, inSitemap: false, profile: 200 });
    const shown = await t.request({ method: 'GET', url: `/api/public/mxperts/TX/${cxid}` });
    expect(shown.json().data).toMatchObject({ cxid, paused: true, user: { name: 'Quincy Pausewell' } });
    const refused = await t.request(lead(cxid));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'NOT_FOUND', message: 'MortgageXpert not found' });
    expect(
      await t.db
        .select()
        .from(leads)
        .where(eq(leads.mxpertProfileId, profile?.id ?? '')),
    ).toEqual([]);
    // The page the server writes answers for a bookmark, but search engines are asked not to index it.
    const page = await t.request({ method: 'GET', url: `/xperts/TX/${cxid}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    expect(page.body).not.toContain('application/ld+json');
    // The professional's own area says so.
    const me = await t.request({ method: 'GET', url: '/api/auth/me', cookie: pro.cookie });
    expect(me.json().user.mxpert).toMatchObject({ listingPaused: true, approvalStatus: 'approved' });

    const resumed = await t.request({ method: 'PUT', url: '/api/mxpert/listing', cookie: pro.cookie, body: { paused: false } });
    expect(resumed.json()).toEqual({ paused: false, message: 'Your listing is live again' });
    expect(await visibility(cxid, 'Pausewell')).toEqual({ inDirectory: true, inSitemap: true, profile: 200 });
    expect((await t.request({ method: 'GET', url: `/api/public/mxperts/TX/${cxid}` })).json().data.paused).toBe(false);
    expect((await t.request({ method: 'GET', url: `/xperts/TX/${cxid}` })).body).not.toContain('noindex');
    expect((await t.request(lead(cxid))).statusCode).toBe(201);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie: pro.cookie })).json().user.mxpert.listingPaused).toBe(
      false,
    );
  });

  it('a paused professional who is then suspended or rejected is not found', async () => {
    const pro = await signedInAs(t, 'MXPERT', { firstName: 'Rory', lastName: 'Pausedsuspend' });
    const [profile] = await t.db.select().from(mxpertProfiles).where(eq(mxpertProfiles.userId, pro.user.id));
    const cxid = profile?.cxid ?? '';
    await t.request({ method: 'PUT', url: '/api/mxpert/listing', cookie: pro.cookie, body: { paused: true } });
    for (const status of ['suspended', 'rejected', 'pending'] as const) {
      await t.db.update(mxpertProfiles).set({ approvalStatus: status }).where(eq(mxpertProfiles.userId, pro.user.id));
      const api = await t.request({ method: 'GET', url: `/api/public/mxperts/all/${cxid}` });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ code: 'NOT_FOUND', message: 'MortgageXpert not found' });
      expect((await t.request({ method: 'GET', url: `/xperts/all/${cxid}` })).statusCode).toBe(404);
    }
  });

  it('is for professionals only and takes a boolean', async () => {
    const consumer = await signedInAs(t, 'CONSUMER');
    expect((await t.request({ method: 'PUT', url: '/api/mxpert/listing', body: { paused: true } })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'PUT', url: '/api/mxpert/listing', cookie: consumer.cookie, body: { paused: true } }))
        .statusCode,
    ).toBe(403);
    const pro = await signedInAs(t, 'MXPERT');
    const bad = await t.request({ method: 'PUT', url: '/api/mxpert/listing', cookie: pro.cookie, body: { paused: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BAD_REQUEST');
  });
});
