import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountsForAdmins as account } from '../auth/admin-accounts.ts';
import { profilesForAdmins as profile } from '../mxpert/admin-profiles.ts';

/**
 * One license, one listing (docs/decisions/063): for each profile, the names of the other profiles
 * holding the same NMLS ID. Rejected profiles are no listing and do not count.
 */
export async function nmlsAlsoUsedBy(db: Executor, items: { id: string; nmlsId: string }[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>(items.map((i) => [i.id, []]));
  const ids = [...new Set(items.map((i) => i.nmlsId))];
  if (ids.length === 0) return result;
  const holders = await db
    .select({
      id: profile.id,
      nmlsId: profile.nmlsId,
      name: sql<string>`coalesce(nullif(trim(${profile.fullName}), ''), ${account.name})`,
    })
    .from(profile)
    .innerJoin(account, eq(account.id, profile.userId))
    .where(and(inArray(profile.nmlsId, ids), ne(profile.approvalStatus, 'rejected')))
    .orderBy(profile.createdAt);
  for (const item of items) {
    result.set(
      item.id,
      holders.filter((h) => h.nmlsId === item.nmlsId && h.id !== item.id).map((h) => h.name),
    );
  }
  return result;
}
