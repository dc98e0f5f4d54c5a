import type { IdentityField } from '@mx/contract';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type MxpertProfile, mxpertProfiles } from './schema.ts';

/**
 * A professional's standing as the admins decide it: approved, rejected, suspended, reinstated, and
 * an approved identity change applied. Each is one conditional UPDATE in the caller's transaction:
 * of two decisions at the same moment exactly one changes the row, and it answers the row as it now
 * is (undefined when the condition did not hold).
 */

const p = mxpertProfiles;

/**
 * Approved: a pending profile whose onboarding is complete and whose account is active (the
 * caller's condition on the profile's account column, auth's).
 */
export async function approveProfile(
  tx: Executor,
  id: string,
  activeAccount: (userId: AnyColumn) => SQL,
): Promise<MxpertProfile | undefined> {
  const [profile] = await tx
    .update(p)
    .set({ approvalStatus: 'approved', approvedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(p.id, id), eq(p.approvalStatus, 'pending'), eq(p.onboardCompleted, true), activeAccount(p.userId)))
    .returning();
  return profile;
}

/** Rejected with the reason: a pending profile, onboarded or not. */
export async function rejectProfile(tx: Executor, id: string, reason: string): Promise<MxpertProfile | undefined> {
  const [profile] = await tx
    .update(p)
    .set({ approvalStatus: 'rejected', rejectedAt: sql`now()`, rejectionReason: reason, updatedAt: sql`now()` })
    .where(and(eq(p.id, id), eq(p.approvalStatus, 'pending')))
    .returning();
  return profile;
}

/** An approved profile suspended with the reason, or a suspended one approved again (its reason gone). */
export async function changeProfileStanding(
  tx: Executor,
  id: string,
  to: 'suspended' | 'approved',
  reason: string | null,
): Promise<MxpertProfile | undefined> {
  const suspending = to === 'suspended';
  const [profile] = await tx
    .update(p)
    .set({
      approvalStatus: to,
      suspendedAt: suspending ? sql`now()` : null,
      suspensionReason: suspending ? reason : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(p.id, id), eq(p.approvalStatus, suspending ? 'approved' : 'suspended')))
    .returning();
  return profile;
}

/** An approved identity change written to the profile: the fields it holds, and the NMLS ID. */
export async function applyIdentityChange(
  tx: Executor,
  id: string,
  applied: Partial<Record<IdentityField, string | null>> & { nmlsId: string },
): Promise<void> {
  await tx
    .update(p)
    .set({ ...applied, updatedAt: sql`now()` })
    .where(eq(p.id, id));
}
