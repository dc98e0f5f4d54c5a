import type { CopRequestItem, InquiryStatus, MessageItem } from '@mx/contract';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { copRequests, messages, mxpertProfiles, type User, users } from '../../db/schema.ts';
import { recipientColumns, toCopRequestItem, toMessageItem, toRecipient } from './items.ts';
import { countOpenAndAll, LEAD_KINDS, type LeadKind, leadTable } from './tables.ts';
import { waitingFor } from './unclaimed.ts';

/** What a sender sees of their own items: everything but the professional's working notes. */
const SENDER_VIEW = { withNotes: false };

/**
 * What a consumer sent: signed in, confirmed from the e-mail, or claimed in their account after
 * they confirmed it there (their user id, every time). A guest item sent with their address before
 * the account existed joins it only once they confirm it (unclaimed.ts, docs/decisions/099); until
 * then it is in none of their lists. Nobody else's, ever.
 */
export function sentBy(user: Pick<User, 'id'>, table: typeof messages | typeof copRequests): SQL {
  return eq(table.consumerUserId, user.id);
}

export async function listOwnMessages(
  db: Executor,
  user: User,
  opts: { status?: InquiryStatus; limit: number },
): Promise<MessageItem[]> {
  const rows = await db
    .select({ row: messages, ...recipientColumns })
    .from(messages)
    .innerJoin(mxpertProfiles, eq(mxpertProfiles.id, messages.mxpertProfileId))
    .innerJoin(users, eq(users.id, mxpertProfiles.userId))
    .where(and(sentBy(user, messages), opts.status ? eq(messages.status, opts.status) : undefined))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(opts.limit);
  return rows.map(({ row, ...m }) => toMessageItem(row, toRecipient(m), SENDER_VIEW));
}

export async function listOwnCopRequests(
  db: Executor,
  user: User,
  opts: { status?: InquiryStatus; limit: number },
): Promise<CopRequestItem[]> {
  const rows = await db
    .select({ row: copRequests, ...recipientColumns })
    .from(copRequests)
    .innerJoin(mxpertProfiles, eq(mxpertProfiles.id, copRequests.mxpertProfileId))
    .innerJoin(users, eq(users.id, mxpertProfiles.userId))
    .where(and(sentBy(user, copRequests), opts.status ? eq(copRequests.status, opts.status) : undefined))
    .orderBy(desc(copRequests.createdAt), desc(copRequests.id))
    .limit(opts.limit);
  return rows.map(({ row, ...m }) => toCopRequestItem(row, toRecipient(m), SENDER_VIEW));
}

/** How many of the consumer's items there are: all of them, and the open ones. */
export async function countOwn(db: Executor, user: User, kind: LeadKind): Promise<{ total: number; open: number }> {
  return countOpenAndAll(db, kind, (table) => sentBy(user, table));
}

export async function countOwnWithStatus(db: Executor, user: User, kind: LeadKind, status: InquiryStatus): Promise<number> {
  const table = leadTable(kind);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(and(sentBy(user, table), eq(table.status, status)));
  return Number(row?.n ?? 0);
}

/**
 * The consumer's newest item sent to the professional with this CXID, whichever table it is in:
 * what the profile links to as their conversation. Only their own items (their user id); null when none.
 */
export async function newestConversationWith(
  db: Executor,
  user: User,
  cxid: string,
): Promise<{ kind: 'message' | 'request'; id: string } | null> {
  const profile = sql`(select ${mxpertProfiles.id} from ${mxpertProfiles} where ${mxpertProfiles.cxid} = ${cxid})`;
  const newest = (table: typeof messages | typeof copRequests) =>
    db
      .select({ id: table.id, createdAt: table.createdAt })
      .from(table)
      .where(and(sentBy(user, table), sql`${table.mxpertProfileId} = ${profile}`))
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(1);
  const [[message], [request]] = await Promise.all([newest(messages), newest(copRequests)]);
  if (message && (!request || message.createdAt >= request.createdAt)) return { kind: 'message', id: message.id };
  return request ? { kind: 'request', id: request.id } : null;
}

/**
 * The deletion of a consumer's account (docs/decisions/059): the leads they sent stay with the
 * professionals who received them, detached (no account id) and marked so that no account lists
 * them, and so are the guest leads still waiting for the owner of the address (decision 099).
 */
export async function detachClientLeads(tx: Executor, user: User): Promise<void> {
  for (const kind of LEAD_KINDS) {
    const table = leadTable(kind);
    await tx
      .update(table)
      .set({ consumerUserId: null, senderDeletedAt: sql`coalesce(${table.senderDeletedAt}, now())` })
      .where(or(sentBy(user, table), waitingFor(user, table)));
  }
}
