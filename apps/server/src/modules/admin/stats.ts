import type { AdminStats } from '@mx/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../auth/schema.ts';
import { isListedProfile } from '../mxpert/public-mxpert.ts';
import { mxpertProfiles } from '../mxpert/schema.ts';
import { inquiryTotals } from '../reports/report.ts';

/**
 * The four dashboard tiles. Active professionals are the ones the public directory lists (not paused):
 * approved, onboarded, with an active account. They are counted as the approved and onboarded
 * profiles (an index-only scan) less the few of them whose account is deactivated (a partial
 * index), so no join of every profile with its account is needed.
 */
export async function getAdminStats(db: Executor): Promise<AdminStats> {
  const p = mxpertProfiles;
  const listed = isListedProfile;
  const [[profiles], [deactivated], inquiries] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int`, listed: sql<number>`(count(*) filter (where ${listed}))::int` }).from(p),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .innerJoin(p, eq(p.userId, users.id))
      .where(and(eq(users.isActive, false), listed)),
    inquiryTotals(db),
  ]);
  return {
    totalMxperts: Number(profiles?.total ?? 0),
    activeMxperts: Number(profiles?.listed ?? 0) - Number(deactivated?.n ?? 0),
    totalMessages: inquiries.messages,
    totalCOPRequests: inquiries.copRequests,
  };
}
