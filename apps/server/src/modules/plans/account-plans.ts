import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { User } from '../auth/current-user.ts';
import { planOfClient } from './plan-leads.ts';
import { planDocuments, plans } from './schema.ts';

/** The plans of an account: the client's own or the professional's, as its deletion and the client's export find them. */

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

/**
 * The documents of the client's published plans, both sides' (as the client's list shows them): what
 * each is, never its bytes (the plan's download route serves those). A client's data export.
 */
export function clientPlanDocuments(db: Executor, user: Pick<User, 'id'>) {
  const d = planDocuments;
  return db
    .select({
      id: d.id,
      planId: d.planId,
      fileName: d.fileName,
      contentType: d.contentType,
      sizeBytes: d.sizeBytes,
      uploadedBy: d.uploadedBy,
      uploadedAt: d.createdAt,
    })
    .from(d)
    .innerJoin(plans, eq(plans.id, d.planId))
    .where(and(gt(plans.version, 0), planOfClient(user)))
    .orderBy(asc(d.createdAt), asc(d.id));
}
