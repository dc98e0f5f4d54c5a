import { PARTNER_TEXT } from '@mx/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, partners } from '../../src/db/schema.ts';
import { createPartner, signedInAs } from '../helpers/factories.ts';
import { pngImage, postMultipart } from '../helpers/images.ts';
import { buildTestApp, PRODUCTION_ENV, type TestApp } from '../helpers/test-app.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>x</title><meta name="description" content="x" /></head><body></body></html>';

let t: TestApp;
let admin: { cookie: string };
let logo: Buffer;
beforeAll(async () => {
  t = await buildTestApp({ webIndexHtml: INDEX_HTML });
  admin = await signedInAs(t, 'ADMIN');
  logo = await pngImage(240, 60);
});
afterAll(async () => {
  await t.close();
});

const create = (fields: Record<string, string>, withLogo = true, cookie = admin.cookie) =>
  postMultipart(t, '/api/admin/partners', { cookie, fields, files: withLogo ? [{ field: 'logo', data: logo }] : [] });
const update = (id: string, fields: Record<string, string>, files: { field: string; data: Buffer }[] = []) =>
  postMultipart(t, `/api/admin/partners/${id}`, { cookie: admin.cookie, fields, files, method: 'PATCH' });
const publicNames = async () => {
  const res = await t.request({ method: 'GET', url: '/api/public/partners' });
  expect(res.statusCode).toBe(200);
  return (res.json().data.partners as { name: string }[]).map((p) => p.name);
};
const auditActions = async (id: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.targetId, id))).map((r) => r.action).sort();

