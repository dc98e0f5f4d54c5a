import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type CopRequest, copRequests, type Message, messages } from '../../db/schema.ts';

/**
 * The lead tables, seen only inside this module: a lead is a message or a COP request. Every
 * other module asks for leads by kind through this module's functions, so the two tables becoming
 * one changes this module only.
 */

/** A lead's kind: a message or a COP request. */
export type LeadKind = 'message' | 'cop_request';

export const LEAD_KINDS: readonly LeadKind[] = ['message', 'cop_request'];

/** The columns both tables share, under one type (the queries read and write only those). */
export type LeadTable = typeof messages;

/** The table of a kind, typed by the columns both share. */
export function leadTable(kind: LeadKind): LeadTable {
  return (kind === 'message' ? messages : copRequests) as unknown as LeadTable;
}

/** A lead's row, whichever its kind. */
export type LeadRow = Message | CopRequest;

/** How many leads of a kind match, all of them and the open ones. */
export async function countOpenAndAll(db: Executor, kind: LeadKind, where: (table: LeadTable) => SQL | undefined) {
  const table = leadTable(kind);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where ${table.status} = 'open'))::int`,
    })
    .from(table)
    .where(where(table));
  return { total: Number(row?.total ?? 0), open: Number(row?.open ?? 0) };
}
