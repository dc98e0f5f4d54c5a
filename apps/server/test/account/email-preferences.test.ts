import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, emailPreferences } from '../../src/db/schema.ts';
import { enqueueEmail } from '../../src/modules/mail/outbox.ts';
import { signPreferencesToken } from '../../src/modules/mail/preferences.ts';
import { renderEmail } from '../../src/modules/mail/render.ts';
import { smtpTransport } from '../../src/modules/mail/transport.ts';
import { signedInAs, uniqueEmail } from '../helpers/factories.ts';
import { headerOf as header, startSmtp, type TestSmtp } from '../helpers/smtp.ts';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  t = await buildTestApp({ env: { MAIL_POSTAL_ADDRESS: '77 Harbor Way, Suite 5, Austin, TX 78701' } });
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const reminder = () =>
  renderEmail({
    subject: 'A lead is waiting for your reply',
    paragraphs: ['Casey wrote to you yesterday.'],
    category: 'reminders',
  });

/** Sends what is queued through the real SMTP test server; answers what it received for the address. */
async function deliverTo(to: string) {
  const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'MortgageXperts <no-reply@mortgagexperts.test>');
  try {
    await t.deliverMail(transport);
  } finally {
    transport.close?.();
  }
  return smtp.received.filter((m) => m.to.includes(to));
}

/** The test server undoes quoted-printable byte by byte: read those bytes as UTF-8. */
const utf8 = (body: string) => Buffer.from(body, 'latin1').toString('utf8');

function unsubscribeUrlOf(raw: string): string {
  const value = header(raw, 'List-Unsubscribe');
  const url = value?.match(/<(https?:[^>]+)>/)?.[1];
  if (!url) throw new Error(`no List-Unsubscribe URL in ${raw.slice(0, 500)}`);
  return url;
}