describe('partner lenders', () => {
  it('lets an admin add a partner with a logo that /uploads serves, shown publicly and in the audit trail', async () => {
    const res = await create({ name: '  Example Lender Alpha ', website: 'example.com/lending' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(PARTNER_TEXT.created);
    expect(body.data).toMatchObject({ name: 'Example Lender Alpha', website: 'https://example.com/lending', hidden: false });
    expect(body.data.logo).toMatch(/^\/uploads\/partners\/[a-f0-9]{32}\.png$/);
    const image = await t.request({ method: 'GET', url: body.data.logo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(await publicNames()).toContain('Example Lender Alpha');
    expect(await auditActions(body.data.id)).toEqual(['partner.created']);
    const trail = await t.request({ method: 'GET', url: '/api/admin/audit?action=partner.created', cookie: admin.cookie });
    expect(trail.json().data.entries.map((e: { targetName: string }) => e.targetName)).toContain('Example Lender Alpha');
  });

  it('hides a partner from the public list and the landing page, keeps it in the admin list, and shows it again', async () => {
    const partner = await createPartner(t.db, { name: 'Example Lender Hidden' });
    const hide = await update(partner.id, { hidden: 'true' });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().message).toBe(PARTNER_TEXT.hidden);
    expect(await publicNames()).not.toContain('Example Lender Hidden');
    const page = await t.request({ method: 'GET', url: '/' });
    expect(page.body).not.toContain('Example Lender Hidden');
    const list = await t.request({ method: 'GET', url: '/api/admin/partners', cookie: admin.cookie });
    expect(list.json().data.partners.find((p: { id: string }) => p.id === partner.id)).toMatchObject({ hidden: true });
    const show = await update(partner.id, { hidden: 'false' });
    expect(show.json().message).toBe(PARTNER_TEXT.shown);
    expect(await publicNames()).toContain('Example Lender Hidden');
    expect(await auditActions(partner.id)).toEqual(['partner.hidden', 'partner.shown']);
  });

  it('edits the name, clears the website and replaces the logo, removing the old file', async () => {
    const created = (await create({ name: 'Example Lender Beta', website: 'https://beta.example.com' })).json().data;
    const res = await update(created.id, { name: 'Example Lender Gamma', website: '' }, [{ field: 'logo', data: logo }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Example Lender Gamma', website: null });
    expect(res.json().data.logo).not.toBe(created.logo);
    expect((await t.request({ method: 'GET', url: created.logo })).statusCode).toBe(404);
    const [row] = await t.db.select().from(partners).where(eq(partners.id, created.id));
    expect(row?.name).toBe('Example Lender Gamma');
    expect(await auditActions(created.id)).toEqual(['partner.created', 'partner.updated']);
  });

  it('refuses bad input with a 4xx and a message, storing nothing', async () => {
    const before = (await t.db.select().from(partners)).length;
    const cases = [
      [await create({ name: '' }), PARTNER_TEXT.nameRequired],
      [await create({ name: 'x'.repeat(101) }), PARTNER_TEXT.nameTooLong],
      [await create({ name: 'Example Lender', website: 'javascript:alert(1)' }), PARTNER_TEXT.websiteInvalid],
      [await create({ name: 'Example Lender' }, false), PARTNER_TEXT.logoRequired],
    ] as const;
    for (const [res, message] of cases) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message });
    }
    const notImage = await postMultipart(t, '/api/admin/partners', {
      cookie: admin.cookie,
      fields: { name: 'Example Lender' },
      files: [{ field: 'logo', data: Buffer.from('not an image') }],
    });
    expect(notImage.statusCode).toBe(400);
    const partner = await createPartner(t.db);
    expect((await update(partner.id, { hidden: 'maybe' })).json()).toMatchObject({ message: PARTNER_TEXT.hiddenInvalid });
    const missing = await update('00000000-0000-4000-8000-000000000000', { name: 'Example Lender' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PARTNER_TEXT.notFound);
    expect((await update('not-a-uuid', { name: 'Example Lender' })).statusCode).toBe(400);
    expect((await t.db.select().from(partners)).length).toBe(before + 1);
  });

  it('refuses everyone but admins (403 for signed-in non-admins, 401 for visitors)', async () => {
    const consumer = await signedInAs(t, 'CONSUMER');
    const pro = await signedInAs(t, 'MXPERT');
    for (const cookie of [consumer.cookie, pro.cookie]) {
      expect((await t.request({ method: 'GET', url: '/api/admin/partners', cookie })).statusCode).toBe(403);
      expect((await create({ name: 'Example Lender Evil' }, true, cookie)).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/admin/partners' })).statusCode).toBe(401);
    expect(await publicNames()).not.toContain('Example Lender Evil');
  });

  it('sends the visible partners inside the landing page, and lets browsers keep the list five minutes', async () => {
    await createPartner(t.db, { name: 'Example Lender Preloaded' });
    const page = await t.request({ method: 'GET', url: '/' });
    expect(page.body).toContain('"/api/public/partners"');
    expect(page.body).toContain('Example Lender Preloaded');
    const res = await t.request({ method: 'GET', url: '/api/public/partners' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('the template-for-counsel notice of the policy pages', () => {
  it('shows outside production', async () => {
    const res = await t.request({ method: 'GET', url: '/api/public/policy-notice' });
    expect(res.json().data).toEqual({ showCounselNotice: true });
    const page = await t.request({ method: 'GET', url: '/privacy' });
    expect(page.body).toContain('"/api/public/policy-notice":{"success":true,"data":{"showCounselNotice":true}}');
  });

  it('is gone in production', { timeout: 120_000 }, async () => {
    const prod = await buildTestApp({ env: PRODUCTION_ENV, webIndexHtml: INDEX_HTML, database: t.database });
    try {
      const res = await prod.request({ method: 'GET', url: '/api/public/policy-notice' });
      expect(res.json().data).toEqual({ showCounselNotice: false });
      const page = await prod.request({ method: 'GET', url: '/terms' });
      expect(page.body).toContain('"/api/public/policy-notice":{"success":true,"data":{"showCounselNotice":false}}');
    } finally {
      await prod.close();
    }
  });
});
