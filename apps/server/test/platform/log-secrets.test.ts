import type { AddressInfo } from 'node:net';
import { inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../src/db/schema.ts';
import { processAccountEmailRequests } from '../../src/modules/auth/email-requests.ts';
import { smtpTransport } from '../../src/modules/mail/transport.ts';
import { startOutboxWorker } from '../../src/modules/mail/worker.ts';
import { tokenFromEmail, uniqueEmail } from '../helpers/factories.ts';
import { pngImage, postMultipart } from '../helpers/images.ts';
import { buildTestApp, sessionCookieOf, type TestApp } from '../helpers/test-app.ts';

/**
 * Secrets never reach the log (docs/decisions/041-hostile-input.md): a whole account's life at
 * trace level, with e-mails delivered over SMTP with credentials and a request that fails with a
 * 500, and not one password, session id, token, password hash or SMTP password in what was written.
 */
const SMTP_USER = 'mailer';
const SMTP_PASSWORD = 'Smtp-Vault-Secret-913';
const WRONG_SMTP_PASSWORD = 'Smtp-Wrong-Secret-604';

const lines: string[] = [];
const secrets = new Map<string, string>();
let t: TestApp;
let smtp: SMTPServer;
let port = 0;
let delivered = 0;

function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) return callback(null, { user: SMTP_USER });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        delivered++;
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => {
      port = (smtp.server.address() as AddressInfo).port;
      resolve();
    });
  });
}

const smtpUrl = (password: string) => `smtp://${SMTP_USER}:${password}@127.0.0.1:${port}`;

