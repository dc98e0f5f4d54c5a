import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/** The account's name, by the id column given (a correlated subquery's); null when there is no such account. */
export function accountNameOf(userId: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${userId})`;
}

/** How the audit log names an account it recorded (by the id as text): its name, or "Deleted account" once it is gone. */
export function accountAuditName(targetId: AnyPgColumn): SQL<string> {
  return sql<string>`coalesce((select ${users.name} from ${users} where ${users.id}::text = ${targetId}), 'Deleted account')`;
}
