import { Writable } from 'node:stream';
import { TEXT } from '@mx/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/lib/logger.ts';
import { createUser, signIn } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    logger: pino(loggerOptions('info') as pino.LoggerOptions, logStream),
    beforeReady: (app) => {
      app.get('/api/test/explode', { config: { access: 'public' } }, async () => {
        throw new Error('relation "users" violates constraint at SELECT password_hash FROM users');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
});

const body = { email: 'someone@example.com', password: 'Whatever-1' };

describe('cross-site request forgery', () => {
  it('refuses a state-changing call without the ajax header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'CSRF_REJECTED', message: TEXT.csrfRejected });
  });

  it('refuses a call from another origin, even with the header', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', body, headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a call the browser marks cross-site', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/logout', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the same origin', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/logout', headers: { 'sec-fetch-site': 'same-origin' } });
    expect(res.statusCode).toBe(200);
  });

  it('does not end a session through a forged logout', async () => {
    const user = await createUser(t.db, 'CONSUMER');
    const cookie = await signIn(t, user.email);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie })).statusCode).toBe(200);
  });
});

describe('response headers', () => {
  it('sends no-store on /api and a request id', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/me' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a Content-Security-Policy that allows no inline script', async () => {
    const res = await t.request({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('errors', () => {
  it('hides a 500 behind a plain message and logs it with the request id', async () => {
    const res = await t.request({ method: 'GET', url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL_ERROR', message: TEXT.genericError });
    expect(res.body).not.toMatch(/password_hash|SELECT|stack/);
    const requestId = String(res.headers['x-request-id']);
    const logged = logLines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(logged?.reqId).toBe(requestId);
    expect(logged?.err?.message).toContain('violates constraint');
  });

  it('answers an unknown API path with 404 { code, message }', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: TEXT.notFound });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'a@b.co', password: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: TEXT.payloadTooLarge });
  });

  it('never writes a password, token or session id into the log', async () => {
    const user = await createUser(t.db, 'CONSUMER');
    const cookie = await signIn(t, user.email);
    await t.request({ method: 'GET', url: '/api/auth/me', cookie });
    await t.request({ method: 'GET', url: '/api/auth/verify-email?token=SECRET-TOKEN-VALUE' });
    const all = logLines.join('\n');
    expect(all).not.toContain('SECRET-TOKEN-VALUE');
    expect(all).not.toContain(cookie.split('=')[1]);
    expect(all).not.toContain('Sunny-Harbor-42');
  });
});

describe('operations', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.request({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.request({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });

  it('publishes the OpenAPI document with the auth routes', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/auth/me']));
    expect(doc.paths['/api/auth/register'].post.requestBody).toBeDefined();
    expect((await t.request({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
  });

  it('declares the access of every API route', () => {
    const auth = t.app.apiRoutes.filter((r) => r.url.startsWith('/api/auth/'));
    expect(auth).toHaveLength(10);
    expect(auth.find((r) => r.url === '/api/auth/me')?.access).toBe('signed-in');
  });
});
