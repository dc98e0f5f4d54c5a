import type { CopRequestItem, MessageItem } from '@mx/contract';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { leads, mxpertProfiles, users } from '../../db/schema.ts';
import { recipientColumns, toCopRequestItem, toMessageItem, toRecipient } from './items.ts';
import { asCopRequest, asMessage, type LeadKind, ofKind } from './tables.ts';

/** The admin's lists show every field, the professional's notes included. */
const ADMIN_VIEW = { withNotes: true };

/** The newest leads of a kind of the whole platform, with the professional each went to. */
function newestLeads(db: Executor, kind: LeadKind, limit: number) {
  return db
    .select({ row: leads, ...recipientColumns })
    .from(leads)
    .innerJoin(mxpertProfiles, eq(mxpertProfiles.id, leads.mxpertProfileId))
    .innerJoin(users, eq(users.id, mxpertProfiles.userId))
    .where(ofKind(kind))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
}

/** The newest messages of the whole platform. */
export async function listRecentMessages(db: Executor, limit: number): Promise<MessageItem[]> {
  const rows = await newestLeads(db, 'message', limit);
  return rows.map(({ row, ...r }) => toMessageItem(asMessage(row), toRecipient(r), ADMIN_VIEW));
}

/** The newest Credit Optimization Plan requests of the whole platform. */
export async function listRecentCopRequests(db: Executor, limit: number): Promise<CopRequestItem[]> {
  const rows = await newestLeads(db, 'cop_request', limit);
  return rows.map(({ row, ...r }) => toCopRequestItem(asCopRequest(row), toRecipient(r), ADMIN_VIEW));
}
