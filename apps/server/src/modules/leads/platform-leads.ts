import type { CopRequestItem, MessageItem } from '@mx/contract';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { copRequests, messages, mxpertProfiles, users } from '../../db/schema.ts';
import { recipientColumns, toCopRequestItem, toMessageItem, toRecipient } from './items.ts';

/** The admin's lists show every field, the professional's notes included. */
const ADMIN_VIEW = { withNotes: true };

/** The newest messages of the whole platform, with the professional each went to. */
export async function listRecentMessages(db: Executor, limit: number): Promise<MessageItem[]> {
  const rows = await db
    .select({ message: messages, ...recipientColumns })
    .from(messages)
    .innerJoin(mxpertProfiles, eq(mxpertProfiles.id, messages.mxpertProfileId))
    .innerJoin(users, eq(users.id, mxpertProfiles.userId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.map(({ message, ...r }) => toMessageItem(message, toRecipient(r), ADMIN_VIEW));
}

/** The newest Credit Optimization Plan requests of the whole platform. */
export async function listRecentCopRequests(db: Executor, limit: number): Promise<CopRequestItem[]> {
  const rows = await db
    .select({ request: copRequests, ...recipientColumns })
    .from(copRequests)
    .innerJoin(mxpertProfiles, eq(mxpertProfiles.id, copRequests.mxpertProfileId))
    .innerJoin(users, eq(users.id, mxpertProfiles.userId))
    .orderBy(desc(copRequests.createdAt), desc(copRequests.id))
    .limit(limit);
  return rows.map(({ request, ...r }) => toCopRequestItem(request, toRecipient(r), ADMIN_VIEW));
}
