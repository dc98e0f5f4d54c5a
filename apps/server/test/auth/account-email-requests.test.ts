import { TEXT } from '@mx/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { accountEmailRequests, emailOutbox } from '../../src/db/schema.ts';
import { createUser, uniqueEmail } from '../helpers/factories.ts';
import { buildTestApp, randomIp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-db.ts';

/**
 * Forgot-password and resend-verification do the same work for an address with an account and one
 * without: the same statements, with parameters of the same kinds, and the same answer. The e-mail
 * follows from the outbox worker.
 */

interface Statement {
  query: string;
  params: string[];
}

let recording: Statement[] | null = null;
const kindOf = (value: unknown) => (value === null ? 'null' : value instanceof Date ? 'date' : typeof value);

let database: DatabaseHandle;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase({
    onQuery: (query, params) => recording?.push({ query, params: params.map(kindOf) }),
  });
  t = await buildTestApp({ database });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

/** The answer to one request and every statement it ran. */
async function workOf(url: string, email: string) {
  const statements: Statement[] = [];
  recording = statements;
  try {
    const res = await t.request({ method: 'POST', url, body: { email }, ip: randomIp() });
    return { status: res.statusCode, body: res.json(), statements };
  } finally {
    recording = null;
  }
}

describe.each([
  {
    url: '/api/auth/forgot-password',
    answer: TEXT.forgotPasswordSent,
    subject: 'Reset your MortgageXperts password',
    account: () => createUser(t.db, 'CONSUMER'),
  },
  {
    url: '/api/auth/resend-verification',
    answer: TEXT.verificationResent,
    subject: 'Confirm your MortgageXperts email address',
    account: () => createUser(t.db, 'CONSUMER', { verified: false }),
  },
])('POST $url', ({ url, answer, subject, account }) => {
  it('does the same work for an address with an account and one without', async () => {
    const user = await account();
    const stranger = uniqueEmail('stranger');

    const known = await workOf(url, user.email);
    const unknown = await workOf(url, stranger);

    expect(known.status).toBe(200);
    expect(known.body).toEqual({ message: answer });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ message: answer });
    expect(known.statements.length).toBeGreaterThan(0);
    expect(known.statements).toEqual(unknown.statements);
  });

  it('e-mails the account once the outbox worker runs, and no one for an unknown address', async () => {
    const user = await account();
    const stranger = uniqueEmail('stranger');
    for (const email of [user.email, stranger]) await workOf(url, email);
    // Nothing is sent on the request path.
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email))).toEqual([]);

    await t.deliverMail();

    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(mails.map((m) => m.subject)).toEqual([subject]);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, stranger))).toEqual([]);
    for (const email of [user.email, stranger]) {
      expect(await t.db.select().from(accountEmailRequests).where(eq(accountEmailRequests.email, email))).toEqual([]);
    }
  });
});
