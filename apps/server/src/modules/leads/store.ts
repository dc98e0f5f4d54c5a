import { and, eq, gt, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { copRequests, messages, users } from '../../db/schema.ts';
import type { LeadRef } from './consent.ts';
import { type LeadKind, leadTable } from './tables.ts';

/** Storing a lead and confirming its sender: what the submission asks of the lead tables. */

/** A message's own fields and the ones every lead has, as the submission stores them. */
export type NewMessageLead = PgInsertValue<typeof messages>;
/** A COP request's own fields and the ones every lead has. */
export type NewCopRequestLead = PgInsertValue<typeof copRequests>;

/** The professional the lead stored with this Idempotency-Key went to, if there is one. */
export async function findLeadByKey(db: Executor, kind: LeadKind, key: string): Promise<{ mxpertProfileId: string } | undefined> {
  const table = leadTable(kind);
  const [row] = await db.select({ mxpertProfileId: table.mxpertProfileId }).from(table).where(eq(table.idempotencyKey, key));
  return row;
}

/** Inserts a message, doing nothing on a known Idempotency-Key; answers the lead added, or null. */
export async function insertMessage(tx: Executor, values: NewMessageLead): Promise<LeadRef | null> {
  const rows = await tx
    .insert(messages)
    .values(values)
    .onConflictDoNothing({ target: messages.idempotencyKey })
    .returning({ id: messages.id });
  return rows[0] ? { type: 'message', id: rows[0].id } : null;
}

/** Inserts a COP request, doing nothing on a known Idempotency-Key; answers the lead added, or null. */
export async function insertCopRequest(tx: Executor, values: NewCopRequestLead): Promise<LeadRef | null> {
  const rows = await tx
    .insert(copRequests)
    .values(values)
    .onConflictDoNothing({ target: copRequests.idempotencyKey })
    .returning({ id: copRequests.id });
  return rows[0] ? { type: 'cop_request', id: rows[0].id } : null;
}

/**
 * Marks the lead of a confirmation token confirmed and spends the token, in one statement (of
 * concurrent calls with one token exactly one succeeds), if it is younger than `days`; then links
 * it to the account that holds its address. Answers whether there was such a lead of this kind.
 */
export async function confirmSentLead(tx: Executor, kind: LeadKind, tokenHash: string, days: number): Promise<boolean> {
  const table = leadTable(kind);
  const [row] = await tx
    .update(table)
    .set({ senderConfirmed: true, senderTokenHash: null })
    .where(
      and(
        eq(table.senderTokenHash, tokenHash),
        eq(table.senderConfirmed, false),
        gt(table.createdAt, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .returning({ id: table.id, email: table.email });
  if (!row) return false;
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, row.email));
  if (owner) await tx.update(table).set({ consumerUserId: owner.id }).where(eq(table.id, row.id));
  return true;
}
