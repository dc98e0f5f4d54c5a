import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { TEST_PASSWORD } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** The `name=value` of a cookie a response set (not one it cleared), for the next request. */
export function cookieNamed(res: LightMyRequestResponse, name: string): string {
  const cookie = res.cookies.find((c) => c.name === name && c.value);
  if (!cookie) throw new Error(`no ${name} cookie in response ${res.statusCode}: ${res.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** The code an authenticator app shows for the secret, `steps` 30-second steps from now. */
export function codeFor(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** Two-factor sign-in turned on through the settings' routes, as the owner does it. */
export async function turnOnTwoFactor(t: TestApp, cookie: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await t.request({
    method: 'POST',
    url: '/api/account/two-factor/setup',
    cookie,
    body: { password: TEST_PASSWORD },
  });
  if (setup.statusCode !== 200) throw new Error(`set-up failed: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const enable = await t.request({
    method: 'POST',
    url: '/api/account/two-factor/enable',
    cookie,
    body: { code: await codeFor(secret) },
  });
  if (enable.statusCode !== 200) throw new Error(`enable failed: ${enable.statusCode} ${enable.body}`);
  return { secret, recoveryCodes: (enable.json() as { recoveryCodes: string[] }).recoveryCodes };
}
