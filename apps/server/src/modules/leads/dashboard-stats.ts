import type { DashboardStats } from '@mx/contract';
import type { AppContext } from '../../lib/context.ts';
import { countInbox } from './inbox.ts';
import { findInboxOwner } from './inbox-owner.ts';
import { ownResponseTime } from './response-time.ts';

/** The four tiles of the professional's dashboard ('new' is what is still open) and their response time. */
export async function getDashboardStats(ctx: AppContext, userId: string): Promise<DashboardStats> {
  const owner = await findInboxOwner(ctx.db, userId);
  const [m, c, responseTime] = await Promise.all([
    countInbox(ctx.db, 'message', owner.profileId),
    countInbox(ctx.db, 'cop_request', owner.profileId),
    ownResponseTime(ctx.db, owner.profileId),
  ]);
  return { newMessages: m.open, totalMessages: m.total, newCOPRequests: c.open, totalCOPRequests: c.total, responseTime };
}
