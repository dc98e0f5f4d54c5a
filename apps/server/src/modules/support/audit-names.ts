import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { supportRequests } from './schema.ts';

/** How the audit log names a support request it recorded (by the id as text): its sender's name; null once it is gone. */
export function supportRequestAuditName(targetId: AnyPgColumn): SQL<string | null> {
  return sql<
    string | null
  >`(select ${supportRequests.name} from ${supportRequests} where ${supportRequests.id}::text = ${targetId})`;
}
