import type { DashboardStats } from '@mx/contract';
import { copRequests, messages } from '../../db/schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { ownResponseTime } from '../leads/response-time.ts';
import { countInbox } from './dashboard-inbox.ts';
import { findInboxOwner } from './dashboard-items.ts';

/** The four tiles of the professional's dashboard ('new' is what is still open) and their response time. */
export async function getDashboardStats(ctx: AppContext, userId: string): Promise<DashboardStats> {
  const owner = await findInboxOwner(ctx.db, userId);
  const [m, c, responseTime] = await Promise.all([
    countInbox(ctx.db, messages, owner.profileId),
    countInbox(ctx.db, copRequests, owner.profileId),
    ownResponseTime(ctx.db, owner.profileId),
  ]);
  return { newMessages: m.open, totalMessages: m.total, newCOPRequests: c.open, totalCOPRequests: c.total, responseTime };
}
