import type { InboxCounts, InboxFilter } from '@mx/contract';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { recordAudit } from '../audit/record.ts';
import { exportConversations } from './conversation-replies.ts';
import { findInboxOwner, type InboxOwner } from './inbox-owner.ts';
import { type LeadItemOf, toLeadItem } from './items.ts';
import { LEAD_NOT_FOUND } from './kinds.ts';
import type { PlanIdsOfLeads } from './plan-lead.ts';
import { type Lead, leads } from './schema.ts';
import { countOpenAndAll, type LeadKind, ofKind } from './tables.ts';

/**
 * The professional's inboxes, one per kind of lead: every query is filtered by the owner's profile
 * id, so anyone else's item is simply not found (404), and leaves out what the professional deleted
 * (hidden_by_mxpert_at, docs/decisions/084).
 */

/** An item of the professional's own inbox, with their notes. */
function toInboxItem<K extends LeadKind>(row: Lead, owner: InboxOwner): LeadItemOf[K] {
  return toLeadItem<K>(row, owner.mxpertProfile, { withNotes: true });
}

/** The items of one kind of a professional's inbox: theirs and not deleted by them. */
function inInbox(kind: LeadKind, profileId: string): SQL | undefined {
  return and(eq(leads.mxpertProfileId, profileId), ofKind(kind), isNull(leads.hiddenByMxpertAt));
}

/** Open and closed totals of one inbox. */
export async function countInbox(db: Executor, kind: LeadKind, profileId: string) {
  const { total, open } = await countOpenAndAll(db, inInbox(kind, profileId));
  return { total, open, closed: total - open };
}

function ownItems(kind: LeadKind, profileId: string, filter: InboxFilter): SQL | undefined {
  return and(inInbox(kind, profileId), filter === 'all' ? undefined : eq(leads.status, filter));
}

function selectRows(db: Executor, where: SQL | undefined, limit: number, offset = 0) {
  return db.select().from(leads).where(where).orderBy(desc(leads.createdAt), desc(leads.id)).limit(limit).offset(offset);
}

/** The professional's items with the plan each lead has (null before one is started): the card's Start or Open plan. */
async function withPlanIds<Item>(db: Executor, planIdsOfLeads: PlanIdsOfLeads, items: Item[]): Promise<Item[]> {
  const own = items as Array<Item & { id: string }>;
  const planIds = await planIdsOfLeads(
    db,
    own.map((item) => item.id),
  );
  return own.map((item) => ({ ...item, planId: planIds.get(item.id) ?? null }));
}

export interface InboxPage<Item> {
  items: Item[];
  page: number;
  totalPages: number;
  totalCount: number;
  counts: InboxCounts;
}

/** One page of an inbox, newest first, with the totals of both tabs. */
export async function listInboxPage<K extends LeadKind>(
  ctx: AppContext,
  kind: K,
  userId: string,
  opts: { filter: InboxFilter; page: number; limit: number },
  planIdsOfLeads: PlanIdsOfLeads,
): Promise<InboxPage<LeadItemOf[K]>> {
  const owner = await findInboxOwner(ctx.db, userId);
  const totals = await countInbox(ctx.db, kind, owner.profileId);
  const totalCount = opts.filter === 'all' ? totals.total : totals[opts.filter];
  const rows = await selectRows(ctx.db, ownItems(kind, owner.profileId, opts.filter), opts.limit, (opts.page - 1) * opts.limit);
  return {
    items: await withPlanIds(
      ctx.db,
      planIdsOfLeads,
      rows.map((row) => toInboxItem<K>(row, owner)),
    ),
    page: opts.page,
    totalPages: Math.max(1, Math.ceil(totalCount / opts.limit)),
    totalCount,
    counts: { open: totals.open, closed: totals.closed },
  };
}

