import { RECOVERY_CODE_COUNT, TEXT, TWO_FACTOR_TEXT } from '@mx/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, twoFactorRecoveryCodes, users } from '../../src/db/schema.ts';
import { createUser, findUser, signedInAs, TEST_PASSWORD } from '../helpers/factories.ts';
import { buildTestApp, randomIp, sessionCookieOf, type TestApp } from '../helpers/test-app.ts';
import { codeFor, cookieNamed, turnOnTwoFactor } from '../helpers/two-factor.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, body: unknown, cookie?: string) =>
  t.request({ method: 'POST', url, body, ...(cookie ? { cookie } : {}) });
const login = (email: string, cookie?: string, password = TEST_PASSWORD) => post('/api/auth/login', { email, password }, cookie);
const sessionsOf = (userId: string) => t.db.select().from(sessions).where(eq(sessions.userId, userId));

/** The first step of a sign-in with two-factor on: the pending sign-in cookie it set. */
async function passwordStep(email: string, cookie?: string): Promise<string> {
  const res = await login(email, cookie);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ twoFactorRequired: true });
  return cookieNamed(res, 'mx_2fa_pending');
}

describe('setting up two-factor sign-in', () => {
  it('needs the current password, answers a secret and its otpauth URL, and stores the secret encrypted', async () => {
    const { user, cookie } = await signedInAs(t, 'CONSUMER');
    const wrong = await post('/api/account/two-factor/setup', { password: 'Not-The-Password-1' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect((await findUser(t.db, user.email))?.twoFactorSecret).toBeNull();

    const res = await post('/api/account/two-factor/setup', { password: TEST_PASSWORD }, cookie);
    expect(res.statusCode).toBe(200);
    const { secret, otpauthUrl } = res.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('MortgageXperts');
    expect(decodeURIComponent(url.pathname)).toContain(user.email);

    const row = await findUser(t.db, user.email);
    expect(row?.twoFactorSecret).toBeTruthy();
    expect(row?.twoFactorSecret).not.toContain(secret);
    expect(row?.twoFactorEnabledAt).toBeNull();
    // Not in force until a code proves the app has it.
    const plain = await login(user.email);
    expect(plain.json().user.twoFactor).toEqual({ enabled: false, required: false });
  });

  it('turns on with a code of the secret, answers ten recovery codes once and stores only their hashes', async () => {
    const { user, cookie } = await signedInAs(t, 'MXPERT');
    const setup = await post('/api/account/two-factor/setup', { password: TEST_PASSWORD }, cookie);
    const { secret } = setup.json();

    const wrong = await post('/api/account/two-factor/enable', { code: '000000' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'BAD_REQUEST', message: TWO_FACTOR_TEXT.wrongCode });
    expect((await findUser(t.db, user.email))?.twoFactorEnabledAt).toBeNull();

    const res = await post('/api/account/two-factor/enable', { code: await codeFor(secret) }, cookie);
    expect(res.statusCode).toBe(200);
    const { recoveryCodes } = res.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);

    const stored = await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    const storedText = JSON.stringify(stored);
    for (const code of recoveryCodes) {
      expect(storedText).not.toContain(code);
      expect(storedText).not.toContain(code.replaceAll('-', ''));
    }
    expect((await findUser(t.db, user.email))?.twoFactorEnabledAt).toBeInstanceOf(Date);

    // The secret is never answered again: a second set-up is refused while it is on.
    const again = await post('/api/account/two-factor/setup', { password: TEST_PASSWORD }, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: TWO_FACTOR_TEXT.alreadyOn });
    const me = await t.request({ method: 'GET', url: '/api/auth/me', cookie });
    expect(me.json().user.twoFactor).toEqual({ enabled: true, required: false });
    expect(me.body).not.toContain(secret);
  });

  it('refuses to enable before a set-up, and bad codes with a sentence', async () => {
    const { cookie } = await signedInAs(t, 'CONSUMER');
    const early = await post('/api/account/two-factor/enable', { code: '123456' }, cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ code: 'CONFLICT', message: TWO_FACTOR_TEXT.notSetUp });
    const empty = await post('/api/account/two-factor/enable', { code: '   ' }, cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: 'BAD_REQUEST', message: TWO_FACTOR_TEXT.codeRequired });
  });
});

