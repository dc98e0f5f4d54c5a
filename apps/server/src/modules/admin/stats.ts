import type { AdminStats } from '@mx/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountsForAdmins as account } from '../auth/admin-accounts.ts';
import { listedProfileAccounts as listed } from '../mxpert/admin-profiles.ts';
import { profileTotals } from '../mxpert/profile-figures.ts';
import { leadTotals } from '../reports/report.ts';

/**
 * The four dashboard tiles. Active professionals are the ones the public directory lists (not paused):
 * approved, onboarded, with an active account. They are counted as the approved and onboarded
 * profiles (an index-only scan) less the few of them whose account is deactivated (a partial
 * index), so no join of every profile with its account is needed.
 */
export async function getAdminStats(db: Executor): Promise<AdminStats> {
  const [profiles, [deactivated], leads] = await Promise.all([
    profileTotals(db),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(account)
      .innerJoin(listed, eq(listed.userId, account.id))
      .where(eq(account.isActive, false)),
    leadTotals(db),
  ]);
  return {
    totalMxperts: profiles.total,
    activeMxperts: profiles.listed - Number(deactivated?.n ?? 0),
    totalMessages: leads.messages,
    totalCOPRequests: leads.copRequests,
  };
}
