import { TEXT } from '@mx/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, emailOutbox, sessions } from '../../src/db/schema.ts';
import { createUser, lastEmailTo, signIn, TEST_PASSWORD, tokenFromEmail, uniqueEmail } from '../helpers/factories.ts';
import { buildTestApp, randomIp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Maple-Street-2040';
const forgot = (email: string, ip?: string) =>
  t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email }, ...(ip ? { ip } : {}) });
const reset = (token: string, password = NEW_PASSWORD) =>
  t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, password } });
const loginStatus = async (email: string, password: string) =>
  (await t.request({ method: 'POST', url: '/api/auth/login', body: { email, password } })).statusCode;

async function resetTokenFor(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(200);
  await t.deliverMail();
  return tokenFromEmail(t.db, email, '/reset-password');
}

describe('POST /api/auth/forgot-password', () => {
  it('e-mails a one-hour reset link to an existing account', async () => {
    const user = await createUser(t.db, 'CONSUMER');
    const res = await forgot(user.email);
    expect(res.json()).toEqual({ message: TEXT.forgotPasswordSent });
    await t.deliverMail();
    const mail = await lastEmailTo(t.db, user.email);
    expect(mail?.subject).toBe('Reset your MortgageXperts password');
    const [token] = await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(token?.purpose).toBe('reset_password');
    const ttl = (token?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
  });

  it('answers an unknown address the same and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await forgot(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: TEXT.forgotPasswordSent });
    await t.deliverMail();
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).toHaveLength(0);
  });

  it('refuses an invalid address with the message the reset form shows', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Please enter a valid email address' });
  });

  it('is rate limited per client address with Retry-After', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) expect((await forgot(uniqueEmail('flood'), ip)).statusCode).toBe(200);
    const res = await forgot(uniqueEmail('flood'), ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session and e-mails a notice', async () => {
    const user = await createUser(t.db, 'MXPERT');
    const laptop = await signIn(t, user.email);
    const phone = await signIn(t, user.email);
    const token = await resetTokenFor(user.email);

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: TEXT.passwordReset });

    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    for (const cookie of [laptop, phone]) {
      expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie })).statusCode).toBe(401);
    }
    expect(await loginStatus(user.email, TEST_PASSWORD)).toBe(401);
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
    expect((await lastEmailTo(t.db, user.email))?.subject).toBe('Your MortgageXperts password was changed');
  });

  it('refuses a link used once already', async () => {
    const user = await createUser(t.db, 'CONSUMER');
    const token = await resetTokenFor(user.email);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'Another-Pass-2041');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'BAD_REQUEST', message: TEXT.invalidResetToken });
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t.db, 'CONSUMER');
    const token = await resetTokenFor(user.email);
    await t.db.update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(authTokens.userId, user.id));
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: TEXT.invalidResetToken });
    expect(await loginStatus(user.email, TEST_PASSWORD)).toBe(200);
  });

  it('refuses a made-up token and a missing one', async () => {
    expect((await reset('bm90LWEtcmVhbC10b2tlbg')).json()).toEqual({ code: 'BAD_REQUEST', message: TEXT.invalidResetToken });
    const missing = await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { password: NEW_PASSWORD } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: 'BAD_REQUEST', message: TEXT.invalidResetToken });
  });

  it('voids the older link when a new one is asked for', async () => {
    const user = await createUser(t.db, 'CONSUMER');
    const older = await resetTokenFor(user.email);
    const newer = await resetTokenFor(user.email);
    expect((await reset(older)).statusCode).toBe(400);
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it.each([
    ['Short1', 'Password must be at least 8 characters'],
    ['alllowercase1', 'Password must contain at least one uppercase letter, one lowercase letter, and one number'],
    ['Password123', TEXT.commonPassword],
  ])('refuses the password %s with "%s" and keeps the link usable', async (password, message) => {
    const user = await createUser(t.db, 'CONSUMER');
    const token = await resetTokenFor(user.email);
    const res = await reset(token, password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('lets exactly one of many simultaneous resets with one link succeed', async () => {
    const user = await createUser(t.db, 'CONSUMER');
    const token = await resetTokenFor(user.email);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.request({
          method: 'POST',
          url: '/api/auth/reset-password',
          body: { token, password: `Parallel-Reset-${i}x` },
          ip: randomIp(),
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(7);
  });

  it('verifies an unverified address, since the link proves the mailbox', async () => {
    const user = await createUser(t.db, 'CONSUMER', { verified: false });
    const token = await resetTokenFor(user.email);
    expect((await reset(token)).statusCode).toBe(200);
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
  });
});
