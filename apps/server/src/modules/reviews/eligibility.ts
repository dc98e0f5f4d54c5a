import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { conversationReplies, copRequests, messages, type User } from '../../db/schema.ts';
import { sentBy } from '../consumer/own-inquiries.ts';

/**
 * Who may review a professional: a verified consumer who sent them a message or a COP
 * request ("sent by" exactly as the consumer's own lists decide it) in whose conversation the
 * professional replied at least once.
 */
export function repliedConversationWith(user: User, mxpertProfileId: string): SQL {
  const replied = (table: typeof messages | typeof copRequests, column: AnyPgColumn) =>
    sql`exists (select 1 from ${table} where ${and(eq(table.mxpertProfileId, mxpertProfileId), sentBy(user, table))}
      and exists (select 1 from ${conversationReplies} where ${column} = ${table.id} and ${conversationReplies.from} = 'mxpert'))`;
  return sql`(${replied(messages, conversationReplies.messageId)} or ${replied(copRequests, conversationReplies.copRequestId)})`;
}

export async function mayReview(db: Executor, user: User, mxpertProfileId: string): Promise<boolean> {
  if (user.role !== 'CONSUMER' || !user.emailVerifiedAt) return false;
  const result = (await db.execute(sql`select ${repliedConversationWith(user, mxpertProfileId)} as ok`)) as unknown as {
    rows: { ok: boolean }[];
  };
  return Boolean(result.rows[0]?.ok);
}
