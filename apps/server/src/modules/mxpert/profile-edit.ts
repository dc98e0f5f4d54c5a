import { type MxpertProfileView, PROFILE_TEXT, type ProfileUpdate } from '@mx/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { announceDirectoryChange, clearDirectoryCache } from '../../lib/directory-changes.ts';
import { holdIdentityChanges } from './identity-changes.ts';
import { assertEditable, lockOwnProfile } from './own-profile.ts';
import { loadMxpertProfileView, type ReceivedCounts } from './profile-view.ts';
import { isListedRow } from './public-mxpert.ts';
import { mxpertProfiles } from './schema.ts';

/** The signed-in professional's own profile, as /mxpert/profile shows it, with `received` counting their leads. */
export async function getOwnProfileView(ctx: AppContext, userId: string, received: ReceivedCounts): Promise<MxpertProfileView> {
  const view = await loadMxpertProfileView(ctx.db, eq(mxpertProfiles.userId, userId), received);
  if (!view) throw new AppError('NOT_FOUND', PROFILE_TEXT.notFound);
  return view;
}

/**
 * Changes the given fields of the professional's own profile (one section for PATCH, all for PUT)
 * once onboarding is complete and while no review or rejection locks it.
 */
export async function updateOwnProfile(
  ctx: AppContext,
  userId: string,
  changes: ProfileUpdate,
  received: ReceivedCounts,
): Promise<MxpertProfileView> {
  const { view, listed } = await ctx.db.transaction(async (tx) => {
    const profile = await lockOwnProfile(tx, userId);
    assertEditable(profile, { requireOnboarded: true });
    // An approved professional's new name, NMLS ID or company waits for an admin (decision 062).
    const instant = await holdIdentityChanges(tx, profile, changes);
    await tx
      .update(mxpertProfiles)
      .set({ ...instant, updatedAt: new Date() })
      .where(eq(mxpertProfiles.id, profile.id));
    const view = await loadMxpertProfileView(tx, eq(mxpertProfiles.id, profile.id), received);
    if (!view) throw new Error('profile edit: the locked profile vanished');
    const listed = isListedRow(profile);
    if (listed) await announceDirectoryChange(tx);
    return { view, listed };
  });
  // An approved professional's edit shows in the directory at once; nobody else's changes what it shows.
  if (listed) clearDirectoryCache(ctx);
  return view;
}

/**
 * Pauses or resumes the professional's listing (docs/decisions/060): a pause keeps its first time.
 * Answers the profile's pause time, or undefined when the account has no profile.
 */
export async function setProfilePaused(
  db: Executor,
  userId: string,
  paused: boolean,
): Promise<{ pausedAt: Date | null } | undefined> {
  const [updated] = await db
    .update(mxpertProfiles)
    .set({ pausedAt: paused ? sql`coalesce(${mxpertProfiles.pausedAt}, now())` : null, updatedAt: sql`now()` })
    .where(eq(mxpertProfiles.userId, userId))
    .returning({ pausedAt: mxpertProfiles.pausedAt });
  return updated;
}
