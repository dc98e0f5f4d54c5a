import { TEXT } from '@mx/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { emailOutbox } from '../../src/db/schema.ts';
import { MAX_ATTEMPTS } from '../../src/modules/mail/outbox.ts';
import { smtpTransport } from '../../src/modules/mail/transport.ts';
import { guestWritesAsAccountOwner, rowsOf, signUpConsumer } from '../helpers/account-mail.ts';
import { createUser, tokenFromEmail, uniqueEmail } from '../helpers/factories.ts';
import { startSmtp, withSmtpServer } from '../helpers/smtp.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * The outbox keeps no usable verification or reset link once an e-mail is delivered or given up:
 * whoever reads the database (or a backup of it) finds no token that opens an account.
 */

/** Every table of the database (the migrations' own included) whose rows, read as text, contain the value. */
async function tablesHolding(db: Database, value: string): Promise<string[]> {
  const tables = rowsOf<{ schema: string; name: string }>(
    await db.execute(sql`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`),
  );
  expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['email_outbox', 'auth_tokens', 'account_email_requests']));
  const found: string[] = [];
  for (const table of tables) {
    const ident = `"${table.schema.replaceAll('"', '""')}"."${table.name.replaceAll('"', '""')}"`;
    const [hit] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${sql.raw(ident)} r where strpos(r::text, ${value}) > 0`),
    );
    if (hit && hit.n > 0) found.push(`${table.schema}.${table.name}`);
  }
  return found;
}

const t = useTestApp();

describe('account e-mails at rest', () => {
  it('keep no live token in the database once delivered over SMTP, while the delivered links work', async () => {
    await withSmtpServer(async (smtp, transport) => {
      // A sign-up, a forgotten password and a second verification link.
      const signUp = uniqueEmail('at-rest-signup');
      await signUpConsumer(t, signUp, { firstName: 'Rita', lastName: 'Rest' });
      const forgetful = await createUser(t.db, 'ADMIN');
      const unverified = await createUser(t.db, 'CONSUMER', { verified: false });
      for (const [url, email] of [
        ['/api/auth/forgot-password', forgetful.email],
        ['/api/auth/resend-verification', unverified.email],
      ] as const) {
        expect((await t.request({ method: 'POST', url, body: { email } })).statusCode).toBe(200);
      }
      await t.queueRequestedMail();
      const tokens = {
        signUp: await tokenFromEmail(t.db, signUp, '/verify-email'),
        reset: await tokenFromEmail(t.db, forgetful.email, '/reset-password'),
        resend: await tokenFromEmail(t.db, unverified.email, '/reset-password'),
      };
      // Not even before delivery: the outbox holds a placeholder, the link is made as the e-mail leaves.
      for (const token of Object.values(tokens)) expect(await tablesHolding(t.db, token)).toEqual([]);

      const round = await t.deliverMail(transport);
      expect(round.failed).toBe(0);

      for (const [label, token] of Object.entries(tokens)) {
        expect(await tablesHolding(t.db, token), label).toEqual([]);
        expect(
          smtp.received.some((m) => m.body.includes(token)),
          `${label} delivered`,
        ).toBe(true);
      }
      for (const email of [signUp, forgetful.email, unverified.email]) {
        const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
        expect(row).toMatchObject({ status: 'sent', holdsSecret: true });
        expect(row?.textBody).toContain('?token=removed');
        expect(row?.htmlBody).toContain('?token=removed');
      }

      // The links the owners received still work.
      const reset = await t.request({
        method: 'POST',
        url: '/api/auth/reset-password',
        body: { token: tokens.reset, password: 'Harbor-Light-2051' },
      });
      expect(reset.json()).toEqual({ message: TEXT.passwordReset });
      const confirmed = await t.request({
        method: 'POST',
        url: '/api/auth/reset-password',
        body: { token: tokens.resend, password: 'Harbor-Light-2053' },
      });
      expect(confirmed.json()).toEqual({ message: TEXT.passwordReset });
    });
  });

  it("keep no live link of an account owner's confirmation once delivered", async () => {
    await withSmtpServer(async (smtp, transport) => {
      const owner = await guestWritesAsAccountOwner(t);
      const token = await tokenFromEmail(t.db, owner, '/confirm-sender');
      const round = await t.deliverMail(transport);
      expect(round.failed).toBe(0);
      expect(smtp.received.some((m) => m.body.includes(token))).toBe(true);
      expect(await tablesHolding(t.db, token)).toEqual([]);
    });
  });

  it('keep no live token in an e-mail given up after the last failed attempt', async () => {
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close();
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 'MortgageXperts <no-reply@mortgagexperts.test>');
    try {
      const user = await createUser(t.db, 'CONSUMER');
      await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: user.email } });
      await t.queueRequestedMail();
      const token = await tokenFromEmail(t.db, user.email, '/reset-password');
      await t.db
        .update(emailOutbox)
        .set({ attempts: MAX_ATTEMPTS - 1 })
        .where(eq(emailOutbox.toAddress, user.email));

      const round = await t.deliverMail(transport);
      expect(round.failed).toBeGreaterThanOrEqual(1);
      const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
      expect(row).toMatchObject({ status: 'dead', attempts: MAX_ATTEMPTS });
      expect(row?.lastError).toBeTruthy();
      expect(row?.textBody).toContain('?token=removed');
      expect(await tablesHolding(t.db, token)).toEqual([]);
    } finally {
      transport.close?.();
    }
  });

  it('keep working links in the development mailbox, where nothing is sent', async () => {
    const user = await createUser(t.db, 'CONSUMER');
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: user.email } });
    await t.deliverMail();
    const mailbox = await t.request({
      method: 'GET',
      url: `/api/dev/mailbox?to=${encodeURIComponent(user.email)}`,
      ip: '127.0.0.1',
    });
    const [mail] = mailbox.json().emails as { status: string; links: string[] }[];
    expect(mail?.status).toBe('sent');
    const link = mail?.links.find((l) => new URL(l).pathname === '/reset-password') ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { token, password: 'Harbor-Light-2052' },
    });
    expect(reset.json()).toEqual({ message: TEXT.passwordReset });
  });
});