describe('optional e-mails (a category) over SMTP', () => {
  it('carry RFC 8058 List-Unsubscribe headers and a footer with the sender, the postal address and the preferences link', async () => {
    const to = uniqueEmail('reader');
    expect(await enqueueEmail(t.db, to, reminder())).toBe(true);
    const [mail] = await deliverTo(to);
    if (!mail) throw new Error('not delivered');
    const url = unsubscribeUrlOf(mail.raw);
    expect(url.startsWith(`${TEST_ORIGIN}/api/email-preferences/unsubscribe?category=reminders&token=`)).toBe(true);
    expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(utf8(mail.body)).toContain('MortgageXperts · 77 Harbor Way, Suite 5, Austin, TX 78701');
    expect(mail.body).toContain(`${TEST_ORIGIN}/email-preferences?token=`);
    // The stored copy keeps no usable signed link once sent.
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
    expect(row?.status).toBe('sent');
    expect(row?.textBody).not.toContain(signPreferencesToken(to));
    expect(row?.unsubscribeUrl).not.toContain(signPreferencesToken(to));
  });

  it('answers to the reader’s own action carry no List-Unsubscribe but do name the sender and address', async () => {
    const user = await signedInAs(t, 'CONSUMER');
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: user.user.email } });
    const [mail] = await deliverTo(user.user.email);
    if (!mail) throw new Error('not delivered');
    expect(header(mail.raw, 'List-Unsubscribe')).toBeUndefined();
    expect(header(mail.raw, 'List-Unsubscribe-Post')).toBeUndefined();
    expect(utf8(mail.body)).toContain('MortgageXperts · 77 Harbor Way, Suite 5, Austin, TX 78701');
    expect(mail.body).not.toContain('/email-preferences');
  });

  it('one-click unsubscribe works without a session, cookie, ajax header or origin, and the category is no longer sent', async () => {
    const to = uniqueEmail('oneclick');
    await enqueueEmail(t.db, to, reminder());
    const [mail] = await deliverTo(to);
    const url = new URL(unsubscribeUrlOf(mail?.raw ?? ''));
    // As a mail client sends it: form-encoded, no cookie, no X-Requested-With, no Origin.
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You are unsubscribed' });
    const [prefs] = await t.db.select().from(emailPreferences).where(eq(emailPreferences.email, to));
    expect(prefs).toMatchObject({ reminders: false, reviewInvitations: true, digests: true });
    expect(await enqueueEmail(t.db, to, reminder())).toBe(false);
    expect(await enqueueEmail(t.db, to, renderEmail({ subject: 'Digest', paragraphs: ['x'], category: 'digests' }))).toBe(true);
  });

  it('one-click unsubscribe works with a session too (multipart body, any account signed in)', async () => {
    const signed = await signedInAs(t, 'CONSUMER');
    const token = signPreferencesToken(signed.user.email);
    const boundary = 'xyz';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/email-preferences/unsubscribe?category=digests&token=${encodeURIComponent(token)}`,
      headers: {
        cookie: signed.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        origin: 'https://mail.example',
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(200);
    const [prefs] = await t.db.select().from(emailPreferences).where(eq(emailPreferences.email, signed.user.email));
    expect(prefs).toMatchObject({ reminders: true, digests: false });
  });

  it('refuses a forged or altered token with 404 and changes nothing', async () => {
    const to = uniqueEmail('forged');
    const token = signPreferencesToken(to);
    const other = signPreferencesToken(uniqueEmail('victim'));
    const forged = `${other.split('.').slice(0, 2).join('.')}.${token.split('.')[2]}`;
    for (const bad of [forged, 'v1.abc.def', 'nonsense']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/email-preferences/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'This email preferences link is invalid' });
    }
    expect(await t.db.select().from(emailPreferences)).not.toContainEqual(expect.objectContaining({ email: to }));
  });

  it('refuses a token issued more than a year ago, one of the first version, and every form the server does not write', async () => {
    const to = uniqueEmail('aged');
    const day = 86_400_000;
    const read = (token: string) =>
      t.request({ method: 'GET', url: `/api/email-preferences?token=${encodeURIComponent(token)}` });
    const good = signPreferencesToken(to, new Date(Date.now() - 364 * day));
    expect((await read(good)).statusCode).toBe(200);

    const [version, address, issued, signature] = good.split('.') as [string, string, string, string];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The last character of 32 bytes in base64url carries 2 unused bits: another character, the same bytes.
    const last = alphabet.indexOf(signature.at(-1) ?? 'A');
    const sameBytes = `${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
    const v1Payload = `v1.${Buffer.from(to).toString('base64url')}`;
    const v1 = `${v1Payload}.${createHmac('sha256', t.config.mailLinkSecret).update(`email-preferences:${v1Payload}`).digest('base64url')}`;
    for (const [label, bad] of [
      ['issued 366 days ago', signPreferencesToken(to, new Date(Date.now() - 366 * day))],
      ['issued in the future', signPreferencesToken(to, new Date(Date.now() + day))],
      ['first version, no expiry', v1],
      ['padded signature', `${version}.${address}.${issued}.${signature}=`],
      ['padded address', `${version}.${address}==.${issued}.${signature}`],
      ['signature with other unused bits', `${version}.${address}.${issued}.${sameBytes}`],
      ['issued with a leading zero', `${version}.${address}.0${issued}.${signature}`],
      ['version in capitals', `V2.${address}.${issued}.${signature}`],
      ['an extra part', `${good}.x`],
    ] as const) {
      const res = await read(bad);
      expect(res.statusCode, label).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'This email preferences link is invalid' });
    }
  });

  it('other POST routes keep the CSRF check: the exemption is that one route only', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/email-preferences',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        token: signPreferencesToken(uniqueEmail('c')),
        preferences: { reminders: false, reviewInvitations: false, digests: false },
      }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_REJECTED');
  });

  it('a GET of the one-click URL changes nothing and leads to the preferences page', async () => {
    const to = uniqueEmail('scanner');
    const token = signPreferencesToken(to);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/email-preferences/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/email-preferences?token=${encodeURIComponent(token)}`);
    expect(await t.db.select().from(emailPreferences).where(eq(emailPreferences.email, to))).toEqual([]);
  });
});

describe('the preferences page API (signed link, no sign-in)', () => {
  it('reads every category on by default and saves the reader’s choice', async () => {
    const to = uniqueEmail('prefs');
    const token = encodeURIComponent(signPreferencesToken(to));
    const read = await t.request({ method: 'GET', url: `/api/email-preferences?token=${token}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ email: to, preferences: { reminders: true, reviewInvitations: true, digests: true } });
    const saved = await t.request({
      method: 'PUT',
      url: '/api/email-preferences',
      body: { token: signPreferencesToken(to), preferences: { reminders: false, reviewInvitations: true, digests: false } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/email-preferences?token=${token}` })).json().preferences).toEqual({
      reminders: false,
      reviewInvitations: true,
      digests: false,
    });
  });
});
