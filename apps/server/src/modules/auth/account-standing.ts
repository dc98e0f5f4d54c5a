import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type User, users } from './schema.ts';

/**
 * Whether an account may sign in: deactivated by an admin (with the reason), by a professional's
 * rejection (without one), and active again. Each runs in the caller's transaction and answers the
 * row as it now is.
 */

/** Deactivated; an admin's reason is kept, a rejection's deactivation leaves the reason as it was. */
export async function deactivateAccount(tx: Executor, id: string, reason?: string): Promise<User | undefined> {
  const [updated] = await tx
    .update(users)
    .set({ isActive: false, ...(reason === undefined ? {} : { deactivationReason: reason }), updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return updated;
}

/** Active again, without a reason. */
export async function reactivateAccount(tx: Executor, id: string): Promise<User | undefined> {
  const [updated] = await tx
    .update(users)
    .set({ isActive: true, deactivationReason: null, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return updated;
}
