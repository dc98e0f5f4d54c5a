import { ACCOUNT_TEXT, PROFILE_TEXT } from '@mx/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { announceDirectoryChange, clearDirectoryCache } from '../../lib/directory-changes.ts';
import { setProfilePaused } from '../mxpert/profile-edit.ts';

/**
 * The professional pauses or resumes their own listing (docs/decisions/060). Paused, the profile
 * is out of everything that decides "listed" (schema.ts LISTED, public-mxpert.ts isListedProfile):
 * the directory, the sitemap, the public profile and new leads, which answer 404 like an unknown
 * profile. This instance's directory answers are dropped at once; other instances' within
 * DIRECTORY_CACHE_SECONDS, like every other listing change (docs/decisions/047).
 */
export async function setListingPaused(
  ctx: AppContext,
  userId: string,
  paused: boolean,
): Promise<{ paused: boolean; message: string }> {
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await setProfilePaused(tx, userId, paused);
    if (updated) await announceDirectoryChange(tx);
    return updated;
  });
  if (!row) throw new AppError('NOT_FOUND', PROFILE_TEXT.notFound);
  clearDirectoryCache(ctx);
  return { paused: row.pausedAt !== null, message: paused ? ACCOUNT_TEXT.listingPaused : ACCOUNT_TEXT.listingResumed };
}
