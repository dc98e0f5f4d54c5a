import { TEXT } from '@mx/contract';
import { describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../helpers/factories.ts';
import { randomIp, useTestApp } from '../helpers/test-app.ts';
import { cookieNamed } from '../helpers/two-factor.ts';

const t = useTestApp();

const login = (email: string, password: string, extra: { cookie?: string; ip?: string } = {}) =>
  t.request({ method: 'POST', url: '/api/auth/login', body: { email, password }, ...extra });

/** Wrong passwords for the account until it refuses, each from a new address: answers the count. */
async function exhaust(email: string, extra: { cookie?: string; ip?: string } = {}): Promise<number> {
  for (let i = 1; i <= 30; i++) {
    const res = await login(email, 'Not-The-Password-1', { ip: randomIp(), ...extra });
    if (res.statusCode === 429) return i;
    expect(res.statusCode).toBe(401);
  }
  throw new Error('never refused');
}

describe('lockout with device cookies', () => {
  it('gives a browser that signed in a signed device cookie', async () => {
    const user = await createUser(t.db, 'CONSUMER');
    const res = await login(user.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const device = res.cookies.find((c) => c.name === 'mx_device');
    expect(device).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(device?.value).not.toContain(user.email);
    expect(device?.value).not.toContain(user.id);
  });

  it('strangers who use up the account allowance lock out strangers, never the owner’s browser', async () => {
    const owner = await createUser(t.db, 'MXPERT');
    const device = cookieNamed(await login(owner.email, TEST_PASSWORD), 'mx_device');

    const tries = await exhaust(owner.email);
    expect(tries).toBe(11);
    // A stranger with the right password is refused too: the account's count is for browsers it does not know.
    const stranger = await login(owner.email, TEST_PASSWORD, { ip: randomIp() });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: TEXT.tooManyRequests });

    // The owner's browser, even from an address strangers used, still signs in.
    const mine = await login(owner.email, TEST_PASSWORD, { cookie: device, ip: randomIp() });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().user.email).toBe(owner.email);
  });

  it('counts a known browser’s failures against its own allowance only', async () => {
    const owner = await createUser(t.db, 'CONSUMER');
    const first = cookieNamed(await login(owner.email, TEST_PASSWORD), 'mx_device');
    const second = cookieNamed(await login(owner.email, TEST_PASSWORD), 'mx_device');
    expect(await exhaust(owner.email, { cookie: first })).toBe(11);
    expect((await login(owner.email, TEST_PASSWORD, { cookie: first })).statusCode).toBe(429);
    // Another browser of the owner, and strangers, are not held by that browser's failures.
    expect((await login(owner.email, TEST_PASSWORD, { cookie: second })).statusCode).toBe(200);
    expect((await login(owner.email, TEST_PASSWORD, { ip: randomIp() })).statusCode).toBe(200);
  });

  it('trusts a device cookie only for the account it was issued for, and never a forged one', async () => {
    const owner = await createUser(t.db, 'CONSUMER');
    const other = await createUser(t.db, 'CONSUMER');
    const device = cookieNamed(await login(other.email, TEST_PASSWORD), 'mx_device');
    await exhaust(owner.email);
    expect((await login(owner.email, TEST_PASSWORD, { cookie: device })).statusCode).toBe(429);
    const [nonce, issued] = device.replace('mx_device=', '').split('.');
    expect((await login(owner.email, TEST_PASSWORD, { cookie: `mx_device=${nonce}.${issued}.forged` })).statusCode).toBe(429);
  });
});
