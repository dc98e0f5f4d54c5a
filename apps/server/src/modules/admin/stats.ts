import type { AdminStats } from '@mx/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mxpertProfiles, users } from '../../db/schema.ts';
import { inquiryTotals } from '../reports/report.ts';

/**
 * The four dashboard tiles. Active professionals are the ones the public directory lists:
 * approved, onboarded, with an active account.
 */
export async function getAdminStats(db: Executor): Promise<AdminStats> {
  const p = mxpertProfiles;
  const [[mxperts], inquiries] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`(count(*) filter (where ${p.approvalStatus} = 'approved' and ${p.onboardCompleted} and ${users.isActive}))::int`,
      })
      .from(p)
      .innerJoin(users, eq(users.id, p.userId)),
    inquiryTotals(db),
  ]);
  return {
    totalMxperts: Number(mxperts?.total ?? 0),
    activeMxperts: Number(mxperts?.active ?? 0),
    totalMessages: inquiries.messages,
    totalCOPRequests: inquiries.copRequests,
  };
}
