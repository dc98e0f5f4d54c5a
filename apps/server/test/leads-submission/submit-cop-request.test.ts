import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, notifications } from '../../src/db/schema.ts';
import { createMxpert, lastEmailTo, signedInAs, uniqueEmail } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const SUBMITTED = {
  success: true,
  message: 'Your Credit Optimization Plan request has been submitted. The MortgageXpert will contact you soon.',
};

function validRequest(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Omar',
    lastName: 'Haddad',
    email: uniqueEmail('planner'),
    phone: '+1 512 555 0177',
    preferredContact: 'email',
    mortgageProcess: 'purchasing-home',
    consent: true,
    ...overrides,
  };
}

async function send(cxid: string, body: unknown, opts: { state?: string; cookie?: string; key?: string } = {}) {
  const url = opts.state === undefined ? `/api/cop-requests/${cxid}` : `/api/cop-requests/${opts.state}/${cxid}`;
  return t.request({ method: 'POST', url, body, cookie: opts.cookie, headers: opts.key ? { 'idempotency-key': opts.key } : {} });
}

const rowsTo = (profileId: string) =>
  t.db
    .select()
    .from(leads)
    .where(and(eq(leads.mxpertProfileId, profileId), eq(leads.kind, 'cop_request')));

describe('POST /api/cop-requests/{state}/{cxid}', () => {
  it('stores the request from a guest, notifies the professional and e-mails them', async () => {
    const { profile, user } = await createMxpert(t.db);
    const body = validRequest();
    const res = await send(profile.cxid, body, { state: 'ok' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(SUBMITTED);
    expect((await rowsTo(profile.id))[0]).toMatchObject({
      firstName: 'Omar',
      lastName: 'Haddad',
      email: body.email,
      phone: '+1 512 555 0177',
      preferredContact: 'email',
      mortgageProcess: 'purchasing-home',
      state: 'OK',
      status: 'open',
      consumerUserId: null,
    });
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(note).toMatchObject({
      type: 'new_cop_request',
      title: 'New Credit Optimization Plan request',
      message: 'Omar Haddad asked for a Credit Optimization Plan.',
      metadata: { senderName: 'Omar Haddad', firstName: 'Omar', lastName: 'Haddad' },
    });
    const mail = await lastEmailTo(t.db, user.email);
    expect(mail?.subject).toBe('New Credit Optimization Plan request from Omar Haddad');
    expect(mail?.text).toContain('mortgage process: Purchasing Home');
    const [row] = await rowsTo(profile.id);
    // The alert opens the request's conversation.
    expect(mail?.links).toContain(`http://localhost:3000/mxpert/cop-requests/${row?.id}`);
  });

  it('defaults to Pre Qual and e-mail, and works without a state in the URL', async () => {
    const { profile } = await createMxpert(t.db);
    const { mortgageProcess: _m, preferredContact: _p, ...body } = validRequest();
    expect((await send(profile.cxid, body)).statusCode).toBe(201);
    expect((await rowsTo(profile.id))[0]).toMatchObject({ mortgageProcess: 'pre-qual', preferredContact: 'email', state: null });
  });

  it('uses a signed-in consumer account for the name and e-mail', async () => {
    const { profile } = await createMxpert(t.db);
    const { user, cookie } = await signedInAs(t, 'CONSUMER', { firstName: 'Dana', lastName: 'Kim' });
    const { firstName: _f, lastName: _l, email: _e, ...body } = validRequest();
    expect((await send(profile.cxid, body, { state: 'tx', cookie })).statusCode).toBe(201);
    expect((await rowsTo(profile.id))[0]).toMatchObject({
      firstName: 'Dana',
      lastName: 'Kim',
      email: user.email,
      consumerUserId: user.id,
    });
  });

  it.each([
    [{ mortgageProcess: 'buy-now' }, 'Please select where you are in the mortgage process'],
    [{ firstName: 'X' }, 'First name must be at least 2 characters'],
    [{ email: 'nobody' }, 'Please enter a valid email address'],
    [{ phone: undefined }, 'Phone number is required'],
    [{ phone: '12345' }, 'Phone number must be between 10-20 characters'],
    [{ preferredContact: 'pigeon' }, 'Please choose how you want to be contacted'],
  ])('refuses %j with its message', async (overrides, message) => {
    const { profile } = await createMxpert(t.db);
    const res = await send(profile.cxid, validRequest(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
    expect(await rowsTo(profile.id)).toHaveLength(0);
  });

  it('stores one row for a retried request with the same Idempotency-Key', async () => {
    const { profile } = await createMxpert(t.db);
    const body = validRequest();
    const answers = await Promise.all([1, 2].map(() => send(profile.cxid, body, { key: 'cop-retry-key-01' })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[1]?.json()).toEqual(SUBMITTED);
    expect(await rowsTo(profile.id)).toHaveLength(1);
  });

  it('answers 404 for a professional who is not public, and drops a filled honeypot', async () => {
    const pending = (await createMxpert(t.db, { approvalStatus: 'pending' })).profile;
    expect((await send(pending.cxid, validRequest())).statusCode).toBe(404);
    const { profile } = await createMxpert(t.db);
    const res = await send(profile.cxid, validRequest({ website: 'x' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(SUBMITTED);
    expect(await rowsTo(profile.id)).toHaveLength(0);
  });
});