describe('signing in with two-factor on', () => {
  it('answers twoFactorRequired and no session after the password, then signs in with a code', async () => {
    const { user, cookie } = await signedInAs(t, 'CONSUMER');
    const { secret } = await turnOnTwoFactor(t, cookie);
    const before = (await sessionsOf(user.id)).length;

    const res = await login(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ twoFactorRequired: true });
    expect(res.cookies.find((c) => c.name === 'mx_session' && c.value)).toBeUndefined();
    expect(await sessionsOf(user.id)).toHaveLength(before);
    const pending = cookieNamed(res, 'mx_2fa_pending');
    expect(res.cookies.find((c) => c.name === 'mx_2fa_pending')).toMatchObject({ httpOnly: true, path: '/' });
    // The pending cookie is no session.
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie: pending })).statusCode).toBe(401);

    const wrong = await post('/api/auth/login/two-factor', { code: '000000' }, pending);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'BAD_REQUEST', message: TWO_FACTOR_TEXT.wrongCode });

    const ok = await post('/api/auth/login/two-factor', { code: await codeFor(secret, 1) }, pending);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ id: user.id, email: user.email, twoFactor: { enabled: true, required: false } });
    const session = sessionCookieOf(ok);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie: session })).statusCode).toBe(200);
    expect(await sessionsOf(user.id)).toHaveLength(before + 1);
  });

  it('never accepts the same code twice', async () => {
    const { user, cookie } = await signedInAs(t, 'MXPERT');
    const { secret } = await turnOnTwoFactor(t, cookie);
    const code = await codeFor(secret, 1);
    const first = await post('/api/auth/login/two-factor', { code }, await passwordStep(user.email));
    expect(first.statusCode).toBe(200);
    const replay = await post('/api/auth/login/two-factor', { code }, await passwordStep(user.email));
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ code: 'BAD_REQUEST', message: TWO_FACTOR_TEXT.wrongCode });
    // Nor an older one: the code the set-up was enabled with.
    const older = await post('/api/auth/login/two-factor', { code: await codeFor(secret) }, await passwordStep(user.email));
    expect(older.statusCode).toBe(400);
  });

  it('accepts each recovery code once, typed with or without dashes and in any case', async () => {
    const { user, cookie } = await signedInAs(t, 'CONSUMER');
    const { recoveryCodes } = await turnOnTwoFactor(t, cookie);
    const [first = '', second = ''] = recoveryCodes;
    const ok = await post('/api/auth/login/two-factor', { code: first }, await passwordStep(user.email));
    expect(ok.statusCode).toBe(200);
    const again = await post('/api/auth/login/two-factor', { code: first }, await passwordStep(user.email));
    expect(again.statusCode).toBe(400);
    const typed = ` ${second.replaceAll('-', '').toUpperCase()} `;
    expect((await post('/api/auth/login/two-factor', { code: typed }, await passwordStep(user.email))).statusCode).toBe(200);
    expect(await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id))).toHaveLength(
      RECOVERY_CODE_COUNT - 2,
    );
  });

  it('refuses the second step without the pending sign-in of this browser, or with a forged one', async () => {
    const { user, cookie } = await signedInAs(t, 'CONSUMER');
    const { secret } = await turnOnTwoFactor(t, cookie);
    const none = await post('/api/auth/login/two-factor', { code: await codeFor(secret, 1) });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ code: 'SIGN_IN_EXPIRED', message: TWO_FACTOR_TEXT.signInExpired });
    const other = await createUser(t.db, 'CONSUMER');
    const forged = `mx_2fa_pending=${other.id}.${Date.now() + 60_000}.AAAA`;
    expect((await post('/api/auth/login/two-factor', { code: '123456' }, forged)).json().code).toBe('SIGN_IN_EXPIRED');
    // A pending sign-in signed for one account does not name another.
    const pending = await passwordStep(user.email);
    const swapped = pending.replace(user.id, other.id);
    expect((await post('/api/auth/login/two-factor', { code: await codeFor(secret, 1) }, swapped)).json().code).toBe(
      'SIGN_IN_EXPIRED',
    );
  });

  it('ends the pending sign-in when the password is reset meanwhile', async () => {
    const { user, cookie } = await signedInAs(t, 'CONSUMER');
    const { secret } = await turnOnTwoFactor(t, cookie);
    const pending = await passwordStep(user.email);
    const change = await post(
      '/api/account/password',
      { currentPassword: TEST_PASSWORD, newPassword: 'Quiet-Meadow-77-River' },
      cookie,
    );
    expect(change.statusCode).toBe(200);
    const res = await post('/api/auth/login/two-factor', { code: await codeFor(secret, 1) }, pending);
    expect(res.json()).toEqual({ code: 'SIGN_IN_EXPIRED', message: TWO_FACTOR_TEXT.signInExpired });
  });

  it('throttles codes per account: after five wrong ones even the right code is refused', async () => {
    const { user, cookie } = await signedInAs(t, 'MXPERT');
    const { secret } = await turnOnTwoFactor(t, cookie);
    const pending = await passwordStep(user.email);
    for (let i = 0; i < 5; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/login/two-factor',
        body: { code: '000000' },
        cookie: pending,
        ip: randomIp(),
      });
      expect(res.statusCode).toBe(400);
    }
    const right = await post('/api/auth/login/two-factor', { code: await codeFor(secret, 1) }, pending);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: TEXT.tooManyRequests });
    expect(right.headers['retry-after']).toBeDefined();
  });
});

