import { TEXT } from '@mx/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, mxpertProfiles, notifications, users } from '../../src/db/schema.ts';
import { createUser, findUser, lastEmailTo, uniqueEmail } from '../helpers/factories.ts';
import { buildTestApp, randomIp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const mxpert = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Maria',
  lastName: 'Lopez',
  email: uniqueEmail('pro'),
  password: 'Harbor-Lights-2031',
  nmlsId: '1048213',
  ...overrides,
});

const consumer = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Emily',
  lastName: "O'Neil",
  email: uniqueEmail('buyer'),
  password: 'Garden-Path-77',
  ...overrides,
});

describe('POST /api/auth/register (professional)', () => {
  it('creates an unverified professional with a pending profile and e-mails a verification link', async () => {
    const body = mxpert();
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: TEXT.registered });

    const user = await findUser(t.db, body.email);
    expect(user).toMatchObject({
      role: 'MXPERT',
      firstName: 'Maria',
      lastName: 'Lopez',
      name: 'Maria Lopez',
      emailVerifiedAt: null,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [profile] = await t.db
      .select()
      .from(mxpertProfiles)
      .where(eq(mxpertProfiles.userId, user?.id ?? ''));
    expect(profile).toMatchObject({ nmlsId: '1048213', currentStep: 1, onboardCompleted: false, approvalStatus: 'pending' });
    expect(profile?.cxid).toMatch(/^CX[A-Z2-9]{8}$/);

    const mail = await lastEmailTo(t.db, body.email);
    expect(mail?.subject).toBe('Verify your MortgageXperts email address');
    expect(mail?.links.some((l) => l.startsWith('http://localhost:3000/verify-email?token='))).toBe(true);
  });

  it("keeps the sign-up page's language as the account's, and writes the verification e-mail in it", async () => {
    const body = mxpert({ locale: 'es-US' });
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body });
    expect(res.statusCode).toBe(201);
    expect((await findUser(t.db, body.email))?.locale).toBe('es-US');
    expect((await lastEmailTo(t.db, body.email))?.subject).toBe('Verifique su dirección de correo electrónico de MortgageXperts');

    const english = mxpert();
    await t.request({ method: 'POST', url: '/api/auth/register', body: english });
    expect((await findUser(t.db, english.email))?.locale).toBe('en-US');
    const refused = await t.request({ method: 'POST', url: '/api/auth/register', body: mxpert({ locale: 'fr-FR' }) });
    expect(refused.statusCode).toBe(400);
  });

  it('notifies every admin of the registration', async () => {
    const admin = await createUser(t.db, 'ADMIN');
    const body = mxpert({ firstName: 'Noah', lastName: 'Kim' });
    await t.request({ method: 'POST', url: '/api/auth/register', body });
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(rows.map((n) => n.type)).toContain('user_registration');
    expect(rows.find((n) => n.type === 'user_registration')?.message).toContain('Noah Kim');
  });

  it('builds e-mail links from the configured public URL, never from the Host header', async () => {
    const body = mxpert();
    await t.request({
      method: 'POST',
      url: '/api/auth/register',
      body,
      headers: { host: 'evil.example', origin: 'http://evil.example' },
    });
    const mail = await lastEmailTo(t.db, body.email);
    expect(mail?.links.every((l) => l.startsWith('http://localhost:3000/'))).toBe(true);
  });

  it('answers an existing e-mail exactly like a new one, creates nothing and tells the owner', async () => {
    const owner = await createUser(t.db, 'CONSUMER');
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body: mxpert({ email: owner.email }) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: TEXT.registered });
    const rows = await t.db.select().from(users).where(eq(users.email, owner.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe('CONSUMER');
    expect((await lastEmailTo(t.db, owner.email))?.subject).toBe(
      'Someone tried to create a MortgageXperts account with your email',
    );
  });

  it('sends a fresh verification link when an unverified address signs up again', async () => {
    const owner = await createUser(t.db, 'CONSUMER', { verified: false });
    const res = await t.request({ method: 'POST', url: '/api/auth/register-consumer', body: consumer({ email: owner.email }) });
    expect(res.statusCode).toBe(201);
    expect((await lastEmailTo(t.db, owner.email))?.subject).toBe('Verify your MortgageXperts email address');
  });

  it('stores the e-mail address trimmed and in lower case', async () => {
    const email = uniqueEmail('MiXeD');
    await t.request({ method: 'POST', url: '/api/auth/register', body: mxpert({ email: `  ${email.toUpperCase()} ` }) });
    expect(await findUser(t.db, email.toLowerCase())).toBeDefined();
  });

  it.each([
    [{ firstName: 'M' }, 'First name must be at least 2 characters'],
    [{ firstName: 'M'.repeat(51) }, 'First name must not exceed 50 characters'],
    [{ firstName: 'M4ria' }, 'First name can only contain letters, spaces, hyphens, and apostrophes'],
    [{ firstName: '<script>' }, 'First name can only contain letters, spaces, hyphens, and apostrophes'],
    [{ lastName: 'L' }, 'Last name must be at least 2 characters'],
    [{ lastName: 'Lopez\r\nBcc: x@y.z' }, 'Last name can only contain letters, spaces, hyphens, and apostrophes'],
    [{ email: '' }, 'Email is required'],
    [{ email: undefined }, 'Email is required'],
    [{ email: 'maria@' }, 'Please enter a valid email address'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'Email must not exceed 254 characters'],
    [{ password: 'Ab1' }, 'Password must be at least 8 characters'],
    [{ password: 'HARBOR-LIGHTS-1' }, 'Password must contain at least one lowercase letter'],
    [{ password: 'harbor-lights-1' }, 'Password must contain at least one uppercase letter'],
    [{ password: 'Harbor-Lights' }, 'Password must contain at least one number'],
    [{ password: undefined }, 'Password is required'],
    [{ password: 'Password1' }, TEXT.commonPassword],
    [{ nmlsId: '' }, 'NMLS ID is required'],
    [{ nmlsId: '12ab' }, 'NMLS ID must contain digits only'],
    [{ nmlsId: '1234567890123' }, 'NMLS ID must be at most 12 digits'],
  ])('refuses %o with "%s" and stores nothing', async (overrides, message) => {
    const body = mxpert(overrides);
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
    if (typeof body.email === 'string' && body.email.includes('@example.com')) {
      expect(await findUser(t.db, body.email)).toBeUndefined();
    }
  });

  it('refuses a body that is not an object with a plain sentence', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: '{"firstName": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: TEXT.checkInput });
  });
});

