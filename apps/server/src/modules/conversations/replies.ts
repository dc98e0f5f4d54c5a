import { CONVERSATION_TEXT, type ReplyItem, type ReplySide, type UnreadCounts } from '@mx/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { publishLiveChange } from '../../lib/live-changes.ts';
import {
  type ConversationParty,
  findOwnLead,
  isOwnLead,
  markFirstReply,
  type OwnLead,
  reopenLead,
} from '../leads/conversation-leads.ts';
import {
  type ConversationReply,
  findOwnReply,
  insertReply,
  markRepliesReadFrom,
  repliesOfLead,
  unreadRepliesPerLead,
} from '../leads/conversation-replies.ts';
import { toLeadItem } from '../leads/items.ts';
import { conversationPath, LEAD_NOUN } from '../leads/kinds.ts';
import { leadClientToTell } from '../leads/lead-client.ts';
import type { PlanIdsOfLeads } from '../leads/plan-lead.ts';
import type { Lead, LeadKind } from '../leads/tables.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { assertCanActAsProfessional } from '../mxpert/own-profile.ts';
import { notifyUser } from '../notifications/notify.ts';
import { markLeadNotificationsRead } from '../notifications/service.ts';
import { clientAccountId, scheduleReviewInvitation } from '../reviews/invitation.ts';
import { replyToConsumerEmail, replyToMxpertEmail } from './reply-emails.ts';

/** The two kinds of item a conversation follows: a lead's. */
export type ConversationKind = LeadKind;

export type { ConversationParty };

const otherSide = (side: ReplySide): ReplySide => (side === 'mxpert' ? 'consumer' : 'mxpert');

