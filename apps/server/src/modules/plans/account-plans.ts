import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { User } from '../auth/current-user.ts';
import { planOfClient } from '../leads/plan-lead.ts';
import { plans } from './schema.ts';

/** The plans of an account that is being deleted: the client's own, or the professional's. */

/** The ids of the plans grown out of the client's own leads. */
export async function clientPlanIds(tx: Executor, user: Pick<User, 'id'>): Promise<string[]> {
  const rows = await tx.select({ id: plans.id }).from(plans).where(planOfClient(user));
  return rows.map((p) => p.id);
}

/** The ids of the plans a professional's profile made. */
export async function professionalPlanIds(tx: Executor, profileId: string): Promise<string[]> {
  const rows = await tx.select({ id: plans.id }).from(plans).where(eq(plans.mxpertProfileId, profileId));
  return rows.map((p) => p.id);
}
