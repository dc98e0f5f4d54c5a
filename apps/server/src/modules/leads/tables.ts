import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type CopRequest, type Lead, leads, type Message } from '../../db/schema.ts';

/**
 * The lead table, seen only inside this module (docs/decisions/125): a lead is a message or a COP
 * request, one row of `leads` with its kind. Every other module asks for leads by kind through this
 * module's functions.
 */

/** A lead's kind: a message or a COP request. */
export type LeadKind = Lead['kind'];

export const LEAD_KINDS: readonly LeadKind[] = ['message', 'cop_request'];

/** The leads of one kind. */
export function ofKind(kind: LeadKind): SQL {
  return eq(leads.kind, kind);
}

/** A lead's row, whichever its kind. */
export type LeadRow = Lead;

/** A row of kind 'message' as a message (its own columns are set: leads_message_check). */
export const asMessage = (row: Lead): Message => row as Message;
/** A row of kind 'cop_request' as a COP request (leads_cop_request_check). */
export const asCopRequest = (row: Lead): CopRequest => row as CopRequest;

/** How many leads match, all of them and the open ones. */
export async function countOpenAndAll(db: Executor, where: SQL | undefined) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where ${leads.status} = 'open'))::int`,
    })
    .from(leads)
    .where(where);
  return { total: Number(row?.total ?? 0), open: Number(row?.open ?? 0) };
}
