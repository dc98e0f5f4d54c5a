/**
 * A professional's profile as their account meets it: created with the account at sign-up, and
 * summed up in the signed-in user. The auth module sits below mxpert, so app.ts passes it these two.
 */
import type { CurrentUser } from '@mx/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newCxid } from '../../lib/ids.ts';
import { mxpertProfiles } from './schema.ts';

/** A professional's new profile, with a public id of its own, in the new account's transaction. */
export async function createProfile(
  tx: Executor,
  { userId, fullName, nmlsId }: { userId: string; fullName: string; nmlsId: string },
): Promise<void> {
  await tx.insert(mxpertProfiles).values({ userId, cxid: newCxid(), fullName, nmlsId });
}

/** The profile as the signed-in user shows it (what the layout needs); null when the account has none. */
export async function profileSummaryOf(db: Executor, userId: string): Promise<NonNullable<CurrentUser['mxpert']> | null> {
  const [profile] = await db
    .select({
      cxid: mxpertProfiles.cxid,
      onboardCompleted: mxpertProfiles.onboardCompleted,
      currentStep: mxpertProfiles.currentStep,
      approvalStatus: mxpertProfiles.approvalStatus,
      pausedAt: mxpertProfiles.pausedAt,
    })
    .from(mxpertProfiles)
    .where(eq(mxpertProfiles.userId, userId));
  return profile
    ? {
        cxid: profile.cxid,
        onboardCompleted: profile.onboardCompleted,
        currentStep: profile.currentStep,
        approvalStatus: profile.approvalStatus,
        listingPaused: profile.pausedAt !== null,
      }
    : null;
}
