import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { leads } from './schema.ts';
import type { LeadKind } from './tables.ts';

/** How the audit log names a lead it recorded (by the id as text): "From" its sender's name; null once it is gone. */
export function leadAuditName(kind: LeadKind, targetId: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select 'From ' || ${leads.firstName} || ' ' || ${leads.lastName} from ${leads}
    where ${leads.id}::text = ${targetId} and ${leads.kind} = ${kind})`;
}
