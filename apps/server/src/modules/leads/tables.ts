import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type CopRequest, type Lead, leads, type Message } from './schema.ts';

/**
 * The lead table, seen only inside this module (docs/decisions/125): a lead is a message or a COP
 * request, one row of `leads` with its kind. Every other module asks for leads by kind through this
 * module's functions.
 */

/** A row of `leads`, for the modules above that are handed one. */
export type { Lead };

/** A lead's kind: a message or a COP request. */
export type LeadKind = Lead['kind'];

/** The leads of one kind. */
export function ofKind(kind: LeadKind): SQL {
  return eq(leads.kind, kind);
}

/**
 * A row of `leads` typed by its kind, so that a check of `kind` tells its own columns: the table's
 * checks (leads_message_check, leads_cop_request_check) set each kind's own columns.
 */
export const byKind = (row: Lead): Message | CopRequest => row as Message | CopRequest;

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
