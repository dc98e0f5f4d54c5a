import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type LeadKind, leadTable } from './tables.ts';

/** How many leads of a kind the professional (the profile id column of the outer query) received, deleted ones too. */
export function leadCountOf(kind: LeadKind, profileIdColumn: AnyPgColumn): SQL<number> {
  const t = leadTable(kind);
  return sql<number>`(select count(*)::int from ${t} where ${t.mxpertProfileId} = ${profileIdColumn})`;
}