beforeAll(async () => {
  await startSmtp();
  t = await buildTestApp({
    env: { LOG_LEVEL: 'trace', SMTP_URL: smtpUrl(SMTP_PASSWORD) },
    mail: smtpTransport(smtpUrl(SMTP_PASSWORD), 'MortgageXperts <no-reply@mortgagexperts.test>'),
    logStream: { write: (chunk: string) => void lines.push(...chunk.split('\n').filter((l) => l !== '')) },
    beforeReady: (app) => {
      // A handler that fails as a broken dependency would: the 500 path logs the error.
      app.post('/api/test/fail', { config: { access: 'public' } }, async () => {
        throw new Error('the reporting service is down');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => smtp.close(() => r()));
});

/** One round of the app's outbox worker with the wrong SMTP password: each e-mail fails and is logged. */
async function failedRound() {
  const transport = smtpTransport(smtpUrl(WRONG_SMTP_PASSWORD), 'MortgageXperts <no-reply@mortgagexperts.test>');
  const worker = startOutboxWorker(t.db, transport, t.app.log, {
    pollMs: 60_000,
    queueDue: () => processAccountEmailRequests(t.db, t.config.publicUrl),
  });
  for (let i = 0; i < 100 && !lines.some((l) => l.includes('e-mail delivery failed')); i++)
    await new Promise((r) => setTimeout(r, 100));
  await worker.stop();
  transport.close?.();
  // Due again at once for the round with the right password.
  await t.db.update(emailOutbox).set({ status: 'pending', nextAttemptAt: new Date(), lockedUntil: null });
}

function remember(label: string, value: string) {
  expect(value.length, label).toBeGreaterThan(5);
  secrets.set(label, value);
}

async function register(role: 'CONSUMER' | 'MXPERT', password: string) {
  const email = uniqueEmail(role.toLowerCase());
  const body = { firstName: 'Casey', lastName: 'Secret', email, password, ...(role === 'MXPERT' ? { nmlsId: '4455667' } : {}) };
  const res = await t.request({
    method: 'POST',
    url: role === 'MXPERT' ? '/api/auth/register' : '/api/auth/register-consumer',
    body,
  });
  expect(res.statusCode).toBe(201);
  const token = await tokenFromEmail(t.db, email, '/verify-email');
  remember(`${role} verification token`, token);
  expect((await t.request({ method: 'GET', url: `/api/auth/verify-email?token=${token}` })).statusCode).toBe(200);
  const login = await t.request({ method: 'POST', url: '/api/auth/login', body: { email, password } });
  expect(login.statusCode).toBe(200);
  const cookie = sessionCookieOf(login);
  remember(`${role} session id`, cookie.split('=')[1] ?? '');
  return { email, cookie };
}

describe('the log at trace level', () => {
  it('holds no password, session id, token, password hash or SMTP password', async () => {
    const consumerPassword = 'Consumer-Pass-7781';
    const newPassword = 'Renewed-Pass-5529';
    const mxpertPassword = 'Mxpert-Pass-3317';
    remember('consumer password', consumerPassword);
    remember('new password', newPassword);
    remember('professional password', mxpertPassword);
    remember('SMTP password', SMTP_PASSWORD);
    remember('wrong SMTP password', WRONG_SMTP_PASSWORD);

    // Sign-up, e-mail verification, sign-in, a wrong password, forgotten and reset password.
    const consumer = await register('CONSUMER', consumerPassword);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie: consumer.cookie })).statusCode).toBe(200);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: consumer.email, password: `${consumerPassword}x` },
    });
    expect(wrong.statusCode).toBe(401);
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: consumer.email } });
    await t.queueRequestedMail();
    const resetToken = await tokenFromEmail(t.db, consumer.email, '/reset-password');
    remember('reset token', resetToken);
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { token: resetToken, password: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    // The used token again, in a URL as a browser would carry it.
    await t.request({ method: 'GET', url: `/api/auth/verify-email?token=${resetToken}` });
    const again = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: consumer.email, password: newPassword },
    });
    expect(again.statusCode).toBe(200);
    remember('session id after reset', sessionCookieOf(again).split('=')[1] ?? '');

    // A professional's sign-up and onboarding, photo upload included.
    const mxpert = await register('MXPERT', mxpertPassword);
    const personal = await postMultipart(t, '/api/onboarding/personal', {
      cookie: mxpert.cookie,
      fields: { fullName: 'Casey Secret', aboutMe: 'I help buyers.', languages: JSON.stringify(['english']) },
      files: [{ field: 'photo', data: await pngImage(), filename: 'me.png' }],
    });
    expect(personal.statusCode).toBe(200);
    const company = await postMultipart(t, '/api/onboarding/company', {
      cookie: mxpert.cookie,
      fields: {
        companyName: 'Secret Home Loans',
        companyAddress: '500 Congress Ave, Austin, TX 78701',
        companyWebAddress: 'https://secretloans.example',
        nmlsId: '4455667',
        yearsExperience: '5',
        scoresOptimized: '40',
      },
      files: [{ field: 'companyLogo', data: await pngImage(120, 60), filename: 'logo.png' }],
    });
    expect(company.statusCode).toBe(200);
    const services = await t.request({
      method: 'POST',
      url: '/api/onboarding/services',
      cookie: mxpert.cookie,
      body: { stateLicenses: ['TX'], loanTypes: ['fha'], mortgageTypes: ['purchase'] },
    });
    expect(services.statusCode).toBe(200);

    // A 500, from a signed-in request whose body carries secrets.
    const failed = await t.request({
      method: 'POST',
      url: '/api/test/fail',
      cookie: consumer.cookie,
      body: { password: newPassword, token: resetToken },
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'An error occurred. Please try again' });

    // E-mails: a round with the wrong SMTP password (the failure is logged), then the right one.
    await failedRound();
    const transport = smtpTransport(smtpUrl(SMTP_PASSWORD), 'MortgageXperts <no-reply@mortgagexperts.test>');
    await t.deliverMail(transport);
    transport.close?.();
    expect(delivered).toBeGreaterThanOrEqual(4);

    const hashes = await t.db
      .select({ email: users.email, hash: users.passwordHash })
      .from(users)
      .where(inArray(users.email, [consumer.email, mxpert.email]));
    for (const row of hashes) remember(`password hash of ${row.email}`, row.hash);

    // The capture worked: requests, the failure and the SMTP round are in it.
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(40);
    expect(log).toContain('request failed');
    expect(log).toContain('the reporting service is down');
    expect(log).toContain('e-mail delivery failed');
    expect(log).toContain('/api/auth/verify-email?token=[redacted]');

    const leaked = [...secrets].filter(([, value]) => log.includes(value) || log.includes(encodeURIComponent(value)));
    expect(
      leaked.map(([label]) => label),
      'secrets found in the log',
    ).toEqual([]);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  });
});
