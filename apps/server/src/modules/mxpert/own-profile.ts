import { ADMIN_OPS_TEXT, ONBOARDING_TEXT, PROFILE_TEXT } from '@mx/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { accounts } from '../auth/accounts.ts';
import { type MxpertProfile, mxpertProfiles } from './schema.ts';

/** The signed-in professional's profile row and account e-mail; 404 when the account has none. */
export async function findOwnProfile(db: Executor, userId: string): Promise<{ profile: MxpertProfile; email: string }> {
  const [row] = await db
    .select({ profile: mxpertProfiles, email: accounts.email })
    .from(mxpertProfiles)
    .innerJoin(accounts, eq(accounts.id, mxpertProfiles.userId))
    .where(eq(mxpertProfiles.userId, userId));
  if (!row) throw new AppError('NOT_FOUND', PROFILE_TEXT.notFound);
  return row;
}

/** The profile row, locked until the caller's transaction ends, so two saves cannot interleave. */
export async function lockOwnProfile(tx: Executor, userId: string): Promise<MxpertProfile> {
  const [profile] = await tx.select().from(mxpertProfiles).where(eq(mxpertProfiles.userId, userId)).for('update');
  if (!profile) throw new AppError('NOT_FOUND', PROFILE_TEXT.notFound);
  return profile;
}

/**
 * Who may change their profile (docs/decisions/022-review-lock.md): nobody while an admin reviews it
 * (onboarding complete, approval pending), nobody once rejected; the profile page only after onboarding.
 */
export function assertEditable(profile: MxpertProfile, opts: { requireOnboarded: boolean }): void {
  if (profile.approvalStatus === 'rejected') throw new AppError('CONFLICT', ONBOARDING_TEXT.rejected);
  assertCanActAsProfessional(profile);
  if (profile.onboardCompleted && profile.approvalStatus === 'pending') {
    throw new AppError('CONFLICT', ONBOARDING_TEXT.underReview);
  }
  if (opts.requireOnboarded && !profile.onboardCompleted) throw new AppError('CONFLICT', PROFILE_TEXT.completeOnboardingFirst);
}

/**
 * Whether the professional may act (reply to a lead, edit the profile): not while an admin has
 * suspended them (docs/decisions/061). A suspended professional may still sign in and read.
 * Callers answer 409 with ADMIN_OPS_TEXT.suspendedCannotAct, or call assertCanActAsProfessional.
 */
export function canActAsProfessional(profile: Pick<MxpertProfile, 'approvalStatus'>): boolean {
  return profile.approvalStatus !== 'suspended';
}

/** 409 with the suspension sentence when the professional may not act. */
export function assertCanActAsProfessional(profile: Pick<MxpertProfile, 'approvalStatus'>): void {
  if (!canActAsProfessional(profile)) throw new AppError('CONFLICT', ADMIN_OPS_TEXT.suspendedCannotAct);
}

/** The id of the account's profile, as a subquery for a condition of another module's query. */
export function profileIdOfUser(userId: SQL | string): SQL {
  return sql`(select ${mxpertProfiles.id} from ${mxpertProfiles} where ${mxpertProfiles.userId} = ${userId})`;
}

/** The account of the profile, as a subquery for a condition of another module's query. */
export function userIdOfProfile(profileId: SQL | string): SQL {
  return sql`(select ${mxpertProfiles.userId} from ${mxpertProfiles} where ${mxpertProfiles.id} = ${profileId})`;
}

/** The profile's columns its owner's forms may set (not its id, account or CXID). */
export type ProfileValues = Partial<Omit<typeof mxpertProfiles.$inferInsert, 'id' | 'userId' | 'cxid'>>;

/** Writes the values to the profile (locked by the caller's transaction); answers the row after. */
export async function updateOwnProfile(
  db: Executor,
  profileId: string,
  values: ProfileValues,
): Promise<MxpertProfile | undefined> {
  const [after] = await db.update(mxpertProfiles).set(values).where(eq(mxpertProfiles.id, profileId)).returning();
  return after;
}
