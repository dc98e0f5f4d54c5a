import { expect } from 'vitest';
import { createMxpert, createUser, guestMessageBody, TEST_PASSWORD } from './factories.ts';
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
