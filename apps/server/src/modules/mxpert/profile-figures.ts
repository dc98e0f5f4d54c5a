import { and, eq, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { isListedProfile } from './public-mxpert.ts';
import { mxpertProfiles } from './schema.ts';

/** The professionals counted for the admin's dashboard and reports. */

const p = mxpertProfiles;

/** Every profile, and the listed ones (approved, onboarded, not paused): an index-only scan. */
export async function profileTotals(db: Executor): Promise<{ total: number; listed: number }> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int`, listed: sql<number>`(count(*) filter (where ${isListedProfile}))::int` })
    .from(p);
  return { total: Number(row?.total ?? 0), listed: Number(row?.listed ?? 0) };
}

/** Every profile, the new ones since the month's start and since a day, and how many have each decision. */
export async function profileCounts(db: Executor, from: Date, monthStart: Date) {
  // Every column lies in mxpert_profiles_status_idx: an index-only scan.
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      newThisMonth: sql<number>`(count(*) filter (where ${p.createdAt} >= ${monthStart}))::int`,
      newInRange: sql<number>`(count(*) filter (where ${p.createdAt} >= ${from}))::int`,
      approved: sql<number>`(count(*) filter (where ${p.approvalStatus} = 'approved'))::int`,
      pending: sql<number>`(count(*) filter (where ${p.approvalStatus} = 'pending'))::int`,
      rejected: sql<number>`(count(*) filter (where ${p.approvalStatus} = 'rejected'))::int`,
    })
    .from(p);
  return row;
}

/** Each state an approved professional serves, once per professional, as a view (`licensed`, column `state`). */
export const approvedServiceAreas = new QueryBuilder()
  .select({ state: sql<string>`unnest(${p.serviceAreas})`.as('state') })
  .from(p)
  .where(sql`${p.approvalStatus} = 'approved'` as SQL)
  .as('licensed');

/**
 * Companies by number of approved professionals, with their average years of experience. Names are
 * compared as stored (the forms trim them); folding case here would cost four times the query.
 */
export function topCompanies(db: Executor, limit: number) {
  return db
    .select({
      company: sql<string>`${p.companyName}`,
      mxpertCount: sql<number>`count(*)::int`,
      avgExperience: sql<number>`round(avg(${p.yearsExperience}), 1)::float8`,
    })
    .from(p)
    .where(and(eq(p.approvalStatus, 'approved'), sql`${p.companyName} <> ''`))
    .groupBy(p.companyName)
    .orderBy(sql`count(*) desc`, p.companyName)
    .limit(limit);
}
