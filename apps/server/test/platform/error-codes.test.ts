import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, ERROR_STATUS, type ErrorCode, TEXT } from '@mx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/config.ts';
import { AppError } from '../../src/lib/app-error.ts';
import { createUser, signIn, TEST_PASSWORD } from '../helpers/factories.ts';
import { buildTestApp, randomIp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, notFound: { max: 1, windowMs: 60_000 } } },
    beforeReady: (app) => {
      app.get('/api/test/explode', { config: { access: 'public' } }, async () => {
        throw new Error('boom');
      });
      app.get('/api/test/database-down', { config: { access: 'public' } }, async () => {
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      });
      app.get('/api/test/conflict', { config: { access: 'public' } }, async () => {
        throw new AppError('CONFLICT', 'Already there');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
});

/** An error answer: exactly `{ code, message }`, a code of the contract's list, and the status of that code. */
function expectErrorBody(res: { statusCode: number; json(): unknown }, code: ErrorCode) {
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  expect(ERROR_CODES).toContain(body.code);
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  expect(res.statusCode).toBe(ERROR_STATUS[code]);
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url, body, headers });

/** A POST with the body as written and the given content type, from the app's origin unless told. */
const rawPost = (url: string, contentType: string, payload: string, origin = 'http://localhost:3000') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType, 'x-requested-with': 'XMLHttpRequest', origin },
    payload,
  });

describe('error answers carry a code from the contract', () => {
  it('tells the three sign-in refusals apart by code', async () => {
    const unverified = await createUser(t.db, 'CONSUMER', { verified: false });
    const deactivated = await createUser(t.db, 'CONSUMER', { isActive: false });
    const wrong = await post('/api/auth/login', { email: unverified.email, password: 'Not-The-Password-1' });
    expectErrorBody(wrong, 'INVALID_CREDENTIALS');
    expect(wrong.json().message).toBe(TEXT.invalidCredentials);
    const notVerified = await post('/api/auth/login', { email: unverified.email, password: TEST_PASSWORD });
    expectErrorBody(notVerified, 'EMAIL_NOT_VERIFIED');
    expect(notVerified.json().message).toBe(TEXT.emailNotVerified);
    const off = await post('/api/auth/login', { email: deactivated.email, password: TEST_PASSWORD });
    expectErrorBody(off, 'ACCOUNT_DEACTIVATED');
    expect(off.json().message).toBe(TEXT.accountDeactivated);
  });

  it('codes validation, bad JSON, a too large body and an unsupported content type', async () => {
    expectErrorBody(await post('/api/auth/login', { email: 'not an address', password: 'x' }), 'BAD_REQUEST');
    expectErrorBody(await post('/api/auth/login', [1, 2]), 'BAD_REQUEST');
    const badJson = await rawPost('/api/auth/login', 'application/json', '{"email":');
    expectErrorBody(badJson, 'BAD_REQUEST');
    const huge = await rawPost(
      '/api/auth/login',
      'application/json',
      JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(5_000_000) }),
    );
    expectErrorBody(huge, 'PAYLOAD_TOO_LARGE');
    const xml = await rawPost('/api/auth/login', 'application/xml', '<a/>');
    expectErrorBody(xml, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('codes access refusals and a request from another site', async () => {
    expectErrorBody(await t.request({ method: 'GET', url: '/api/auth/me' }), 'UNAUTHORIZED');
    const consumer = await createUser(t.db, 'CONSUMER');
    const cookie = await signIn(t, consumer.email);
    expectErrorBody(await t.request({ method: 'GET', url: '/api/admin/stats', cookie }), 'FORBIDDEN');
    const foreign = await rawPost('/api/auth/logout', 'application/json', '{}', 'https://evil.example');
    expectErrorBody(foreign, 'CSRF_REJECTED');
  });

  it('codes an unknown API address, a URL that does not decode, and the rate limit of probing', async () => {
    const ip = randomIp();
    expectErrorBody(await t.request({ method: 'GET', url: '/api/no-such-thing', ip }), 'NOT_FOUND');
    expectErrorBody(await t.request({ method: 'GET', url: '/api/no-such-thing', ip }), 'TOO_MANY_REQUESTS');
    const undecodable = await t.request({ method: 'GET', url: '/api/directory/%zz' });
    expectErrorBody(undecodable, 'BAD_REQUEST');
  });

  it('codes a service conflict, a failure and an unavailable database without their causes', async () => {
    expectErrorBody(await t.request({ method: 'GET', url: '/api/test/conflict' }), 'CONFLICT');
    const failed = await t.request({ method: 'GET', url: '/api/test/explode' });
    expectErrorBody(failed, 'INTERNAL_ERROR');
    expect(failed.body).not.toContain('boom');
    expectErrorBody(await t.request({ method: 'GET', url: '/api/test/database-down' }), 'SERVICE_UNAVAILABLE');
  });

  it('raises only codes of the contract, each with its status', () => {
    const src = path.resolve(import.meta.dirname, '../../src');
    const raised = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (file.endsWith('.ts'))
          for (const m of fs.readFileSync(file, 'utf8').matchAll(/new AppError\(\s*'([A-Z_]+)'/g)) raised.add(m[1] as string);
      }
    };
    walk(src);
    expect(raised.size).toBeGreaterThan(5);
    for (const code of raised) expect(ERROR_CODES).toContain(code);
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
      expect(new AppError(code, 'x').statusCode).toBe(ERROR_STATUS[code]);
    }
  });
});