describe('remembering a browser for 30 days', () => {
  it('asks no code in a remembered browser, and asks again after the password changes', async () => {
    const { user, cookie } = await signedInAs(t, 'CONSUMER');
    const { secret } = await turnOnTwoFactor(t, cookie);
    const ok = await post(
      '/api/auth/login/two-factor',
      { code: await codeFor(secret, 1), rememberBrowser: true },
      await passwordStep(user.email),
    );
    expect(ok.statusCode).toBe(200);
    const remembered = cookieNamed(ok, 'mx_2fa_browser');
    const set = ok.cookies.find((c) => c.name === 'mx_2fa_browser');
    expect(set).toMatchObject({ httpOnly: true, path: '/', maxAge: 30 * 86_400 });

    const direct = await login(user.email, remembered);
    expect(direct.statusCode).toBe(200);
    expect(direct.json().user.id).toBe(user.id);
    // Another browser is still asked.
    expect((await login(user.email)).json()).toEqual({ twoFactorRequired: true });
    // The cookie names this account only.
    const other = await signedInAs(t, 'CONSUMER');
    await turnOnTwoFactor(t, other.cookie);
    expect((await login(other.user.email, remembered)).json()).toEqual({ twoFactorRequired: true });

    const session = sessionCookieOf(direct);
    const change = await post(
      '/api/account/password',
      { currentPassword: TEST_PASSWORD, newPassword: 'Quiet-Meadow-77-River' },
      session,
    );
    expect(change.statusCode).toBe(200);
    const after = await login(user.email, remembered, 'Quiet-Meadow-77-River');
    expect(after.json()).toEqual({ twoFactorRequired: true });
  });

  it('forgets every remembered browser when two-factor sign-in is turned off and on again', async () => {
    const { user, cookie } = await signedInAs(t, 'MXPERT');
    const { secret, recoveryCodes } = await turnOnTwoFactor(t, cookie);
    const ok = await post(
      '/api/auth/login/two-factor',
      { code: await codeFor(secret, 1), rememberBrowser: true },
      await passwordStep(user.email),
    );
    const remembered = cookieNamed(ok, 'mx_2fa_browser');
    const session = sessionCookieOf(ok);
    const off = await post('/api/account/two-factor/disable', { password: TEST_PASSWORD, code: recoveryCodes[0] }, session);
    expect(off.statusCode).toBe(200);
    await turnOnTwoFactor(t, session);
    expect((await login(user.email, remembered)).json()).toEqual({ twoFactorRequired: true });
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a code, then signs in with the password alone', async () => {
    const { user, cookie } = await signedInAs(t, 'CONSUMER');
    const { secret, recoveryCodes } = await turnOnTwoFactor(t, cookie);
    const noCode = await post('/api/account/two-factor/disable', { password: TEST_PASSWORD, code: '000000' }, cookie);
    expect(noCode.statusCode).toBe(400);
    const wrongPassword = await post(
      '/api/account/two-factor/disable',
      { password: 'Not-The-Password-1', code: await codeFor(secret, 1) },
      cookie,
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect((await findUser(t.db, user.email))?.twoFactorEnabledAt).toBeInstanceOf(Date);

    const off = await post('/api/account/two-factor/disable', { password: TEST_PASSWORD, code: recoveryCodes[0] }, cookie);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: TWO_FACTOR_TEXT.turnedOff });
    const row = await findUser(t.db, user.email);
    expect(row).toMatchObject({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null });
    expect(await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id))).toEqual([]);
    const plain = await login(user.email);
    expect(plain.json().user.twoFactor).toEqual({ enabled: false, required: false });

    const again = await post('/api/account/two-factor/disable', { password: TEST_PASSWORD, code: '123456' }, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: TWO_FACTOR_TEXT.notOn });
  });

  it('keeps the secret encrypted so that a row copied to another account does not decrypt there', async () => {
    const a = await signedInAs(t, 'CONSUMER');
    const b = await signedInAs(t, 'CONSUMER');
    const { secret } = await turnOnTwoFactor(t, a.cookie);
    const row = await findUser(t.db, a.user.email);
    await t.db
      .update(users)
      .set({ twoFactorSecret: row?.twoFactorSecret, twoFactorEnabledAt: new Date() })
      .where(eq(users.id, b.user.id));
    const res = await post('/api/auth/login/two-factor', { code: await codeFor(secret, 1) }, await passwordStep(b.user.email));
    expect(res.statusCode).toBe(400);
  });
});
