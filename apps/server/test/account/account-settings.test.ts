import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema.ts';
import { findUser, lastEmailTo, signedInAs, signIn, TEST_PASSWORD, tokenFromEmail, uniqueEmail } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

const NEW_PASSWORD = 'Quiet-Meadow-77';
const rename = (cookie: string, body: { firstName: string; lastName: string }) =>
  t.request({ method: 'PATCH', url: '/api/consumer/account', cookie, body });
const changePassword = (cookie: string, currentPassword: string, newPassword: string) =>
  t.request({ method: 'POST', url: '/api/account/password', cookie, body: { currentPassword, newPassword } });

describe('PATCH /api/consumer/account (name)', () => {
  it('changes the name and answers the signed-in user', async () => {
    const c = await signedInAs(t, 'CONSUMER');
    const res = await rename(c.cookie, { firstName: ' Zoë ', lastName: "O'Hara" });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ firstName: 'Zoë', lastName: "O'Hara", name: "Zoë O'Hara" });
    expect((await findUser(t.db, c.user.email))?.name).toBe("Zoë O'Hara");
  });

  it('refuses a bad name with nothing changed', async () => {
    const c = await signedInAs(t, 'CONSUMER');
    const res = await rename(c.cookie, { firstName: '<b>', lastName: 'Stone' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await findUser(t.db, c.user.email))?.name).toBe(c.user.name);
  });
});

describe('POST /api/account/password', () => {
  it('needs the current password', async () => {
    const c = await signedInAs(t, 'CONSUMER');
    const res = await changePassword(c.cookie, 'Wrong-Password-1', NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Your current password is not correct' });
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', body: { email: c.user.email, password: TEST_PASSWORD } }))
        .statusCode,
    ).toBe(200);
  });

  it('changes it, ends every other session, keeps this one and e-mails the owner', async () => {
    for (const role of ['CONSUMER', 'MXPERT'] as const) {
      const c = await signedInAs(t, role);
      const other = await signIn(t, c.user.email);
      const res = await changePassword(c.cookie, TEST_PASSWORD, NEW_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Your password was changed. Every other device was signed out.');
      expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie: c.cookie })).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie: other })).statusCode).toBe(401);
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, c.user.id))).toHaveLength(1);
      const mail = await lastEmailTo(t.db, c.user.email);
      expect(mail?.subject).toBe('Your MortgageXperts password was changed');
      const old = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        body: { email: c.user.email, password: TEST_PASSWORD },
      });
      expect(old.statusCode).toBe(401);
      expect(
        (await t.request({ method: 'POST', url: '/api/auth/login', body: { email: c.user.email, password: NEW_PASSWORD } }))
          .statusCode,
      ).toBe(200);
    }
  });

  it('refuses a weak new password', async () => {
    const c = await signedInAs(t, 'CONSUMER');
    const res = await changePassword(c.cookie, TEST_PASSWORD, 'short');
    expect(res.statusCode).toBe(400);
  });
});

describe('e-mail change', () => {
  const request = (cookie: string, newEmail: string, currentPassword = TEST_PASSWORD) =>
    t.request({ method: 'POST', url: '/api/account/email', cookie, body: { newEmail, currentPassword } });

  it('changes the address once the link sent to the new address is opened, and tells the old one', async () => {
    const c = await signedInAs(t, 'CONSUMER', { firstName: 'Robin' });
    const newEmail = uniqueEmail('moved');
    const res = await request(c.cookie, newEmail.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('We sent a confirmation link to the new address. Your email changes once you open it.');
    // Nothing changes before the link is opened.
    expect((await findUser(t.db, c.user.email))?.id).toBe(c.user.id);
    const token = await tokenFromEmail(t.db, newEmail, '/confirm-email-change');
    const confirm = await t.request({ method: 'POST', url: '/api/account/email/confirm', body: { token } });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().message).toBe('Your email address was changed');
    const [moved] = await t.db.select().from(users).where(eq(users.id, c.user.id));
    expect(moved?.email).toBe(newEmail);
    const notice = await lastEmailTo(t.db, c.user.email);
    expect(notice?.subject).toBe('Your MortgageXperts email address was changed');
    expect(notice?.text).toContain(newEmail);
    // The link works once; the new address signs in, the old one does not.
    expect((await t.request({ method: 'POST', url: '/api/account/email/confirm', body: { token } })).statusCode).toBe(400);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', body: { email: newEmail, password: TEST_PASSWORD } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', body: { email: c.user.email, password: TEST_PASSWORD } }))
        .statusCode,
    ).toBe(401);
  });

  it("answers the same for another account's address, changes nothing and tells that address", async () => {
    const c = await signedInAs(t, 'MXPERT');
    const taken = await signedInAs(t, 'CONSUMER');
    const res = await request(c.cookie, taken.user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('We sent a confirmation link to the new address. Your email changes once you open it.');
    const mail = await lastEmailTo(t.db, taken.user.email);
    expect(mail?.subject).toBe('Your email address was not added to another MortgageXperts account');
    expect(mail?.links.some((l) => l.includes('/confirm-email-change'))).toBe(false);
    expect((await findUser(t.db, c.user.email))?.id).toBe(c.user.id);
  });

  it('refuses a link whose address was taken meanwhile (addresses stay unique)', async () => {
    const c = await signedInAs(t, 'CONSUMER');
    const newEmail = uniqueEmail('race');
    await request(c.cookie, newEmail);
    const token = await tokenFromEmail(t.db, newEmail, '/confirm-email-change');
    await signedInAs(t, 'CONSUMER', { email: newEmail });
    const confirm = await t.request({ method: 'POST', url: '/api/account/email/confirm', body: { token } });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toEqual({ code: 'CONFLICT', message: 'That email address belongs to another account' });
    expect((await findUser(t.db, c.user.email))?.id).toBe(c.user.id);
  });

  it('needs the current password, and refuses the same address and unknown links', async () => {
    const c = await signedInAs(t, 'CONSUMER');
    expect((await request(c.cookie, uniqueEmail('x'), 'Wrong-Password-1')).statusCode).toBe(400);
    expect((await request(c.cookie, c.user.email)).json().message).toBe('That is already your email address');
    const bad = await t.request({ method: 'POST', url: '/api/account/email/confirm', body: { token: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('This email change link is invalid or has expired');
  });
});
