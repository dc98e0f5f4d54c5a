import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../auth/schema.ts';
import { mxpertProfiles } from '../mxpert/schema.ts';

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
      id: mxpertProfiles.id,
      nmlsId: mxpertProfiles.nmlsId,
      name: sql<string>`coalesce(nullif(trim(${mxpertProfiles.fullName}), ''), ${users.name})`,
    })
    .from(mxpertProfiles)
    .innerJoin(users, eq(users.id, mxpertProfiles.userId))
    .where(and(inArray(mxpertProfiles.nmlsId, ids), ne(mxpertProfiles.approvalStatus, 'rejected')))
    .orderBy(mxpertProfiles.createdAt);
  for (const item of items) {
    result.set(
      item.id,
      holders.filter((h) => h.nmlsId === item.nmlsId && h.id !== item.id).map((h) => h.name),
    );
  }
  return result;
}
