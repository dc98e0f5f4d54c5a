import { expect } from 'vitest';
import { createMxpert, createUser, guestMessageBody, signIn, TEST_PASSWORD, tokenFromEmail } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** The rows of a raw query's result. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A consumer signs up through the API with the address (and TEST_PASSWORD): their verification e-mail is asked for. */
export async function signUpConsumer(t: TestApp, email: string, name: { firstName: string; lastName: string }): Promise<void> {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/register-consumer',
    body: { ...name, email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(201);
}

/**
 * A person makes a consumer account with the address as people do: signs up, opens the verification
 * link of their e-mail and signs in. Answers their session cookie.
 */
export async function signUpVerified(t: TestApp, email: string, name: { firstName: string; lastName: string }): Promise<string> {
  await signUpConsumer(t, email, name);
  await t.queueRequestedMail();
  const token = await tokenFromEmail(t.db, email, '/verify-email');
  expect((await t.request({ method: 'GET', url: `/api/auth/verify-email?token=${token}` })).statusCode).toBe(200);
  return signIn(t, email);
}

/**
 * A guest writes to a new professional with the address of an existing consumer account: its owner
 * is e-mailed a link to confirm they sent it. Returns the owner's address.
 */
export async function guestWritesAsAccountOwner(t: TestApp): Promise<string> {
  const { profile } = await createMxpert(t.db);
  const owner = await createUser(t.db, 'CONSUMER');
  const sent = await t.request({ method: 'POST', url: `/api/messages/${profile.cxid}`, body: guestMessageBody(owner.email) });
  expect(sent.statusCode).toBe(201);
  return owner.email;
}
