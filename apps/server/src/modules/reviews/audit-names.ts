import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accountNameOf } from '../auth/audit-names.ts';
import { professionalNameOf } from '../mxpert/audit-names.ts';
import { reviews } from './schema.ts';

/** How the audit log names a review it recorded (by the id as text): "author on professional"; null once it is gone. */
export function reviewAuditName(targetId: AnyPgColumn): SQL<string | null> {
  return sql<
    string | null
  >`(select ${accountNameOf(reviews.consumerUserId)} || ' on ' || ${professionalNameOf(reviews.mxpertProfileId)}
    from ${reviews} where ${reviews.id}::text = ${targetId})`;
}
