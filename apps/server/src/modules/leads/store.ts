import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../auth/accounts.ts';
import type { LeadRef } from './consent.ts';
import { leads } from './schema.ts';
import { type LeadKind, ofKind } from './tables.ts';

/** Storing a lead and confirming its sender: what the submission asks of the lead table. */

/** A lead's fields as the submission stores them: the ones every lead has and its kind's own. */
export type NewLead = Omit<typeof leads.$inferInsert, 'kind' | 'consentRecordedAt'>;

/** The professional the lead of this kind stored with this Idempotency-Key went to, if there is one. */
export async function findLeadByKey(db: Executor, kind: LeadKind, key: string): Promise<{ mxpertProfileId: string } | undefined> {
  const [row] = await db
    .select({ mxpertProfileId: leads.mxpertProfileId })
    .from(leads)
    .where(and(ofKind(kind), eq(leads.idempotencyKey, key)));
  return row;
}

/**
 * Inserts a lead, its consent recorded now (the consent record is written in the same transaction),
 * doing nothing on a known Idempotency-Key of its kind; answers the lead added, or null.
 */
export async function insertLead(tx: Executor, kind: LeadKind, values: NewLead): Promise<LeadRef | null> {
  const rows = await tx
    .insert(leads)
    .values({ ...values, kind, consentRecordedAt: sql`now()` })
    .onConflictDoNothing({ target: [leads.kind, leads.idempotencyKey] })
    .returning({ id: leads.id });
  return rows[0] ? { type: kind, id: rows[0].id } : null;
}

/**
 * Marks the lead of a confirmation token confirmed and spends the token, in one statement (of
 * concurrent calls with one token exactly one succeeds), if it is younger than `days`; then links
 * it to the account that holds its address. Answers the kind of the lead confirmed, or null.
 */
export async function confirmSentLead(tx: Executor, tokenHash: string, days: number): Promise<LeadKind | null> {
  const [row] = await tx
    .update(leads)
    .set({ senderConfirmed: true, senderTokenHash: null })
    .where(
      and(
        eq(leads.senderTokenHash, tokenHash),
        eq(leads.senderConfirmed, false),
        gt(leads.createdAt, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .returning({ id: leads.id, email: leads.email, kind: leads.kind });
  if (!row) return null;
  const [owner] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, row.email));
  if (owner) await tx.update(leads).set({ consumerUserId: owner.id }).where(eq(leads.id, row.id));
  return row.kind;
}
