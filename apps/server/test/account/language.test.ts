import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUser, signedInAs } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('PUT /api/account/language', () => {
  it('starts in English, stores Spanish and answers it in the signed-in user', async () => {
    const c = await signedInAs(t, 'MXPERT');
    const me = await t.request({ method: 'GET', url: '/api/auth/me', cookie: c.cookie });
    expect(me.json().user.locale).toBe('en-US');

    const res = await t.request({ method: 'PUT', url: '/api/account/language', cookie: c.cookie, body: { locale: 'es-US' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: c.user.email, locale: 'es-US' });
    expect((await findUser(t.db, c.user.email))?.locale).toBe('es-US');
    const after = await t.request({ method: 'GET', url: '/api/auth/me', cookie: c.cookie });
    expect(after.json().user.locale).toBe('es-US');
  });

  it('goes back to English', async () => {
    const c = await signedInAs(t, 'CONSUMER');
    await t.request({ method: 'PUT', url: '/api/account/language', cookie: c.cookie, body: { locale: 'es-US' } });
    const res = await t.request({ method: 'PUT', url: '/api/account/language', cookie: c.cookie, body: { locale: 'en-US' } });
    expect(res.statusCode).toBe(200);
    expect((await findUser(t.db, c.user.email))?.locale).toBe('en-US');
  });

  it.each(['es', 'fr-FR', 'ES-us', '', 'es-US ', 42])('refuses %j with nothing changed', async (locale) => {
    const c = await signedInAs(t, 'CONSUMER');
    const res = await t.request({ method: 'PUT', url: '/api/account/language', cookie: c.cookie, body: { locale } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Language must be en-US or es-US' });
    expect((await findUser(t.db, c.user.email))?.locale).toBe('en-US');
  });

  it('needs a signed-in user', async () => {
    const res = await t.request({ method: 'PUT', url: '/api/account/language', body: { locale: 'es-US' } });
    expect(res.statusCode).toBe(401);
  });
});
