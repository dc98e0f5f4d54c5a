import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../auth/accounts.ts';
import { profiles } from '../mxpert/profiles.ts';
import type { Plan } from './schema.ts';

/** The professional's name as their client knows it, for a query joining the profile and its account. */
export const professionalName = sql<string>`coalesce(${profiles.fullName}, ${accounts.name})`;

/** The professional's name as their client knows it. */
export async function professionalOf(tx: Executor, plan: Plan): Promise<{ userId: string; name: string }> {
  const [row] = await tx
    .select({ userId: accounts.id, name: professionalName })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.userId))
    .where(eq(profiles.id, plan.mxpertProfileId));
  if (!row) throw new Error('professionalOf: no profile');
  return row;
}
