import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type User, users } from './schema.ts';

/**
 * Changes of an account's own fields: its name, language, password and address (the settings), and
 * the name an admin approves. Each answers the row as it now is, or undefined for no such account.
 */

/** First and last name, and the full name made of them. */
export async function setAccountNames(db: Executor, id: string, names: { firstName: string; lastName: string }) {
  const [updated] = await db
    .update(users)
    .set({
      firstName: names.firstName,
      lastName: names.lastName,
      name: `${names.firstName} ${names.lastName}`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id))
    .returning();
  return updated;
}

/** The full name alone, as an admin approved it on the professional's profile (docs/decisions/103). */
export async function setAccountName(tx: Executor, id: string, name: string): Promise<void> {
  await tx.update(users).set({ name, updatedAt: sql`now()` }).where(eq(users.id, id));
}

/** The language of the account's e-mails and signed-in pages. */
export async function setAccountLocale(db: Executor, id: string, locale: User['locale']) {
  const [updated] = await db.update(users).set({ locale, updatedAt: sql`now()` }).where(eq(users.id, id)).returning();
  return updated;
}

export async function setPasswordHash(tx: Executor, id: string, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id));
}

/** A confirmed new address, verified by its confirmation. */
export async function moveAccountAddress(tx: Executor, id: string, email: string): Promise<void> {
  await tx.update(users).set({ email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(users.id, id));
}

/** Deletes the account (its sessions, tokens and what else it owns go by cascade); false for no such account. */
export async function deleteAccountRow(tx: Executor, id: string): Promise<boolean> {
  const [deleted] = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return !!deleted;
}
