import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from './schema.ts';

/**
 * The account's two-factor secret and its state (docs/decisions/075), as the two-factor module sets
 * it up, turns it on and off, and moves the last accepted time step on. Each write answers whether it
 * changed the row: its conditions decide between two requests at once.
 */

/** A new secret, not yet in force; refused (false) once two-factor sign-in is on. */
export async function setUpSecret(db: Executor, userId: string, encryptedSecret: string): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ twoFactorSecret: encryptedSecret, twoFactorLastStep: null, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.twoFactorEnabledAt)))
    .returning({ id: users.id });
  return !!row;
}

/** Two-factor sign-in on, with the secret the first code was checked against (a newer set-up wins nothing). */
export async function enableSecret(tx: Executor, userId: string, encryptedSecret: string): Promise<boolean> {
  const [row] = await tx
    .update(users)
    .set({ twoFactorEnabledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.twoFactorEnabledAt), eq(users.twoFactorSecret, encryptedSecret)))
    .returning({ id: users.id });
  return !!row;
}

/** Secret, enabled time and last step gone. */
export async function clearSecret(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** The time step of an accepted code, if it is newer than the last one with the same secret: a code never works twice. */
export async function advanceLastStep(db: Executor, userId: string, encryptedSecret: string, timeStep: number): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ twoFactorLastStep: timeStep })
    .where(
      and(
        eq(users.id, userId),
        eq(users.twoFactorSecret, encryptedSecret),
        or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, timeStep)),
      ),
    )
    .returning({ id: users.id });
  return !!row;
}
