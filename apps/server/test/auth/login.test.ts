import { TEXT } from '@mx/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import { createMxpert, createUser, signIn, TEST_PASSWORD } from '../helpers/factories.ts';
import { buildTestApp, PRODUCTION_ENV, randomIp, sessionCookieOf, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

const login = (email: string, password: string, extra: { cookie?: string; ip?: string } = {}) =>
  t.request({ method: 'POST', url: '/api/auth/login', body: { email, password }, ...extra });

describe('POST /api/auth/login', () => {
  it('signs in a verified user and answers the user with its role, never a hash', async () => {
    const user = await createUser(t.db, 'CONSUMER', { firstName: 'Emily', lastName: 'Stone' });
    const res = await login(user.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        id: user.id,
        name: 'Emily Stone',
        firstName: 'Emily',
        lastName: 'Stone',
        email: user.email,
        role: 'CONSUMER',
        locale: 'en-US',
        mxpert: null,
        twoFactor: { enabled: false, required: false },
      },
    });
    expect(res.body).not.toContain('argon2');
  });

  it('answers a professional with the onboarding state the layout needs', async () => {
    const { user, profile } = await createMxpert(t.db, { onboardCompleted: false, currentStep: 2, approvalStatus: 'pending' });
    const res = await login(user.email, TEST_PASSWORD);
    expect(res.json().user.mxpert).toEqual({
      cxid: profile.cxid,
      onboardCompleted: false,
      currentStep: 2,
      approvalStatus: 'pending',
      listingPaused: false,
    });
  });

  it('sets a random session id in an HttpOnly, SameSite=Lax cookie and stores only its hash', async () => {
    const user = await createUser(t.db, 'CONSUMER');
    const res = await login(user.email, TEST_PASSWORD);
    const cookie = res.cookies.find((c) => c.name === 'mx_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(Buffer.from(cookie?.value ?? '', 'base64url')).toHaveLength(32);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idHash).toBe(hashToken(cookie?.value ?? ''));
    expect(rows[0]?.idHash).not.toBe(cookie?.value);
    // The readable hint holds no secret, only that a session may exist.
    expect(res.cookies.find((c) => c.name === 'mx_auth')).toMatchObject({ value: '1', sameSite: 'Lax' });
    expect(res.cookies.find((c) => c.name === 'mx_auth')?.httpOnly).toBeFalsy();
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(t.db, 'CONSUMER');
    const wrong = await login(user.email, 'Not-The-Password-1');
    const unknown = await login('nobody.here@example.com', TEST_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: TEXT.invalidCredentials });
    expect(unknown.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: TEXT.invalidCredentials });
  });

  it('tells only the holder of the right password that the e-mail is not verified', async () => {
    const user = await createUser(t.db, 'MXPERT', { verified: false });
    const right = await login(user.email, TEST_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: TEXT.emailNotVerified });
    const wrong = await login(user.email, 'Not-The-Password-1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: TEXT.invalidCredentials });
    expect(right.cookies.find((c) => c.name === 'mx_session')).toBeUndefined();
  });

  it('refuses a deactivated account', async () => {
    const user = await createUser(t.db, 'MXPERT', { isActive: false });
    const res = await login(user.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'ACCOUNT_DEACTIVATED', message: TEXT.accountDeactivated });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it.each([
    [{ email: 'not-an-email', password: 'x' }, 'Invalid email'],
    [{ email: 'a@example.com', password: '' }, 'Password is required'],
    [{ email: 'a@example.com' }, 'Password is required'],
  ])('refuses %o with "%s"', async (body, message) => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
  });

  it('issues a new session id on every login and ends the one the browser had', async () => {
    const user = await createUser(t.db, 'CONSUMER');
    const first = await signIn(t, user.email);
    const second = sessionCookieOf(await login(user.email, TEST_PASSWORD, { cookie: first }));
    expect(second).not.toBe(first);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie: first })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie: second })).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After after 10 failed attempts on one account from one address', async () => {
    const user = await createUser(t.db, 'CONSUMER');
    const ip = randomIp();
    for (let i = 0; i < 10; i++) expect((await login(user.email, `Wrong-Guess-${i}`, { ip })).statusCode).toBe(401);
    const res = await login(user.email, TEST_PASSWORD, { ip });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('GET /api/auth/me', () => {
  it('answers the signed-in user', async () => {
    const admin = await createUser(t.db, 'ADMIN');
    const cookie = await signIn(t, admin.email);
    const res = await t.request({ method: 'GET', url: '/api/auth/me', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: admin.id, role: 'ADMIN', email: admin.email });
  });

  it('answers 401 without a session, and for a made-up session id', async () => {
    expect((await t.request({ method: 'GET', url: '/api/auth/me' })).json()).toEqual({
      code: 'UNAUTHORIZED',
      message: TEXT.authenticationRequired,
    });
    const res = await t.request({ method: 'GET', url: '/api/auth/me', cookie: 'mx_session=made-up' });
    expect(res.statusCode).toBe(401);
  });

  it('ends a session that was idle too long', async () => {
    const user = await createUser(t.db, 'CONSUMER');
    const cookie = await signIn(t, user.email);
    const idleMs = t.config.session.idleMs + 60_000;
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - make_interval(secs => ${idleMs / 1000})` })
      .where(eq(sessions.userId, user.id));
    const res = await t.request({ method: 'GET', url: '/api/auth/me', cookie });
    expect(res.statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('ends a session past its absolute lifetime, however active', async () => {
    const user = await createUser(t.db, 'CONSUMER');
    const cookie = await signIn(t, user.email);
    await t.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.userId, user.id));
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie })).statusCode).toBe(401);
  });

  it('ends the session of an account that is deactivated', async () => {
    const user = await createUser(t.db, 'MXPERT');
    const cookie = await signIn(t, user.email);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('deletes the session so the cookie no longer works', async () => {
    const user = await createUser(t.db, 'CONSUMER');
    const cookie = await signIn(t, user.email);
    const res = await t.request({ method: 'POST', url: '/api/auth/logout', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'mx_session')?.value).toBe('');
    expect(res.cookies.find((c) => c.name === 'mx_auth')?.value).toBe('');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie })).statusCode).toBe(401);
  });
});

describe('production cookies', () => {
  it('are Secure and bound to the host with the __Host- prefix', async () => {
    const prod = await buildTestApp({
      env: PRODUCTION_ENV,
      database: t.database,
    });
    try {
      const user = await createUser(t.db, 'CONSUMER');
      const res = await prod.request({
        method: 'POST',
        url: '/api/auth/login',
        body: { email: user.email, password: TEST_PASSWORD },
        headers: { origin: 'https://mortgagexperts.example' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === '__Host-mx_session')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
    } finally {
      await prod.close();
    }
  });
});
