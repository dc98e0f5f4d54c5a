import type { Executor } from '../../db/client.ts';
import { pendingChangeOf } from './identity-changes.ts';
import { findOwnProfile } from './own-profile.ts';

/**
 * The signed-in professional's profile as stored, and the change of their identity fields waiting for
 * an admin's review if there is one: their data export (docs/decisions/059). Every column (each field
 * they edit, the public CXID, the approval status with its dates and the reasons the product told
 * them, the listing pause) but the review figures the database keeps from the reviews: the export
 * holds the reviews themselves. 404 without a profile.
 */
export async function exportOwnProfile(db: Executor, userId: string) {
  const { profile } = await findOwnProfile(db, userId);
  const {
    reviewCount: _count,
    ratingSum: _sum,
    rating1: _1,
    rating2: _2,
    rating3: _3,
    rating4: _4,
    rating5: _5,
    pointsSum: _points,
    pointsCount: _pointsCount,
    ratingAverage: _average,
    ...stored
  } = profile;
  return { profile: stored, pendingProfileChange: await pendingChangeOf(db, profile.id) };
}
