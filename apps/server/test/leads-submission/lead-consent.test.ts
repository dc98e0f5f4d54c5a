import { createHash } from 'node:crypto';
import { CONSENT_VERSION, SPANISH_CONSENT_VERSION } from '@mx/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, leadConsents, leads, notifications } from '../../src/db/schema.ts';
import { createMessage, createMxpert, signedInAs, signIn, uniqueEmail } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const REFUSED = { code: 'BAD_REQUEST', message: 'Please agree to be contacted' };
const UA = 'Mozilla/5.0 (X11; Linux x86_64) ConsentTest/1.0';

const guest = (email: string) => ({
  firstName: 'Paula',
  lastName: 'Reyes',
  email,
  phone: '(512) 555-0131',
});
const messageBody = (email: string, extra: Record<string, unknown> = {}) => ({
  ...guest(email),
  helpType: 'first-time-buyer',
  preferredContact: 'phone',
  message: 'We would like to buy a home next spring and need help with our scores.',
  consent: true,
  ...extra,
});
const copBody = (email: string, extra: Record<string, unknown> = {}) => ({
  ...guest(email),
  preferredContact: 'email',
  mortgageProcess: 'pre-qual',
  consent: true,
  ...extra,
});

const post = (url: string, body: unknown, opts: { ip?: string; cookie?: string } = {}) =>
  t.request({ method: 'POST', url, body, ip: opts.ip, cookie: opts.cookie, headers: { 'user-agent': UA } });

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('a lead without consent', () => {
  for (const [label, consent] of [
    ['missing', undefined],
    ['false', false],
    ['the string "true"', 'true'],
    ['1', 1],
  ] as const) {
    it(`is refused with consent ${label}: 400, no row, no consent record, no notification, no e-mail`, async () => {
      const pro = await createMxpert(t.db);
      const email = uniqueEmail('noconsent');
      const outboxBefore = await t.db.$count(emailOutbox);
      for (const [url, body] of [
        [`/api/messages/tx/${pro.profile.cxid}`, messageBody(email, { consent })],
        [`/api/cop-requests/${pro.profile.cxid}`, copBody(email, { consent })],
      ] as const) {
        const res = await post(url, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(REFUSED);
      }
      expect(await t.db.select().from(leads).where(eq(leads.mxpertProfileId, pro.profile.id))).toEqual([]);
      expect(await t.db.select().from(leads).where(eq(leads.mxpertProfileId, pro.profile.id))).toEqual([]);
      expect(await t.db.select().from(leadConsents).where(eq(leadConsents.mxpertProfileId, pro.profile.id))).toEqual([]);
      expect(await t.db.select().from(notifications).where(eq(notifications.userId, pro.user.id))).toEqual([]);
      expect(await t.db.$count(emailOutbox)).toBe(outboxBefore);
    });
  }

  it('is refused from a signed-in consumer too', async () => {
    const pro = await createMxpert(t.db);
    const consumer = await signedInAs(t, 'CONSUMER');
    const { firstName: _f, lastName: _l, email: _e, ...body } = messageBody('x@example.com', { consent: undefined });
    const res = await post(`/api/messages/${pro.profile.cxid}`, body, { cookie: consumer.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(REFUSED);
    expect(await t.db.$count(leads, eq(leads.mxpertProfileId, pro.profile.id))).toBe(0);
  });
});

describe('the consent record of a lead', () => {
  it('keeps the exact statement naming the professional, its version and hash, the time, address and user agent', async () => {
    const pro = await createMxpert(
      t.db,
      { companyName: 'Harbor Home Loans', nmlsId: '4455667' },
      { firstName: 'Dana', lastName: 'Whitfield' },
    );
    const before = Date.now();
    const res = await post(`/api/messages/tx/${pro.profile.cxid}`, messageBody(uniqueEmail('consent')), { ip: '10.20.30.40' });
    expect(res.statusCode).toBe(201);
    const [lead] = await t.db.select().from(leads).where(eq(leads.mxpertProfileId, pro.profile.id));
    const [record] = await t.db
      .select()
      .from(leadConsents)
      .where(eq(leadConsents.leadId, lead?.id ?? ''));
    const text =
      'By sending, you agree that Dana Whitfield of Harbor Home Loans (NMLS #4455667) may contact you by e-mail or phone, including by automated means, about this request. Consent is not a condition of any purchase.';
    expect(record).toMatchObject({
      leadId: lead?.id,
      mxpertProfileId: pro.profile.id,
      text,
      version: CONSENT_VERSION,
      textSha256: sha256(text),
      clientAddress: '10.20.30.40',
      userAgent: UA,
    });
    expect(record?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(lead?.consentRecordedAt?.toISOString()).toBe(record?.createdAt.toISOString());
  });

  it('keeps the Spanish statement a Spanish page showed, with the version that names the language', async () => {
    const withCompany = await createMxpert(
      t.db,
      { companyName: 'Harbor Home Loans', nmlsId: '4455668' },
      { firstName: 'Dana', lastName: 'Whitfield' },
    );
    const alone = await createMxpert(t.db, { companyName: null, nmlsId: '4455669' }, { firstName: 'Ben', lastName: 'Ortiz' });
    const email = uniqueEmail('consent-es');
    const sent = await post(`/api/messages/tx/${withCompany.profile.cxid}`, messageBody(email, { locale: 'es-US' }));
    expect(sent.statusCode).toBe(201);
    expect((await post(`/api/cop-requests/${alone.profile.cxid}`, copBody(email, { locale: 'es-US' }))).statusCode).toBe(201);
    const [message] = await t.db.select().from(leadConsents).where(eq(leadConsents.mxpertProfileId, withCompany.profile.id));
    const text =
      'Al enviar, usted acepta que Dana Whitfield, de Harbor Home Loans (NMLS #4455668), se comunique con usted por correo electrónico o por teléfono, incluso por medios automatizados, sobre esta solicitud. El consentimiento no es una condición para ninguna compra.';
    expect(message).toMatchObject({ text, version: SPANISH_CONSENT_VERSION, textSha256: sha256(text) });
    expect(SPANISH_CONSENT_VERSION).toBe('lead-consent-v1-es-US');
    const [cop] = await t.db.select().from(leadConsents).where(eq(leadConsents.mxpertProfileId, alone.profile.id));
    expect(cop?.text).toContain('Al enviar, usted acepta que Ben Ortiz (NMLS #4455669) se comunique con usted');
    expect(cop?.version).toBe(SPANISH_CONSENT_VERSION);
    // An English page's lead keeps the English statement and version.
    expect(
      (await post(`/api/cop-requests/${alone.profile.cxid}`, copBody(uniqueEmail('consent-en'), { locale: 'en-US' }))).statusCode,
    ).toBe(201);
    const records = await t.db.select().from(leadConsents).where(eq(leadConsents.mxpertProfileId, alone.profile.id));
    expect(records.map((r) => r.version).sort()).toEqual([CONSENT_VERSION, SPANISH_CONSENT_VERSION]);
  });

  it('is stored with a COP request too, and differs for each professional', async () => {
    const a = await createMxpert(
      t.db,
      { companyName: 'Alpha Lending', nmlsId: '111222' },
      { firstName: 'Ada', lastName: 'Stone' },
    );
    const b = await createMxpert(t.db, { companyName: null, nmlsId: '333444' }, { firstName: 'Ben', lastName: 'Ortiz' });
    const email = uniqueEmail('both');
    expect((await post(`/api/cop-requests/tx/${a.profile.cxid}`, copBody(email))).statusCode).toBe(201);
    expect((await post(`/api/cop-requests/${b.profile.cxid}`, copBody(email))).statusCode).toBe(201);
    const [ra] = await t.db.select().from(leadConsents).where(eq(leadConsents.mxpertProfileId, a.profile.id));
    const [rb] = await t.db.select().from(leadConsents).where(eq(leadConsents.mxpertProfileId, b.profile.id));
    const [leadA] = await t.db.select().from(leads).where(eq(leads.mxpertProfileId, a.profile.id));
    expect(ra).toMatchObject({ leadId: leadA?.id });
    // The professional's notification names the lead, so the admins' Recent Activities can open its record.
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, a.user.id));
    expect(note?.metadata).toMatchObject({ copRequestId: leadA?.id });
    expect(ra?.text).toContain('Ada Stone of Alpha Lending (NMLS #111222) may contact you');
    expect(rb?.text).toContain('that Ben Ortiz (NMLS #333444) may contact you');
    expect(ra?.textSha256).not.toBe(rb?.textSha256);
  });

  it('is written once for a replayed Idempotency-Key', async () => {
    const pro = await createMxpert(t.db);
    const body = messageBody(uniqueEmail('replay'));
    for (let i = 0; i < 2; i++) {
      const res = await t.request({
        method: 'POST',
        url: `/api/messages/${pro.profile.cxid}`,
        body,
        headers: { 'idempotency-key': `consent-replay-${pro.profile.id}` },
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await t.db.$count(leadConsents, eq(leadConsents.mxpertProfileId, pro.profile.id))).toBe(1);
  });

  it('is shown to the professional as the time it was recorded, and absent on older leads', async () => {
    const pro = await createMxpert(t.db);
    const older = await createMessage(t.db, pro.profile.id);
    expect((await post(`/api/messages/${pro.profile.cxid}`, messageBody(uniqueEmail('shown')))).statusCode).toBe(201);
    const proCookie = await signIn(t, pro.user.email);
    const res = await t.request({ method: 'GET', url: '/api/dashboard/messages/all', cookie: proCookie });
    expect(res.statusCode).toBe(200);
    const items = res.json().messages as { id: string; consentRecordedAt: string | null }[];
    const [record] = await t.db.select().from(leadConsents).where(eq(leadConsents.mxpertProfileId, pro.profile.id));
    const fresh = items.find((m) => m.id === record?.leadId);
    expect(fresh?.consentRecordedAt).toBe(record?.createdAt.toISOString());
    expect(items.find((m) => m.id === older.id)?.consentRecordedAt).toBeNull();
  });
});

describe('GET /api/admin/consents', () => {
  it('answers the record of a message or a COP request to an admin', async () => {
    const pro = await createMxpert(
      t.db,
      { companyName: 'Cedar Mortgage', nmlsId: '998877' },
      { firstName: 'Eve', lastName: 'Park' },
    );
    const admin = await signedInAs(t, 'ADMIN');
    expect(
      (await post(`/api/messages/${pro.profile.cxid}`, messageBody(uniqueEmail('adm')), { ip: '10.9.8.7' })).statusCode,
    ).toBe(201);
    expect((await post(`/api/cop-requests/${pro.profile.cxid}`, copBody(uniqueEmail('adm')))).statusCode).toBe(201);
    const [message] = await t.db
      .select()
      .from(leads)
      .where(and(eq(leads.mxpertProfileId, pro.profile.id), eq(leads.kind, 'message')));
    const [request] = await t.db
      .select()
      .from(leads)
      .where(and(eq(leads.mxpertProfileId, pro.profile.id), eq(leads.kind, 'cop_request')));

    const res = await t.request({ method: 'GET', url: `/api/admin/consents?messageId=${message?.id}`, cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        leadType: 'message',
        leadId: message?.id,
        mxpertProfileId: pro.profile.id,
        version: CONSENT_VERSION,
        clientAddress: '10.9.8.7',
        userAgent: UA,
      },
    });
    expect(res.json().data.text).toContain('Eve Park of Cedar Mortgage (NMLS #998877)');

    const cop = await t.request({ method: 'GET', url: `/api/admin/consents?copRequestId=${request?.id}`, cookie: admin.cookie });
    expect(cop.json().data).toMatchObject({ leadType: 'cop_request', leadId: request?.id });
  });

  it('answers 404 for a lead without a record and 400 for a bad query', async () => {
    const pro = await createMxpert(t.db);
    const admin = await signedInAs(t, 'ADMIN');
    const older = await createMessage(t.db, pro.profile.id);
    const none = await t.request({ method: 'GET', url: `/api/admin/consents?messageId=${older.id}`, cookie: admin.cookie });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'NOT_FOUND', message: 'No consent record for this lead' });
    for (const q of ['', `?messageId=${older.id}&copRequestId=${older.id}`, '?messageId=nope']) {
      const bad = await t.request({ method: 'GET', url: `/api/admin/consents${q}`, cookie: admin.cookie });
      expect(bad.statusCode, q).toBe(400);
      expect(bad.json().code).toBe('BAD_REQUEST');
    }
  });

  it('is for admins only', async () => {
    const pro = await createMxpert(t.db);
    const older = await createMessage(t.db, pro.profile.id);
    const url = `/api/admin/consents?messageId=${older.id}`;
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    for (const role of ['CONSUMER', 'MXPERT'] as const) {
      const user = await signedInAs(t, role);
      expect((await t.request({ method: 'GET', url, cookie: user.cookie })).statusCode).toBe(403);
    }
  });
});
