import { IDENTITY_FIELDS, type IdentityField, type IdentityValues } from '@mx/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { MxpertProfile } from './schema.ts';
import { profileChanges } from './schema.ts';

/** The professional's side of identity changes: held for the admin's review, and the one pending. */

type IdentityChanges = Partial<Record<IdentityField, string | null | undefined>>;

export const identityOf = (v: Partial<Record<IdentityField, string | null>>): IdentityValues =>
  Object.fromEntries(IDENTITY_FIELDS.map((f) => [f, v[f] ?? null])) as IdentityValues;
const sameIdentity = (a: IdentityValues, b: IdentityValues) => IDENTITY_FIELDS.every((f) => a[f] === b[f]);

/**
 * Re-review of identity (docs/decisions/062). For an approved professional, a change to full name,
 * NMLS ID or company name is not applied: it is held in one pending profile_changes row (a later
 * edit updates it; an edit back to the approved values withdraws it), and the other fields are
 * answered for the caller to save at once. Anyone else's changes pass through whole. Runs in the
 * caller's transaction, with the profile row locked.
 */
export async function holdIdentityChanges<T extends IdentityChanges>(
  tx: Executor,
  profile: MxpertProfile,
  changes: T,
): Promise<Omit<T, IdentityField>> {
  if (profile.approvalStatus !== 'approved') return changes;
  const instant: Record<string, unknown> = { ...changes };
  const touched = IDENTITY_FIELDS.filter((f) => f in changes && changes[f] !== undefined);
  for (const f of IDENTITY_FIELDS) delete instant[f];
  if (touched.length === 0) return instant as Omit<T, IdentityField>;

  const approved = identityOf(profile);
  const [pending] = await tx
    .select()
    .from(profileChanges)
    .where(and(eq(profileChanges.mxpertProfileId, profile.id), eq(profileChanges.status, 'pending')));
  const wanted = { ...(pending ? identityOf(pending.newValues) : approved) };
  for (const f of touched) wanted[f] = changes[f] ?? null;

  if (sameIdentity(wanted, approved)) {
    if (pending) await tx.delete(profileChanges).where(eq(profileChanges.id, pending.id));
  } else if (pending) {
    await tx.update(profileChanges).set({ newValues: wanted, updatedAt: sql`now()` }).where(eq(profileChanges.id, pending.id));
  } else {
    await tx.insert(profileChanges).values({ mxpertProfileId: profile.id, oldValues: approved, newValues: wanted });
  }
  return instant as Omit<T, IdentityField>;
}

/** The pending change of a profile, for its owner's page and the admin detail. */
export async function pendingChangeOf(db: Executor, profileId: string) {
  const [row] = await db
    .select({ id: profileChanges.id, newValues: profileChanges.newValues, createdAt: profileChanges.createdAt })
    .from(profileChanges)
    .where(and(eq(profileChanges.mxpertProfileId, profileId), eq(profileChanges.status, 'pending')));
  return row ? { id: row.id, newValues: identityOf(row.newValues), createdAt: row.createdAt.toISOString() } : null;
}
