import { TWO_FACTOR_TEXT } from '@mx/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { sessions, twoFactorRecoveryCodes } from '../../src/db/schema.ts';
import { resetAdminTwoFactor } from '../../src/modules/two-factor/admin-reset.ts';
import { createUser, findUser, signedInAs, signIn, TEST_PASSWORD } from '../helpers/factories.ts';
import { buildTestApp, PRODUCTION_ENV, type TestApp } from '../helpers/test-app.ts';
import { codeFor, cookieNamed, turnOnTwoFactor } from '../helpers/two-factor.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every route open to admins by role, called with a made-up id where the path names one. */
function adminRoutes() {
  return t.app.apiRoutes
    .filter((r) => Array.isArray(r.access) && r.access.includes('ADMIN'))
    .map((r) => ({ method: r.method, url: r.url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000') }));
}

describe('admins must use two-factor sign-in', () => {
  it('answers every admin route 403 TWO_FACTOR_REQUIRED until the admin turns it on', async () => {
    const { cookie } = await signedInAs(t, 'ADMIN', { twoFactorExempt: false });
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const res = await t.request({ method: route.method as 'GET', url: route.url, cookie, body: {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json(), `${route.method} ${route.url}`).toEqual({
        code: 'TWO_FACTOR_REQUIRED',
        message: TWO_FACTOR_TEXT.required,
      });
    }
    const me = await t.request({ method: 'GET', url: '/api/auth/me', cookie });
    expect(me.json().user.twoFactor).toEqual({ enabled: false, required: true });

    // The set-up itself is open to them.
    await turnOnTwoFactor(t, cookie);
    const stats = await t.request({ method: 'GET', url: '/api/admin/stats', cookie });
    expect(stats.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie })).json().user.twoFactor).toEqual({
      enabled: true,
      required: false,
    });
  });

  it('closes the admin area again when the admin turns two-factor sign-in off', async () => {
    const { cookie } = await signedInAs(t, 'ADMIN', { twoFactorExempt: false });
    const { recoveryCodes } = await turnOnTwoFactor(t, cookie);
    const off = await t.request({
      method: 'POST',
      url: '/api/account/two-factor/disable',
      cookie,
      body: { password: TEST_PASSWORD, code: recoveryCodes[0] },
    });
    expect(off.statusCode).toBe(200);
    const stats = await t.request({ method: 'GET', url: '/api/admin/stats', cookie });
    expect(stats.statusCode).toBe(403);
    expect(stats.json().code).toBe('TWO_FACTOR_REQUIRED');
  });

  it('lets the exempt demo admin in outside production only', async () => {
    const admin = await createUser(t.db, 'ADMIN', { twoFactorExempt: true });
    const cookie = await signIn(t, admin.email);
    expect((await t.request({ method: 'GET', url: '/api/admin/stats', cookie })).statusCode).toBe(200);

    const prod = await buildTestApp({ env: PRODUCTION_ENV, database: t.database });
    try {
      const res = await prod.request({
        method: 'POST',
        url: '/api/auth/login',
        body: { email: admin.email, password: TEST_PASSWORD },
        headers: { origin: 'https://mortgagexperts.example' },
      });
      const session = cookieNamed(res, '__Host-mx_session');
      expect(res.json().user.twoFactor).toEqual({ enabled: false, required: true });
      const stats = await prod.request({
        method: 'GET',
        url: '/api/admin/stats',
        cookie: session,
        headers: { origin: 'https://mortgagexperts.example' },
      });
      expect(stats.statusCode).toBe(403);
      expect(stats.json()).toEqual({ code: 'TWO_FACTOR_REQUIRED', message: TWO_FACTOR_TEXT.required });
    } finally {
      await prod.close();
    }
  });

  it('admin:create --reset-two-factor turns it off and ends the admin sessions', async () => {
    const { user, cookie } = await signedInAs(t, 'ADMIN', { twoFactorExempt: false });
    const { secret } = await turnOnTwoFactor(t, cookie);
    expect(await resetAdminTwoFactor(t.db, user.email)).toBe(true);
    expect(await findUser(t.db, user.email)).toMatchObject({ twoFactorSecret: null, twoFactorEnabledAt: null });
    expect(await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    // Signs in with the password alone, and must set it up again before the admin area opens.
    const fresh = await signIn(t, user.email);
    expect((await t.request({ method: 'GET', url: '/api/admin/stats', cookie: fresh })).statusCode).toBe(403);
    expect(secret).not.toBe('');
    const consumer = await createUser(t.db, 'CONSUMER');
    expect(await resetAdminTwoFactor(t.db, consumer.email)).toBe(false);
  });

  it('signs an admin with two-factor on in with a code', async () => {
    const { user, cookie } = await signedInAs(t, 'ADMIN', { twoFactorExempt: false });
    const { secret } = await turnOnTwoFactor(t, cookie);
    const first = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(first.json()).toEqual({ twoFactorRequired: true });
    const done = await t.request({
      method: 'POST',
      url: '/api/auth/login/two-factor',
      cookie: cookieNamed(first, 'mx_2fa_pending'),
      body: { code: await codeFor(secret, 1) },
    });
    expect(done.statusCode).toBe(200);
    const stats = await t.request({ method: 'GET', url: '/api/admin/stats', cookie: cookieNamed(done, 'mx_session') });
    expect(stats.statusCode).toBe(200);
  });
});

describe('TWO_FACTOR_KEY', () => {
  it('is required in production, at least 32 characters, and never the development value', () => {
    const { TWO_FACTOR_KEY: _, ...withoutKey } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutKey)).toThrow(ConfigError);
    expect(() => loadConfig(withoutKey)).toThrow('TWO_FACTOR_KEY: is required in production');
    expect(() => loadConfig({ ...PRODUCTION_ENV, TWO_FACTOR_KEY: loadConfig({}).twoFactorKey })).toThrow('TWO_FACTOR_KEY');
    expect(() => loadConfig({ ...PRODUCTION_ENV, TWO_FACTOR_KEY: 'short' })).toThrow(
      'TWO_FACTOR_KEY: must be at least 32 characters',
    );
    expect(loadConfig(PRODUCTION_ENV).twoFactorKey).toBe(PRODUCTION_ENV.TWO_FACTOR_KEY);
  });
});
