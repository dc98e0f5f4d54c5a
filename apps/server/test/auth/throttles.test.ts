import { TEXT } from '@mx/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/db/schema.ts';
import { memoryRateLimitStore } from '../../src/lib/rate-limiter.ts';
import { createUser, TEST_PASSWORD, tokenFromEmail, uniqueEmail } from '../helpers/factories.ts';
import { buildTestApp, randomIp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Quiet-Meadow-2052';
const login = (email: string, password: string, ip = randomIp()) =>
  t.request({ method: 'POST', url: '/api/auth/login', body: { email, password }, ip });
const forgot = (email: string, ip = randomIp()) =>
  t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email }, ip });
/** The e-mails queued for an address once the worker has taken the requests (it sends them from there). */
const mailsTo = async (email: string) => {
  await t.queueRequestedMail();
  return (await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).length;
};

describe('sign-in throttle per account', () => {
  it('ends 15 wrong passwords from 15 addresses in 429, and the owner resets the password and signs in at once', async () => {
    const owner = await createUser(t.db, 'CONSUMER');
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await login(owner.email, `Wrong-Guess-${i}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));

    // Even the right password waits: the throttle answers before the password is checked.
    const blocked = await login(owner.email, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: TEXT.tooManyRequests });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const ownerIp = randomIp();
    expect((await forgot(owner.email, ownerIp)).statusCode).toBe(200);
    await t.queueRequestedMail();
    const token = await tokenFromEmail(t.db, owner.email, '/reset-password');
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { token, password: NEW_PASSWORD },
      ip: ownerIp,
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await login(owner.email, NEW_PASSWORD, ownerIp);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(owner.email);
  });

  it('counts failed attempts only: an owner who signs in often is never slowed', async () => {
    const owner = await createUser(t.db, 'CONSUMER');
    for (let i = 0; i < 12; i++) expect((await login(owner.email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(owner.email, `Wrong-Guess-${i}`)).statusCode).toBe(401);
    expect((await login(owner.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('counts unknown e-mail addresses like accounts, so a 429 tells nothing about who has one', async () => {
    const unknown = uniqueEmail('nobody');
    for (let i = 0; i < 10; i++) expect((await login(unknown, `Wrong-Guess-${i}`)).statusCode).toBe(401);
    expect((await login(unknown, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('does not slow down other accounts', async () => {
    const target = await createUser(t.db, 'CONSUMER');
    const other = await createUser(t.db, 'CONSUMER');
    for (let i = 0; i < 11; i++) await login(target.email, `Wrong-Guess-${i}`);
    expect((await login(target.email, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await login(other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('e-mail sending limits', () => {
  it("lets the owner ask for a reset link after a stranger's three requests for it", async () => {
    const owner = await createUser(t.db, 'CONSUMER');
    const stranger = randomIp();
    for (let i = 0; i < 3; i++) expect((await forgot(owner.email, stranger)).statusCode).toBe(200);
    // The stranger is stopped ...
    expect((await forgot(owner.email, stranger)).statusCode).toBe(429);
    // ... the owner is not, and gets the link.
    const res = await forgot(owner.email, randomIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: TEXT.forgotPasswordSent });
    expect(await mailsTo(owner.email)).toBe(4);
    await t.queueRequestedMail();
    const token = await tokenFromEmail(t.db, owner.email, '/reset-password');
    const reset = await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, password: NEW_PASSWORD } });
    expect(reset.statusCode).toBe(200);
  });

  it('answers the same but sends no more than 10 e-mails an hour to one address, from however many clients', async () => {
    const owner = await createUser(t.db, 'CONSUMER', { verified: false });
    for (let i = 0; i < 5; i++) expect((await forgot(owner.email)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/resend-verification',
        body: { email: owner.email },
        ip: randomIp(),
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await mailsTo(owner.email)).toBe(10);

    const forgotAgain = await forgot(owner.email);
    expect(forgotAgain.statusCode).toBe(200);
    expect(forgotAgain.json()).toEqual({ message: TEXT.forgotPasswordSent });
    const resendAgain = await t.request({ method: 'POST', url: '/api/auth/resend-verification', body: { email: owner.email } });
    expect(resendAgain.statusCode).toBe(200);
    expect(resendAgain.json()).toEqual({ message: TEXT.verificationResent });
    const signUpAgain = await t.request({
      method: 'POST',
      url: '/api/auth/register-consumer',
      body: { firstName: 'Ada', lastName: 'Stone', email: owner.email, password: 'Garden-Path-77' },
    });
    expect(signUpAgain.statusCode).toBe(201);
    expect(signUpAgain.json()).toEqual({ message: TEXT.registered });
    expect(await mailsTo(owner.email)).toBe(10);
  });
});

describe('rate-limit store', () => {
  it('forgets a key it is told to reset, and only that key', async () => {
    const store = memoryRateLimitStore();
    for (let i = 0; i < 3; i++) {
      await store.hit('a', 60_000);
      await store.hit('b', 60_000);
    }
    expect((await store.peek('a')).count).toBe(3);
    expect((await store.peek('never')).count).toBe(0);
    await store.reset('a');
    expect((await store.peek('a')).count).toBe(0);
    expect((await store.hit('a', 60_000)).count).toBe(1);
    expect((await store.hit('b', 60_000)).count).toBe(4);
    await store.close();
  });
});
