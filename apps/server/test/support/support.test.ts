import { SUPPORT_CONFIRMATION } from '@mx/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/config.ts';
import { emailOutbox, notifications, supportRequests } from '../../src/db/schema.ts';
import { smtpTransport } from '../../src/modules/mail/transport.ts';
import { createUser, signedInAs, uniqueEmail } from '../helpers/factories.ts';
import { startSmtp } from '../helpers/smtp.ts';
import { buildTestApp, randomIp, type TestApp } from '../helpers/test-app.ts';

const SENT = {
  message:
    'Thanks, your message reached our support team. We have e-mailed you a confirmation and will answer within two business days.',
};

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({
    config: {
      rateLimits: { ...DEFAULT_RATE_LIMITS, support: { max: 2, windowMs: 60_000 }, mailPerAddress: { max: 2, windowMs: 60_000 } },
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const valid = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Jordan Ellis',
  email,
  topic: 'privacy',
  message: 'Please tell me what you keep about me and how to delete it.',
  ...extra,
});
const send = (body: unknown, opts: { ip?: string; cookie?: string } = {}) =>
  t.request({ method: 'POST', url: '/api/support', body, ip: opts.ip ?? randomIp(), cookie: opts.cookie });
const rowsFrom = (email: string) => t.db.select().from(supportRequests).where(eq(supportRequests.email, email));

describe('POST /api/support', () => {
  it('stores the message open, notifies every admin and e-mails the sender a confirmation', async () => {
    const admin = await createUser(t.db, 'ADMIN');
    const email = uniqueEmail('Helpme').toUpperCase();
    const res = await send(valid(email));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(SENT);

    const [row] = await rowsFrom(email.toLowerCase());
    expect(row).toMatchObject({
      name: 'Jordan Ellis',
      topic: 'privacy',
      message: 'Please tell me what you keep about me and how to delete it.',
      status: 'open',
      adminNotes: null,
      userId: null,
    });
    const alerts = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, 'support_request')));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      title: 'New support request',
      message: 'Jordan Ellis wrote to support about: Privacy and my data.',
      metadata: { supportRequestId: row?.id },
    });

    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'MortgageXperts <no-reply@mortgagexperts.test>');
    expect((await t.deliverMail(transport)).failed).toBe(0);
    const mail = smtp.received.find((m) => m.to.includes(email.toLowerCase()));
    expect(mail?.raw).toContain(`Subject: ${SUPPORT_CONFIRMATION.subject}`);
    expect(row?.reference).toBeGreaterThanOrEqual(1000);
    expect(mail?.body).toContain(`Your reference number: ${row?.reference}`);
  });

  it('confirms with a fixed sentence and the reference number only: nothing the sender typed, no link', async () => {
    const email = uniqueEmail('relay');
    const name = 'Win a prize at evil.example now';
    const message = 'Claim your prize: https://evil.example/claim and call +1 555 0100 today.';
    expect((await send({ name, email, topic: 'other', message })).statusCode).toBe(201);
    const [row] = await rowsFrom(email);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(mail?.subject).toBe(SUPPORT_CONFIRMATION.subject);
    const text = mail?.textBody ?? '';
    // The body opens with the greeting, the fixed sentence and the number; the signature and the footer follow.
    const paragraphs = text.split('\n').filter((line) => line.trim() !== '');
    expect(paragraphs.slice(0, 3)).toEqual([
      'Hello,',
      SUPPORT_CONFIRMATION.body,
      SUPPORT_CONFIRMATION.reference(row?.reference ?? -1),
    ]);
    for (const typed of ['prize', 'evil.example', 'Win a', '555 0100', 'Something else']) {
      expect(text).not.toContain(typed);
      expect(mail?.htmlBody).not.toContain(typed);
    }
    expect(text).not.toMatch(/https?:\/\//);
    expect(mail?.htmlBody).not.toContain('<a ');
  });

  it('numbers requests from 1000 upwards, one number each', async () => {
    const { rows } = (await t.db.execute(
      sql`select start_value::int as start from pg_sequences where sequencename = 'support_requests_reference_seq'`,
    )) as unknown as { rows: { start: number }[] };
    expect(rows[0]?.start).toBe(1000);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    expect((await send(valid(first))).statusCode).toBe(201);
    expect((await send(valid(second))).statusCode).toBe(201);
    const [a] = await rowsFrom(first);
    const [b] = await rowsFrom(second);
    expect(a?.reference).toBeGreaterThanOrEqual(1000);
    expect(b?.reference).toBeGreaterThan(a?.reference ?? Number.POSITIVE_INFINITY);
  });

  it('keeps the signed-in sender on the row', async () => {
    const consumer = await signedInAs(t, 'CONSUMER');
    const email = uniqueEmail('member');
    expect((await send(valid(email), { cookie: consumer.cookie })).statusCode).toBe(201);
    expect((await rowsFrom(email))[0]?.userId).toBe(consumer.user.id);
  });

  for (const [label, extra, message] of [
    ['no name', { name: '' }, 'Name must be between 2-100 characters'],
    ['a name with a line break', { name: 'Eve\r\nBcc: x@example.com' }, 'Name cannot contain line breaks or angle brackets'],
    ['a bad e-mail', { email: 'not-an-address' }, 'Please enter a valid email address'],
    ['no topic', { topic: '' }, 'Please choose a topic'],
    ['an unknown topic', { topic: 'refund' }, 'Please choose a topic'],
    ['a short message', { message: 'help' }, 'Message must be between 10-5000 characters'],
    ['a long message', { message: 'x'.repeat(5001) }, 'Message must be between 10-5000 characters'],
  ] as const) {
    it(`refuses ${label}: 400 with the form's message, nothing stored, no e-mail, no notification`, async () => {
      const email = uniqueEmail('bad');
      const outbox = await t.db.$count(emailOutbox);
      const alerts = await t.db.$count(notifications, eq(notifications.type, 'support_request'));
      const res = await send(valid(email, extra));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
      expect(await rowsFrom(email)).toEqual([]);
      expect(await t.db.$count(emailOutbox)).toBe(outbox);
      expect(await t.db.$count(notifications, eq(notifications.type, 'support_request'))).toBe(alerts);
    });
  }

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const email = uniqueEmail('bot');
    const res = await send(valid(email, { website: 'http://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(SENT);
    expect(await rowsFrom(email)).toEqual([]);
  });

  it('takes RATE_LIMIT_SUPPORT messages per client address, then 429 with nothing stored', async () => {
    const ip = randomIp();
    for (let i = 0; i < 2; i++) expect((await send(valid(uniqueEmail('limit')), { ip })).statusCode).toBe(201);
    const email = uniqueEmail('over');
    const refused = await send(valid(email), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' });
    expect(await rowsFrom(email)).toEqual([]);
    // A refused (invalid) message used none of another address's capacity.
    const other = randomIp();
    expect((await send(valid(uniqueEmail('x'), { topic: 'nope' }), { ip: other })).statusCode).toBe(400);
    for (let i = 0; i < 2; i++) expect((await send(valid(uniqueEmail('other')), { ip: other })).statusCode).toBe(201);
  });

  it('stores messages beyond the per-address e-mail limit without e-mailing that address again', async () => {
    const email = uniqueEmail('flooded');
    for (let i = 0; i < 3; i++) expect((await send(valid(email))).statusCode).toBe(201);
    expect(await rowsFrom(email)).toHaveLength(3);
    expect(await t.db.$count(emailOutbox, eq(emailOutbox.toAddress, email))).toBe(2);
  });
});
