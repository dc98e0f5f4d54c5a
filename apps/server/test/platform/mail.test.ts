import net, { type AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/db/schema.ts';
import { enqueueEmail } from '../../src/modules/mail/outbox.ts';
import { renderEmail } from '../../src/modules/mail/render.ts';
import { SMTP_TIMEOUTS, smtpTransport } from '../../src/modules/mail/transport.ts';
import { createUser, uniqueEmail } from '../helpers/factories.ts';
import { startSmtp } from '../helpers/smtp.ts';
import { buildTestApp, PRODUCTION_ENV, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('e-mail outbox over SMTP', () => {
  it('delivers a queued e-mail through a real SMTP server and marks it sent', async () => {
    const smtp = await startSmtp();
    try {
      const user = await createUser(t.db, 'CONSUMER');
      await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: user.email } });
      const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'MortgageXperts <no-reply@mortgagexperts.test>');
      const result = await t.deliverMail(transport);
      expect(result.failed).toBe(0);
      const mail = smtp.received.find((m) => m.to.includes(user.email));
      expect(mail?.raw).toContain('Subject: Reset your MortgageXperts password');
      expect(mail?.raw).toContain('http://localhost:3000/reset-password?token=');
      const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      transport.close?.();
    } finally {
      await smtp.close();
    }
  });

  it('keeps e-mails through an SMTP outage and delivers each once when it returns', async () => {
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close();

    const to = uniqueEmail('outage');
    await enqueueEmail(t.db, to, renderEmail({ subject: 'Outage test', paragraphs: ['Hello'] }));
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 'MortgageXperts <no-reply@mortgagexperts.test>');

    const down = await t.deliverMail(transport);
    expect(down.failed).toBeGreaterThanOrEqual(1);
    const [waiting] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toBeTruthy();
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: a round now does not touch it.
    await t.deliverMail(transport);
    const [stillWaiting] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
    expect(stillWaiting?.attempts).toBe(1);

    const smtp = await startSmtp(port);
    try {
      await t.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.toAddress, to));
      await t.deliverMail(transport);
      await t.deliverMail(transport);
      expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
      const [sent] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
      expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      transport.close?.();
      await smtp.close();
    }
  });

  it('gives up on an SMTP server that accepts the connection and never greets', { timeout: 30_000 }, async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()));
    const port = (silent.address() as AddressInfo).port;
    const to = uniqueEmail('silent');
    await enqueueEmail(t.db, to, renderEmail({ subject: 'Silent server', paragraphs: ['Hello'] }));
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 'MortgageXperts <no-reply@mortgagexperts.test>');
    try {
      const started = Date.now();
      const round = await t.deliverMail(transport);
      // The greeting timeout (10 s), not nodemailer's minutes, ends the attempt; the e-mail waits for a retry.
      expect(Date.now() - started).toBeLessThan(SMTP_TIMEOUTS.greetingTimeout + 5000);
      expect(round.failed).toBeGreaterThanOrEqual(1);
      const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row?.lastError).toMatch(/greeting/i);
    } finally {
      transport.close?.();
      silent.close();
    }
  });

  it('reclaims an e-mail whose sender crashed mid-delivery', async () => {
    const to = uniqueEmail('crash');
    await enqueueEmail(t.db, to, renderEmail({ subject: 'Crash test', paragraphs: ['Hello'] }));
    await t.db
      .update(emailOutbox)
      .set({ status: 'sending', lockedUntil: sql`now() - interval '1 second'`, attempts: 1 })
      .where(eq(emailOutbox.toAddress, to));
    await t.deliverMail();
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
    expect(row?.status).toBe('sent');
  });
});

describe('e-mail rendering', () => {
  it('keeps subjects on one line and escapes HTML', () => {
    const mail = renderEmail({ subject: 'Hi\r\nBcc: victim@example.com', paragraphs: ['<script>alert(1)</script> & co'] });
    expect(mail.subject).toBe('Hi Bcc: victim@example.com');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('<script>alert(1)</script> & co');
  });
});

describe('development mailbox', () => {
  it('lists the outbox newest first with the links of each e-mail', async () => {
    const to = uniqueEmail('mailbox');
    await enqueueEmail(t.db, to, renderEmail({ subject: 'First', paragraphs: ['a'] }));
    await enqueueEmail(
      t.db,
      to,
      renderEmail({ subject: 'Second', paragraphs: ['b'], action: { label: 'Go', url: 'http://localhost:3000/signin' } }),
    );
    const res = await t.request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}`, ip: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    const { emails } = res.json();
    expect(emails.map((e: { subject: string }) => e.subject)).toEqual(['Second', 'First']);
    expect(emails[0]).toMatchObject({ to, links: ['http://localhost:3000/signin'] });
    expect(Object.keys(emails[0]).sort()).toEqual(['createdAt', 'id', 'links', 'status', 'subject', 'text', 'to']);
    const page = await t.request({ method: 'GET', url: '/dev/mailbox', ip: '127.0.0.1' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Development mailbox');
  });

  it('lists e-mails written in the same instant in the order they were written', async () => {
    const to = uniqueEmail('mailbox-tie');
    for (const subject of ['One', 'Two', 'Three', 'Four']) {
      await enqueueEmail(t.db, to, renderEmail({ subject, paragraphs: ['a'] }));
    }
    // The embedded database's clock counts milliseconds, so e-mails of one request can share it.
    await t.db
      .update(emailOutbox)
      .set({ createdAt: new Date('2026-11-24T12:00:00.000Z') })
      .where(eq(emailOutbox.toAddress, to));
    const res = await t.request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}`, ip: '127.0.0.1' });
    expect(res.json().emails.map((e: { subject: string }) => e.subject)).toEqual(['Four', 'Three', 'Two', 'One']);
  });

  it('does not exist in production', async () => {
    const prod = await buildTestApp({
      env: PRODUCTION_ENV,
      database: t.database,
    });
    try {
      expect((await prod.request({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
      expect((await prod.request({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