describe('POST /api/auth/register-consumer', () => {
  it('creates a consumer whatever role the client sends', async () => {
    const body = consumer({ role: 'ADMIN' });
    const res = await t.request({ method: 'POST', url: '/api/auth/register-consumer', body });
    expect(res.statusCode).toBe(201);
    const user = await findUser(t.db, body.email);
    expect(user?.role).toBe('CONSUMER');
    expect(
      await t.db
        .select()
        .from(mxpertProfiles)
        .where(eq(mxpertProfiles.userId, user?.id ?? '')),
    ).toHaveLength(0);
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'emily.example.com' }, 'Invalid email format'],
    [{ password: '' }, 'Password is required'],
    [{ password: 'Short1' }, 'Password must be at least 8 characters'],
    [{ password: 'alllowercase1' }, 'Password must contain at least one uppercase letter, one lowercase letter, and one number'],
    [{ password: 'NoDigitsHere' }, 'Password must contain at least one uppercase letter, one lowercase letter, and one number'],
    [{ password: 'Qwerty123' }, TEXT.commonPassword],
  ])('refuses %o with "%s"', async (overrides, message) => {
    const res = await t.request({ method: 'POST', url: '/api/auth/register-consumer', body: consumer(overrides) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
  });

  it('carries the page it was on its way to into the verification link, and the verified owner’s notice', async () => {
    const conversation = '/consumer/messages/0b8a4f7e-2c1d-4e5f-9a6b-7c8d9e0f1a2b';
    const body = consumer({ next: conversation });
    const res = await t.request({ method: 'POST', url: '/api/auth/register-consumer', body });
    expect(res.statusCode).toBe(201);
    const link = (await lastEmailTo(t.db, body.email))?.links.find((l) => l.includes('/verify-email'));
    const url = new URL(link ?? '');
    expect(url.pathname).toBe('/verify-email');
    expect(url.searchParams.get('next')).toBe(conversation);
    expect(url.searchParams.get('token')).toMatch(/.{20,}/);

    const owner = await createUser(t.db, 'CONSUMER');
    await t.request({
      method: 'POST',
      url: '/api/auth/register-consumer',
      body: consumer({ email: owner.email, next: conversation }),
    });
    const notice = await lastEmailTo(t.db, owner.email);
    expect(notice?.links).toContain(`http://localhost:3000/signin?next=${encodeURIComponent(conversation)}`);
  });

  it.each([
    'https://evil.example/consumer/settings',
    '//evil.example/consumer/settings',
    '/\\evil.example/consumer/settings',
    'javascript:alert(1)',
    '/consumer/settings#x',
    '/signin',
    '/consumer/settings\n',
    42,
  ])('refuses %j as the page to land on, with a 400 and no account', async (next) => {
    const body = consumer({ next });
    const res = await t.request({ method: 'POST', url: '/api/auth/register-consumer', body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Not a page of this site' });
    expect(await findUser(t.db, body.email)).toBeUndefined();
  });

  it('accepts names in other alphabets', async () => {
    const body = consumer({ firstName: 'José', lastName: 'Nguyễn' });
    const res = await t.request({ method: 'POST', url: '/api/auth/register-consumer', body });
    expect(res.statusCode).toBe(201);
    expect((await findUser(t.db, body.email))?.name).toBe('José Nguyễn');
  });
});

describe('registration rate limits', () => {
  it('answers 429 with Retry-After after 10 sign-ups from one address', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      const res = await t.request({ method: 'POST', url: '/api/auth/register-consumer', body: consumer(), ip });
      expect(res.statusCode).toBe(201);
    }
    const res = await t.request({ method: 'POST', url: '/api/auth/register-consumer', body: consumer(), ip });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: TEXT.tooManyRequests });
  });

  it('limits sign-ups of one e-mail address from one client address', async () => {
    const email = uniqueEmail('target');
    const ip = randomIp();
    for (let i = 0; i < 3; i++) {
      const res = await t.request({ method: 'POST', url: '/api/auth/register-consumer', body: consumer({ email }), ip });
      expect(res.statusCode).toBe(201);
    }
    const res = await t.request({ method: 'POST', url: '/api/auth/register-consumer', body: consumer({ email }), ip });
    expect(res.statusCode).toBe(429);
  });

  it('answers sign-ups of one e-mail address from many client addresses alike, with at most 10 e-mails', async () => {
    const email = uniqueEmail('target');
    for (let i = 0; i < 12; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/register-consumer',
        body: consumer({ email }),
        ip: randomIp(),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: TEXT.registered });
    }
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).toHaveLength(10);
  });
});