/** The newest items of an inbox, whatever their status (the dashboard's recent lists). */
export async function listRecentInbox<K extends LeadKind>(
  ctx: AppContext,
  kind: K,
  userId: string,
  limit: number,
  planIdsOfLeads: PlanIdsOfLeads,
) {
  const owner = await findInboxOwner(ctx.db, userId);
  const rows = await selectRows(ctx.db, ownItems(kind, owner.profileId, 'all'), limit);
  return withPlanIds(
    ctx.db,
    planIdsOfLeads,
    rows.map((row) => toInboxItem<K>(row, owner)),
  );
}

/**
 * Every lead of both inboxes as the professional's inbox shows it (their notes too, not the ones they
 * deleted), oldest first, with each conversation's replies of both sides: the professional's data
 * export (docs/decisions/059). Found by the owner's profile inside the query, as the inbox is.
 */
export async function exportInbox(db: Executor, userId: string) {
  const owner = await findInboxOwner(db, userId);
  // Each inbox by the rule its list and counts use.
  const allOf = (kind: LeadKind) =>
    db.select().from(leads).where(inInbox(kind, owner.profileId)).orderBy(asc(leads.createdAt), asc(leads.id));
  const [messageRows, requestRows] = await Promise.all([allOf('message'), allOf('cop_request')]);
  const kinds = new Map([...messageRows, ...requestRows].map((row) => [row.id, row.kind]));
  return {
    messages: messageRows.map((row) => toInboxItem<'message'>(row, owner)),
    copRequests: requestRows.map((row) => toInboxItem<'cop_request'>(row, owner)),
    conversationReplies: await exportConversations(db, kinds),
  };
}

/** The Manage dialog: a new status and/or notes on one of the professional's own items. */
export async function updateInboxItem<K extends LeadKind>(
  ctx: AppContext,
  {
    kind,
    userId,
    id,
    changes,
  }: {
    kind: K;
    userId: string;
    id: string;
    changes: { status?: 'open' | 'closed' | undefined; mxpertNotes?: string | null | undefined };
  },
): Promise<LeadItemOf[K]> {
  const owner = await findInboxOwner(ctx.db, userId);
  const [row] = await ctx.db
    .update(leads)
    .set({
      ...(changes.status !== undefined ? { status: changes.status } : {}),
      ...(changes.mxpertNotes !== undefined ? { mxpertNotes: changes.mxpertNotes } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(leads.id, id), inInbox(kind, owner.profileId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', LEAD_NOT_FOUND[kind]);
  return toInboxItem<K>(row, owner);
}

/**
 * Marks one of the professional's own leads 'Contacted by phone' (docs/decisions/104): the lead counts
 * as answered from that moment (response time, waiting leads, the reminder). Set once: marking it
 * again keeps the first moment and answers the item as it is.
 */
export async function markContactedByPhone<K extends LeadKind>(
  ctx: AppContext,
  { kind, userId, id }: { kind: K; userId: string; id: string },
): Promise<LeadItemOf[K]> {
  const owner = await findInboxOwner(ctx.db, userId);
  const [row] = await ctx.db
    .update(leads)
    .set({ phoneContactedAt: sql`coalesce(${leads.phoneContactedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(leads.id, id), inInbox(kind, owner.profileId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', LEAD_NOT_FOUND[kind]);
  return toInboxItem<K>(row, owner);
}

/**
 * Deletes one of the professional's own items from their inbox, and records who did it in the audit
 * log. The row and its conversation stay (docs/decisions/084): the client keeps their right to review
 * and their conversation, the consent record stays whole, and the admins still see it.
 */
export async function deleteInboxItem(ctx: AppContext, { kind, userId, id }: { kind: LeadKind; userId: string; id: string }) {
  const owner = await findInboxOwner(ctx.db, userId);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(leads)
      .set({ hiddenByMxpertAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(leads.id, id), inInbox(kind, owner.profileId)))
      .returning({ id: leads.id, createdAt: leads.createdAt });
    if (!row) throw new AppError('NOT_FOUND', LEAD_NOT_FOUND[kind]);
    await recordAudit(tx, {
      actorId: userId,
      action: `${kind}.deleted` as const,
      targetType: kind,
      targetId: row.id,
      metadata: { mxpertProfileId: owner.profileId, receivedAt: row.createdAt.toISOString() },
    });
  });
}
