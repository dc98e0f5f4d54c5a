import type { ApprovalStatus, ReplySide } from '@mx/contract';
import type { Locale } from '@mx/contract/i18n/locale';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { accountsWithActiveFlag as account } from '../auth/accounts.ts';
import type { User } from '../auth/current-user.ts';
import { profilesWithApprovalStatus as profile } from '../mxpert/profiles.ts';
import { sentBy } from './client-leads.ts';
import { toRecipient } from './items.ts';
import { LEAD_NOT_FOUND } from './kinds.ts';
import { type CopRequest, leads, type Message } from './schema.ts';
import { byKind, type LeadKind, ofKind } from './tables.ts';

/** What a lead's conversation asks of the lead: whose it is, and what a reply changes on it. */

/** Who is asking: the professional the lead went to, or its sender (a consumer account). */
export interface ConversationParty {
  side: ReplySide;
  user: User;
}

/**
 * The party's own leads: the professional's by their profile (joined as `profile`) and not
 * deleted from their inbox (docs/decisions/084), the consumer's as their lists find them.
 */
function ownedBy(kind: LeadKind, party: ConversationParty): SQL {
  return party.side === 'mxpert'
    ? (and(ofKind(kind), eq(profile.userId, party.user.id), isNull(leads.hiddenByMxpertAt)) as SQL)
    : (and(ofKind(kind), sentBy(party.user)) as SQL);
}

export interface OwnLead {
  row: Message | CopRequest;
  recipient: ReturnType<typeof toRecipient>;
  mxpertUserId: string;
  mxpertEmail: string;
  mxpertActive: boolean;
  approvalStatus: ApprovalStatus;
  /** The professional's language: their e-mails are written in it. */
  mxpertLocale: Locale;
}

/** One lead the party is on, with its professional (locked for update when asked); another's id is not found (404). */
export async function findOwnLead(
  db: Executor,
  kind: LeadKind,
  party: ConversationParty,
  id: string,
  lock = false,
): Promise<OwnLead> {
  const query = db
    .select({
      row: leads,
      // The recipient's columns (`toRecipient`) from the views this query joins for the professional's standing.
      cxid: profile.cxid,
      photo: profile.photo,
      companyName: profile.companyName,
      mxpertName: account.name,
      mxpertUserId: account.id,
      mxpertEmail: account.email,
      mxpertActive: account.isActive,
      approvalStatus: profile.approvalStatus,
      mxpertLocale: account.locale,
    })
    .from(leads)
    .innerJoin(profile, eq(profile.id, leads.mxpertProfileId))
    .innerJoin(account, eq(account.id, profile.userId))
    .where(and(eq(leads.id, id), ownedBy(kind, party)));
  const [found] = lock ? await query.for('update', { of: leads }) : await query;
  if (!found) throw new AppError('NOT_FOUND', LEAD_NOT_FOUND[kind]);
  const { row, mxpertUserId, mxpertEmail, mxpertActive, approvalStatus, mxpertLocale, ...recipient } = found;
  return {
    row: byKind(row),
    recipient: toRecipient(recipient),
    mxpertUserId,
    mxpertEmail,
    mxpertActive,
    approvalStatus,
    mxpertLocale,
  };
}

/** The ids of the party's own leads of a kind, as a subquery (for `in`). */
export function ownLeadIds(db: Executor, kind: LeadKind, party: ConversationParty) {
  return db
    .select({ id: leads.id })
    .from(leads)
    .innerJoin(profile, eq(profile.id, leads.mxpertProfileId))
    .where(ownedBy(kind, party));
}

/** Whether the lead is the party's own. */
export async function isOwnLead(db: Executor, kind: LeadKind, party: ConversationParty, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .innerJoin(profile, eq(profile.id, leads.mxpertProfileId))
    .where(and(eq(leads.id, id), ownedBy(kind, party)));
  return row !== undefined;
}

/**
 * The professional answered the lead (docs/decisions/056): its first reply's moment is kept, which
 * the response time counts and the 24-hour reminder checks.
 */
export async function markFirstReply(tx: Executor, id: string): Promise<void> {
  await tx
    .update(leads)
    .set({ firstReplyAt: sql`coalesce(${leads.firstReplyAt}, now())` })
    .where(eq(leads.id, id));
}

/** A client's reply to a closed lead opens it again. */
export async function reopenLead(tx: Executor, id: string): Promise<void> {
  await tx.update(leads).set({ status: 'open', updatedAt: sql`now()` }).where(eq(leads.id, id));
}