export function toReplyItem(row: ConversationReply): ReplyItem {
  return {
    id: row.id,
    from: row.from,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

const senderName = (row: Lead) => `${row.firstName} ${row.lastName}`.trim();

/**
 * GET …/replies: the item heading the conversation (the professional's with its lead's plan, from
 * `planIdsOfLeads`), the other side's name, and every reply oldest first.
 */
export async function getConversation(
  db: Executor,
  kind: ConversationKind,
  party: ConversationParty,
  id: string,
  planIdsOfLeads: PlanIdsOfLeads,
) {
  const own = await findOwnLead(db, kind, party, id);
  const rows = await repliesOfLead(db, id);
  const item = toLeadItem(own.row, own.recipient, { withNotes: party.side === 'mxpert' });
  if (party.side === 'mxpert') {
    // The professional's conversation offers Start or Open plan.
    const planIds = await planIdsOfLeads(db, [id]);
    item.planId = planIds.get(id) ?? null;
  }
  return {
    item,
    counterpart: { name: party.side === 'mxpert' ? senderName(own.row) : own.recipient.user.name },
    replies: rows.map(toReplyItem),
  };
}

/**
 * POST …/replies/read: the other side's unread replies become read now, and so do the reader's bell
 * items about the lead (the new lead, the replies); answers how many replies.
 */
export async function markRepliesRead(
  db: Executor,
  kind: ConversationKind,
  party: ConversationParty,
  id: string,
): Promise<number> {
  const own = await findOwnLead(db, kind, party, id);
  await markLeadNotificationsRead(db, party.user.id, id);
  const marked = await markRepliesReadFrom(db, id, otherSide(party.side));
  if (marked.length > 0) {
    // The reader's counts drop in their other windows; the other side's conversation shows "Seen".
    const other = party.side === 'mxpert' ? consumerAccountOf(own.row) : own.mxpertUserId;
    const users = other ? [party.user.id, other] : [party.user.id];
    await publishLiveChange(db, { type: 'read', users, kind, itemId: id, side: party.side });
  }
  return marked.length;
}

/**
 * One reply of a conversation the party is on, with the ownership in the query (the event streams load a
 * reply this way for each stream); null when the conversation is not theirs or the reply not in it.
 */
export async function findReply(
  db: Executor,
  kind: ConversationKind,
  party: ConversationParty,
  itemId: string,
  replyId: string,
): Promise<ReplyItem | null> {
  const row = await findOwnReply(db, kind, party, itemId, replyId);
  return row ? toReplyItem(row) : null;
}

/** Whether the conversation is the party's own (the event streams check it before telling them it was read). */
export async function isOwnConversation(
  db: Executor,
  kind: ConversationKind,
  party: ConversationParty,
  itemId: string,
): Promise<boolean> {
  return isOwnLead(db, kind, party, itemId);
}

export interface AddReplyInput {
  kind: ConversationKind;
  itemId: string;
  party: ConversationParty;
  /** As typed; the route has checked its trimmed length. */
  body: string;
  /** The web app's address, for the links in the e-mail. */
  publicUrl: string;
  /** How long after the professional's first reply its client is invited to review them (docs/decisions/067). */
  reviewInvitationSeconds: number;
}

/**
 * Adds a reply, in one transaction with what follows from it: the professional's first reply sets
 * first_reply_at (the response time, and what stops the 24-hour reminder) and, when the client has an
 * account, queues the invitation to review them; a client's reply to a closed item reopens it; the
 * other side gets an e-mail (outbox) and, with an account, a notification.
 */
export async function addReply(db: Executor, input: AddReplyInput): Promise<ReplyItem> {
  const { kind, itemId, party } = input;
  return db.transaction(async (tx) => {
    const own = await findOwnLead(tx, kind, party, itemId, true);
    if (party.side === 'mxpert') {
      // A suspended professional reads their leads but does not answer them (docs/decisions/061).
      assertCanActAsProfessional(own);
      if (!own.mxpertActive || !party.user.isActive || own.approvalStatus === 'rejected') {
        throw new AppError('CONFLICT', CONVERSATION_TEXT.cannotReply);
      }
    } else if (own.row.hiddenByMxpertAt) {
      // The client keeps the conversation (and their right to review) but cannot write into a deleted one.
      throw new AppError('CONFLICT', CONVERSATION_TEXT.removedByProfessional);
    }
    const reply = await insertReply(tx, { leadId: itemId, from: party.side, authorUserId: party.user.id, body: input.body });

    if (party.side === 'mxpert') {
      await markFirstReply(tx, itemId);
      // The item is locked: of two first replies at once, the second sees the first's first_reply_at.
      // A guest without an account is not invited, not even once they own the conversation later.
      if (own.row.firstReplyAt === null && (await clientAccountId(tx, own.row))) {
        await scheduleReviewInvitation(tx, { kind, id: itemId }, input.reviewInvitationSeconds);
      }
      const consumerId = await tellConsumer(tx, input, own);
      await announceReply(tx, input, reply, consumerId ? [party.user.id, consumerId] : [party.user.id]);
    } else {
      const reopened = own.row.status === 'closed';
      if (reopened) await reopenLead(tx, itemId);
      await tellMxpert(tx, input, own, reopened);
      await announceReply(tx, input, reply, [party.user.id, own.mxpertUserId]);
    }
    return toReplyItem(reply);
  });
}

/** Both parties' open conversations (the author's other windows too) receive the reply once it commits. */
function announceReply(tx: Executor, input: AddReplyInput, reply: ConversationReply, users: string[]) {
  return publishLiveChange(tx, {
    type: 'reply',
    users,
    kind: input.kind,
    itemId: input.itemId,
    replyId: reply.id,
    from: input.party.side,
  });
}

async function tellMxpert(tx: Executor, input: AddReplyInput, own: OwnLead, reopened: boolean) {
  const name = senderName(own.row);
  const link = conversationPath(input.kind, 'mxpert', own.row.id);
  // A suspended or rejected professional gets no e-mail alert (docs/decisions/083), only the notification.
  if (own.approvalStatus === 'approved') {
    await enqueueEmail(
      tx,
      own.mxpertEmail,
      replyToMxpertEmail({
        authorName: name,
        kind: input.kind,
        body: input.body,
        locale: own.mxpertLocale,
        clientLocale: own.row.locale,
        mxpertName: own.recipient.user.name,
        reopened,
        conversationUrl: `${input.publicUrl}${link}`,
      }),
    );
  }
  await notifyUser(tx, own.mxpertUserId, {
    type: 'new_reply',
    title: CONVERSATION_TEXT.replied(name),
    message: reopened
      ? `${name} replied and their ${LEAD_NOUN[input.kind]} is active again.`
      : `${name} replied to their ${LEAD_NOUN[input.kind]}.`,
    metadata: { senderName: name, kind: input.kind, itemId: own.row.id, reopened, link },
    text: {
      title: { id: 'answers.notice.replied', values: { name } },
      message: {
        id: reopened ? 'answers.notice.repliedAndReopened' : 'answers.notice.repliedToTheirs',
        values: { name, kind: input.kind },
      },
    },
  });
}

/**
 * The account the reply reaches on the client's side: the one the item belongs to (sent signed in,
 * or a guest item its owner confirmed), as the consumer lists match them. A guest item not yet
 * confirmed reaches its address only.
 */
function consumerAccountOf(row: Lead): string | null {
  return row.consumerUserId;
}

/**
 * The client's e-mail and, with an account, notification; answers that account's id. Nobody is told
 * once the client deleted their account or an admin deactivated it; an account's e-mail goes to its
 * current address in its language, a guest's to the lead's (docs/decisions/139).
 */
async function tellConsumer(tx: Executor, input: AddReplyInput, own: OwnLead): Promise<string | null> {
  const client = await leadClientToTell(tx, own.row);
  if (!client) return null;
  const mxpertName = own.recipient.user.name;
  const link = conversationPath(input.kind, 'consumer', own.row.id);
  const { accountId } = client;
  const common = {
    authorName: mxpertName,
    kind: input.kind,
    body: input.body,
    // A client with an account reads their chosen language; a guest, the language they wrote in.
    locale: client.locale,
    firstName: client.firstName,
    publicUrl: input.publicUrl,
  };
  const content =
    client.accountId === null
      ? replyToConsumerEmail({ ...common, hasAccount: false, email: client.email, lastName: client.lastName })
      : replyToConsumerEmail({ ...common, hasAccount: true, conversationUrl: `${input.publicUrl}${link}` });
  await enqueueEmail(tx, client.email, content);
  if (accountId) {
    await notifyUser(tx, accountId, {
      type: 'new_reply',
      title: CONVERSATION_TEXT.replied(mxpertName),
      message: `${mxpertName} replied to your ${LEAD_NOUN[input.kind]}.`,
      metadata: { mxpertName, kind: input.kind, itemId: own.row.id, link },
      text: {
        title: { id: 'answers.notice.replied', values: { name: mxpertName } },
        message: { id: 'answers.notice.repliedToYours', values: { name: mxpertName, kind: input.kind } },
      },
    });
  }
  return accountId;
}

/** How many unread replies an item list may name (the cards marked); the count is always whole. */
const UNREAD_IDS_MAX = 500;

async function unreadOf(db: Executor, kind: ConversationKind, party: ConversationParty) {
  const rows = await unreadRepliesPerLead(db, kind, party, otherSide(party.side));
  return {
    count: rows.reduce((sum, r) => sum + Number(r.n), 0),
    itemIds: rows.slice(0, UNREAD_IDS_MAX).map((r) => r.itemId),
  };
}

/** The caller's unread replies (the other side's), per kind and in all. */
export async function unreadCounts(db: Executor, party: ConversationParty): Promise<UnreadCounts> {
  const [messagesUnread, requestsUnread] = await Promise.all([
    unreadOf(db, 'message', party),
    unreadOf(db, 'cop_request', party),
  ]);
  return { messages: messagesUnread, requests: requestsUnread, total: messagesUnread.count + requestsUnread.count };
}
