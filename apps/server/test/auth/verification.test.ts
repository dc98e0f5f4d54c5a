import { TEXT } from '@mx/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, emailOutbox } from '../../src/db/schema.ts';
import { createUser, findUser, TEST_PASSWORD, tokenFromEmail, uniqueEmail } from '../helpers/factories.ts';
import { buildTestApp, randomIp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function registerConsumer(email = uniqueEmail('verify')) {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/register-consumer',
    body: { firstName: 'Ava', lastName: 'Reed', email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(201);
  return email;
}

const verify = (token: string) => t.request({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });
const loginStatus = async (email: string) =>
  (await t.request({ method: 'POST', url: '/api/auth/login', body: { email, password: TEST_PASSWORD } })).statusCode;

describe('GET /api/auth/verify-email', () => {
  it('verifies the address with the e-mailed link, after which login works', async () => {
    const email = await registerConsumer();
    expect(await loginStatus(email)).toBe(403);
    const res = await verify(await tokenFromEmail(t.db, email, '/verify-email'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: TEXT.emailVerified });
    expect((await findUser(t.db, email))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await loginStatus(email)).toBe(200);
  });

  it('stores the token hashed, never as sent', async () => {
    const email = await registerConsumer();
    const token = await tokenFromEmail(t.db, email, '/verify-email');
    const user = await findUser(t.db, email);
    const rows = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, user?.id ?? ''));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23.9 * 3_600_000);
  });

  it('says a link used once already belongs to a verified address, and changes nothing', async () => {
    const email = await registerConsumer();
    const token = await tokenFromEmail(t.db, email, '/verify-email');
    expect((await verify(token)).statusCode).toBe(200);
    const verifiedAt = (await findUser(t.db, email))?.emailVerifiedAt;
    const again = await verify(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: TEXT.emailAlreadyVerified });
    expect((await findUser(t.db, email))?.emailVerifiedAt).toEqual(verifiedAt);
  });

  it('refuses an older link replaced by a newer one while the address is not verified', async () => {
    const email = await registerConsumer();
    const first = await tokenFromEmail(t.db, email, '/verify-email');
    await registerConsumer(email);
    expect(await tokenFromEmail(t.db, email, '/verify-email')).not.toBe(first);
    const res = await verify(first);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: TEXT.invalidVerificationToken });
    expect((await findUser(t.db, email))?.emailVerifiedAt).toBeNull();
  });

  it('refuses a made-up token', async () => {
    const res = await verify('c29tZXRoaW5nLW1hZGUtdXA');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: TEXT.invalidVerificationToken });
  });

  it('refuses an expired link and leaves the account unverified', async () => {
    const email = await registerConsumer();
    const token = await tokenFromEmail(t.db, email, '/verify-email');
    const user = await findUser(t.db, email);
    await t.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.userId, user?.id ?? ''));
    expect((await verify(token)).statusCode).toBe(400);
    expect((await findUser(t.db, email))?.emailVerifiedAt).toBeNull();
  });

  it('answers the missing-token message without a token', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/verify-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: TEXT.noVerificationToken });
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('sends a 24-hour link that confirms the address with the password its opener chooses, and voids the older one', async () => {
    const email = await registerConsumer();
    const first = await tokenFromEmail(t.db, email, '/verify-email');
    const res = await t.request({ method: 'POST', url: '/api/auth/resend-verification', body: { email } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: TEXT.verificationResent });
    await t.deliverMail();
    const second = await tokenFromEmail(t.db, email, '/reset-password');
    expect((await verify(first)).statusCode).toBe(400);
    const user = await findUser(t.db, email);
    const [row] = await t.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userId, user?.id ?? ''), eq(authTokens.purpose, 'reset_password')));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23.9 * 3_600_000);
    const chosen = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { token: second, password: 'Chosen-Harbor-63' },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await findUser(t.db, email))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', body: { email, password: 'Chosen-Harbor-63' } })).statusCode,
    ).toBe(200);
  });

  it('answers the same for an unknown or already verified address and sends nothing', async () => {
    const verified = await createUser(t.db, 'CONSUMER');
    for (const email of [verified.email, uniqueEmail('ghost')]) {
      const res = await t.request({ method: 'POST', url: '/api/auth/resend-verification', body: { email } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: TEXT.verificationResent });
      await t.deliverMail();
      expect(
        await t.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.toAddress, email))),
      ).toHaveLength(0);
    }
  });

  it('is rate limited per client and e-mail address with Retry-After, not for other clients', async () => {
    const email = await registerConsumer();
    const ip = randomIp();
    for (let i = 0; i < 3; i++) {
      expect((await t.request({ method: 'POST', url: '/api/auth/resend-verification', body: { email }, ip })).statusCode).toBe(
        200,
      );
    }
    const res = await t.request({ method: 'POST', url: '/api/auth/resend-verification', body: { email }, ip });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    const owner = await t.request({ method: 'POST', url: '/api/auth/resend-verification', body: { email }, ip: randomIp() });
    expect(owner.statusCode).toBe(200);
  });
});
