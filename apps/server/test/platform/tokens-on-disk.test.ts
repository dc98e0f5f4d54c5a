import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SUBMISSION_TEXT, TEXT } from '@mx/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { guestWritesAsAccountOwner, rowsOf, signUpConsumer } from '../helpers/account-mail.ts';
import { createUser, signedInAs, TEST_PASSWORD, uniqueEmail } from '../helpers/factories.ts';
import { type TestSmtp, withSmtpServer } from '../helpers/smtp.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, TEST_DB_KIND } from '../helpers/test-db.ts';

/**
 * No usable token at rest, anywhere: after the account e-mails are delivered, the database's own
 * files (PGlite's data directory; PostgreSQL's relation files and WAL after a checkpoint) hold none
 * of the raw tokens the recipients received, not even in a dead row version (docs/decisions/078).
 */

/** Every regular file below a folder. */
function filesBelow(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((e) => {
    const full = path.join(e.parentPath, e.name);
    return e.isFile() ? [full] : [];
  });
}

let t: TestApp;
let database: DatabaseHandle;
let pgliteDir: string | null = null;
const startedAt = Date.now();

beforeAll(async () => {
  if (TEST_DB_KIND === 'pglite') {
    pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-tokens-on-disk-'));
    database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
    await database.migrate();
  } else {
    database = await createTestDatabase();
  }
  t = await buildTestApp({ database });
});
afterAll(async () => {
  await t.close();
  await database.close();
  if (pgliteDir) fs.rmSync(pgliteDir, { recursive: true, force: true });
});

/** The files the database keeps its data in: every file of its data directory, or its own relations and the WAL. */
async function databaseFiles(): Promise<string[]> {
  if (pgliteDir) return filesBelow(pgliteDir);
  await t.db.execute(sql`checkpoint`);
  const [dir] = rowsOf<{ dir: string }>(await t.db.execute(sql`select current_setting('data_directory') as dir`));
  const relations = rowsOf<{ file: string }>(
    await t.db.execute(sql`
      select pg_relation_filepath(c.oid) as file from pg_class c
      where c.relkind in ('r', 't', 'i', 'm') and pg_relation_filepath(c.oid) is not null`),
  );
  const dataDir = dir?.dir ?? '';
  const relationFiles = relations.flatMap(({ file }) => {
    const base = path.join(dataDir, file);
    const folder = path.dirname(base);
    // The main fork and its 1 GB segments (file, file.1, …).
    return fs
      .readdirSync(folder)
      .flatMap((name) =>
        name === path.basename(base) || name.startsWith(`${path.basename(base)}.`) ? [path.join(folder, name)] : [],
      );
  });
  // The WAL written while this file ran (older segments cannot hold its tokens).
  const wal = filesBelow(path.join(dataDir, 'pg_wal')).filter((f) => fs.statSync(f).mtimeMs >= startedAt - 1000);
  return [...relationFiles, ...wal];
}

/** The files that contain the text, byte for byte. */
function filesHolding(files: string[], text: string): string[] {
  const needle = Buffer.from(text, 'utf8');
  return files.filter((f) => {
    try {
      return fs.readFileSync(f).includes(needle);
    } catch {
      return false; // a file removed since it was listed (a recycled WAL segment)
    }
  });
}

/** The token of the `path` link in the mail the SMTP server accepted for the address. */
function tokenReceived(smtp: TestSmtp, to: string, linkPath: string): string {
  const mail = smtp.received.find((m) => m.to.includes(to) && m.body.includes(`${linkPath}?token=`));
  const match = mail?.body.match(new RegExp(`${linkPath}\\?token=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${linkPath} link delivered to ${to}`);
  return match[1];
}

describe('the database files after account e-mails are delivered', () => {
  it('hold no raw verification, reset, e-mail-change or sender-confirmation token, and the delivered links work', async () => {
    await withSmtpServer(async (smtp, transport) => {
      const signUp = uniqueEmail('disk-signup');
      await signUpConsumer(t, signUp, { firstName: 'Dora', lastName: 'Disk' });
      const forgetful = await createUser(t.db, 'CONSUMER');
      expect(
        (await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: forgetful.email } })).statusCode,
      ).toBe(200);
      const mover = await signedInAs(t, 'CONSUMER');
      const newEmail = uniqueEmail('disk-moved');
      const moved = await t.request({
        method: 'POST',
        url: '/api/account/email',
        cookie: mover.cookie,
        body: { newEmail, currentPassword: TEST_PASSWORD },
      });
      expect(moved.statusCode).toBeLessThan(300);
      const owner = await guestWritesAsAccountOwner(t);

      const round = await t.deliverMail(transport);
      expect(round.failed).toBe(0);
      const tokens = {
        verification: tokenReceived(smtp, signUp, '/verify-email'),
        reset: tokenReceived(smtp, forgetful.email, '/reset-password'),
        emailChange: tokenReceived(smtp, newEmail, '/confirm-email-change'),
        senderConfirmation: tokenReceived(smtp, owner, '/confirm-sender'),
      };

      const files = await databaseFiles();
      expect(files.length).toBeGreaterThan(0);
      // The scan finds what the files hold: the addresses the e-mails went to are there.
      expect(filesHolding(files, signUp).length).toBeGreaterThan(0);
      for (const [label, token] of Object.entries(tokens)) {
        expect(filesHolding(files, token), `${label} token on disk`).toEqual([]);
      }

      // The links the recipients got work.
      const verified = await t.request({ method: 'GET', url: `/api/auth/verify-email?token=${tokens.verification}` });
      expect(verified.json()).toEqual({ message: TEXT.emailVerified });
      const reset = await t.request({
        method: 'POST',
        url: '/api/auth/reset-password',
        body: { token: tokens.reset, password: 'Harbor-Light-2054' },
      });
      expect(reset.json()).toEqual({ message: TEXT.passwordReset });
      const changed = await t.request({ method: 'POST', url: '/api/account/email/confirm', body: { token: tokens.emailChange } });
      expect(changed.statusCode).toBe(200);
      const confirmed = await t.request({
        method: 'POST',
        url: '/api/inquiries/confirm-sender',
        body: { token: tokens.senderConfirmation },
      });
      expect(confirmed.json()).toMatchObject({ message: SUBMISSION_TEXT.messageConfirmed });
    });
  });
});
