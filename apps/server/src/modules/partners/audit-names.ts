import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { partners } from './schema.ts';

/** How the audit log names a partner lender it recorded (by the id as text): its name; null once it is gone. */
export function partnerAuditName(targetId: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select ${partners.name} from ${partners} where ${partners.id}::text = ${targetId})`;
}
