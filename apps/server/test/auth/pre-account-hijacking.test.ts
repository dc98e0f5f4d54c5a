import { TEXT } from '@mx/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRegistrations } from '../../src/db/schema.ts';
import { createSession } from '../../src/modules/auth/sessions.ts';
import { findUser, tokenFromEmail, uniqueEmail } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Pre-account hijacking: a stranger signs up with someone else's address and leaves it unverified;
 * the owner of the address signs up too and opens the link. Only the owner's password may work then
 * (docs/decisions/078).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const SQUATTER_PASSWORD = 'Squatter-Lantern-31';
const OWNER_PASSWORD = 'Owner-Meadow-Bright-58';

async function signUp(kind: 'consumer' | 'professional', email: string, password: string, firstName: string) {
  const res =
    kind === 'consumer'
      ? await t.request({
          method: 'POST',
          url: '/api/auth/register-consumer',
          body: { firstName, lastName: 'Reed', email, password },
        })
      : await t.request({
          method: 'POST',
          url: '/api/auth/register',
          body: { firstName, lastName: 'Reed', email, password, nmlsId: '1048213' },
        });
  expect(res.statusCode, res.body).toBe(201);
  await t.deliverMail();
}

const login = async (email: string, password: string) =>
  (await t.request({ method: 'POST', url: '/api/auth/login', body: { email, password } })).statusCode;

const verify = (token: string) => t.request({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });

describe('a stranger signed up first with the owner’s address', () => {
  for (const [squatterKind, ownerKind] of [
    ['consumer', 'consumer'],
    ['consumer', 'professional'],
    ['professional', 'consumer'],
  ] as const) {
    it(`leaves only the owner's password working once the owner opens the link (${squatterKind} sign-up, then ${ownerKind} sign-up)`, async () => {
      const email = uniqueEmail('hijack');
      await signUp(squatterKind, email, SQUATTER_PASSWORD, 'Squatter');
      const squattersLink = await tokenFromEmail(t.db, email, '/verify-email');
      await signUp(ownerKind, email, OWNER_PASSWORD, 'Owner');
      const ownersLink = await tokenFromEmail(t.db, email, '/verify-email');
      expect(ownersLink).not.toBe(squattersLink);

      const res = await verify(ownersLink);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: TEXT.emailVerified });
      expect(await login(email, OWNER_PASSWORD)).toBe(200);
      expect(await login(email, SQUATTER_PASSWORD)).toBe(401);

      // The stranger's own link, opened afterwards, changes nothing.
      expect((await verify(squattersLink)).json()).toEqual({ message: TEXT.emailAlreadyVerified });
      expect(await login(email, SQUATTER_PASSWORD)).toBe(401);
      expect(await login(email, OWNER_PASSWORD)).toBe(200);
      const user = await findUser(t.db, email);
      expect(
        await t.db
          .select()
          .from(accountRegistrations)
          .where(eq(accountRegistrations.userId, user?.id ?? '')),
      ).toEqual([]);
    });
  }

  it("verifies the stranger's password only through the stranger's own link, and then the owner's does not work", async () => {
    // The link verifies the credentials of the sign-up that sent it, whichever that is.
    const email = uniqueEmail('hijack-order');
    await signUp('consumer', email, OWNER_PASSWORD, 'Owner');
    await signUp('consumer', email, SQUATTER_PASSWORD, 'Squatter');
    expect((await verify(await tokenFromEmail(t.db, email, '/verify-email'))).statusCode).toBe(200);
    expect(await login(email, SQUATTER_PASSWORD)).toBe(200);
    expect(await login(email, OWNER_PASSWORD)).toBe(401);
  });

  it('lets the owner confirm through resend-verification by choosing the password; the stranger’s stops working', async () => {
    const email = uniqueEmail('hijack-resend');
    await signUp('consumer', email, SQUATTER_PASSWORD, 'Squatter');
    const squattersLink = await tokenFromEmail(t.db, email, '/verify-email');

    const resend = await t.request({ method: 'POST', url: '/api/auth/resend-verification', body: { email } });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ message: TEXT.verificationResent });
    await t.deliverMail();
    const confirm = await tokenFromEmail(t.db, email, '/reset-password');
    const chosen = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { token: confirm, password: OWNER_PASSWORD },
    });
    expect(chosen.statusCode).toBe(200);

    expect((await findUser(t.db, email))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await login(email, OWNER_PASSWORD)).toBe(200);
    expect(await login(email, SQUATTER_PASSWORD)).toBe(401);
    // The stranger's verification link was voided by the resend: it cannot put the password back.
    expect((await verify(squattersLink)).json()).toEqual({ message: TEXT.emailAlreadyVerified });
    expect(await login(email, SQUATTER_PASSWORD)).toBe(401);
  });

  it('ends every session of the account when the address is verified', async () => {
    const email = uniqueEmail('hijack-session');
    await signUp('consumer', email, SQUATTER_PASSWORD, 'Squatter');
    const user = await findUser(t.db, email);
    const session = await createSession(t.db, user?.id ?? '', t.config);
    const cookie = `mx_session=${session.token}`;
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie })).statusCode).toBe(200);

    await signUp('consumer', email, OWNER_PASSWORD, 'Owner');
    expect((await verify(await tokenFromEmail(t.db, email, '/verify-email'))).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie })).statusCode).toBe(401);
  });
});
