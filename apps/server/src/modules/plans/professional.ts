import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../auth/schema.ts';
import { mxpertProfiles } from '../mxpert/schema.ts';
import type { Plan } from './schema.ts';

/** The professional's name as their client knows it. */
export async function professionalOf(tx: Executor, plan: Plan): Promise<{ userId: string; name: string }> {
  const [row] = await tx
    .select({ userId: users.id, name: sql<string>`coalesce(${mxpertProfiles.fullName}, ${users.name})` })
    .from(mxpertProfiles)
    .innerJoin(users, eq(users.id, mxpertProfiles.userId))
    .where(eq(mxpertProfiles.id, plan.mxpertProfileId));
  if (!row) throw new Error('professionalOf: no profile');
  return row;
}
