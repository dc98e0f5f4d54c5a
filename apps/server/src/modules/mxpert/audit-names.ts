import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accountNameOf } from '../auth/audit-names.ts';
import { mxpertProfiles } from './schema.ts';

const p = mxpertProfiles;

/** The professional's name as the admins read it: the profile's full name, else the account's. */
const displayName = sql`coalesce(nullif(trim(${p.fullName}), ''), ${accountNameOf(p.userId)})`;

/** The professional's name, by the profile id column given (a correlated subquery's); null when there is no such profile. */
export function professionalNameOf(profileId: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select ${displayName} from ${p} where ${p.id} = ${profileId})`;
}

/** How the audit log names a profile it recorded (by the id as text): the professional's name; null once it is gone. */
export function profileAuditName(targetId: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select ${displayName} from ${p} where ${p.id}::text = ${targetId})`;
}
