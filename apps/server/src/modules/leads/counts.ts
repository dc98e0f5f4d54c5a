import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { leads } from './schema.ts';
import type { LeadKind } from './tables.ts';

/** How many leads of a kind the professional (the profile id column of the outer query) received, deleted ones too. */
export function leadCountOf(kind: LeadKind, profileIdColumn: AnyPgColumn): SQL<number> {
  return sql<number>`(select count(*)::int from ${leads} where ${leads.mxpertProfileId} = ${profileIdColumn} and ${leads.kind} = ${kind})`;
}

/** How many messages and COP requests the professional (the profile id column of the outer query) received: the profile view's counts. */
export function receivedLeadCounts(profileIdColumn: AnyPgColumn): { receivedMessages: SQL<number>; copRequests: SQL<number> } {
  return { receivedMessages: leadCountOf('message', profileIdColumn), copRequests: leadCountOf('cop_request', profileIdColumn) };
}
