import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type LeadKind, leadTable } from './tables.ts';

/** How the audit log names a lead it recorded (by the id as text): "From" its sender's name; null once it is gone. */
export function leadAuditName(kind: LeadKind, targetId: AnyPgColumn): SQL<string | null> {
  const t = leadTable(kind);
  const name = sql`'From ' || ${t.firstName} || ' ' || ${t.lastName}`;
  return sql<string | null>`(select ${name} from ${t} where ${t.id}::text = ${targetId})`;
}
