import type { ReplySide } from '@mx/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type ConversationParty, ownLeadIds } from './conversation-leads.ts';
import { type ConversationReply, conversationReplies } from './schema.ts';
import type { LeadKind } from './tables.ts';

/**
 * A lead's conversation, its replies (docs/decisions/135): the lead owns these rows, created with it
 * and deleted with it; the conversations module decides who may reply when, and writes and reads
 * them through these functions.
 */

export type { ConversationReply };

/** Every reply of these leads' conversations, both sides', oldest first (a client's data export reads many). */
export async function repliesOfLeads(db: Executor, leadIds: string[]): Promise<ConversationReply[]> {
  const r = conversationReplies;
  return db.select().from(r).where(inArray(r.leadId, leadIds)).orderBy(asc(r.createdAt), asc(r.id));
}

/** Leads by id, each with its kind: a data export names a row's lead under its kind's key. */
export type LeadKinds = Map<string, LeadKind>;

/** A row's lead under the key of its kind, as the data exports name it: messageId or copRequestId. */
export function leadKeysOf(kinds: LeadKinds, leadId: string) {
  const kind = kinds.get(leadId);
  return { messageId: kind === 'message' ? leadId : null, copRequestId: kind === 'cop_request' ? leadId : null };
}

/** The conversations of these leads as a data export holds them: both sides' replies, without their authors' account ids. */
export async function exportConversations(db: Executor, kinds: LeadKinds) {
  if (kinds.size === 0) return [];
  const rows = await repliesOfLeads(db, [...kinds.keys()]);
  return rows.map((row) => ({
    id: row.id,
    ...leadKeysOf(kinds, row.leadId),
    from: row.from,
    body: row.body,
    createdAt: row.createdAt,
    readAt: row.readAt,
  }));
}

/** Every reply of the lead's conversation, oldest first. */
export const repliesOfLead = (db: Executor, leadId: string) => repliesOfLeads(db, [leadId]);

/** The replies one side wrote in the lead's conversation and the other has not read become read now; answers their ids. */
export async function markRepliesReadFrom(db: Executor, leadId: string, from: ReplySide): Promise<{ id: string }[]> {
  return db
    .update(conversationReplies)
    .set({ readAt: sql`now()` })
    .where(and(eq(conversationReplies.leadId, leadId), eq(conversationReplies.from, from), isNull(conversationReplies.readAt)))
    .returning({ id: conversationReplies.id });
}

/** One reply of a lead of the party's own, with the ownership in the query; undefined otherwise. */
export async function findOwnReply(
  db: Executor,
  kind: LeadKind,
  party: ConversationParty,
  leadId: string,
  replyId: string,
): Promise<ConversationReply | undefined> {
  const [row] = await db
    .select()
    .from(conversationReplies)
    .where(
      and(
        eq(conversationReplies.id, replyId),
        eq(conversationReplies.leadId, leadId),
        inArray(conversationReplies.leadId, ownLeadIds(db, kind, party)),
      ),
    );
  return row;
}

/** A new reply in the lead's conversation, by the party's account. */
export async function insertReply(
  tx: Executor,
  reply: { leadId: string; from: ReplySide; authorUserId: string; body: string },
): Promise<ConversationReply> {
  const [row] = await tx.insert(conversationReplies).values(reply).returning();
  if (!row) throw new Error('insertReply: no row');
  return row;
}

/** How many replies one side wrote that the party has not read, per lead of the party's own of a kind. */
export async function unreadRepliesPerLead(db: Executor, kind: LeadKind, party: ConversationParty, from: ReplySide) {
  return db
    .select({ itemId: conversationReplies.leadId, n: sql<number>`count(*)::int` })
    .from(conversationReplies)
    .where(
      and(
        inArray(conversationReplies.leadId, ownLeadIds(db, kind, party)),
        eq(conversationReplies.from, from),
        isNull(conversationReplies.readAt),
      ),
    )
    .groupBy(conversationReplies.leadId);
}
