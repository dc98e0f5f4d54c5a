import { TEXT } from '@mx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { freePort } from '../helpers/child-process.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** A PostgreSQL that is down: nothing listens on the port. */
let t: TestApp;
beforeAll(async () => {
  const port = await freePort();
  const database = await openDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${port}/down`, poolMax: 2 });
  t = await buildTestApp({ database });
  const close = t.close;
  t.close = async () => {
    await close();
    await database.close();
  };
});
afterAll(async () => {
  await t.close();
});

describe('when the database is down', () => {
  it('answers 503 with Retry-After instead of a 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'a@example.com', password: 'Whatever-1' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ message: TEXT.serviceUnavailable });
  });

  it('answers 503 for a signed-in request whose session cannot be looked up', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/me', cookie: 'mx_session=some-session-id' });
    expect(res.statusCode).toBe(503);
  });

  it('reports not ready, while /healthz still answers', async () => {
    expect((await t.request({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
