import { paths } from '@mx/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { copRequests, messages, mxpertProfiles, users } from '../../db/schema.ts';
import { enqueueJob, JOBS } from '../jobs/queue.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { leadReminderMessage } from '../mail/templates.ts';

/** A lead: a message or a COP request. */
export type LeadKind = 'message' | 'cop_request';

const LEADS = {
  message: { table: messages, noun: 'message', threadPath: paths.mxpert.messages },
  cop_request: { table: copRequests, noun: 'Credit Optimization Plan request', threadPath: paths.mxpert.copRequests },
} as const;

/**
 * Queues the lead's reminder in the transaction that stores the lead (docs/decisions/055): it exists
 * exactly when the lead does, due `delaySeconds` later, one per lead (singleton key).
 */
export async function scheduleLeadReminder(tx: Executor, kind: LeadKind, id: string, delaySeconds: number): Promise<void> {
  await enqueueJob(tx, JOBS.leadReminder, { kind, id }, { startAfterSeconds: delaySeconds, singletonKey: `${kind}:${id}` });
}

function parseLead(data: unknown): { kind: LeadKind; id: string } | null {
  const d = data as { kind?: unknown; id?: unknown } | null;
  if (!d || (d.kind !== 'message' && d.kind !== 'cop_request') || typeof d.id !== 'string') return null;
  return { kind: d.kind, id: d.id };
}

/**
 * The reminder job. One transaction claims the reminder (reminder_sent_at is set only while it is
 * empty, the lead is open and has no reply) and queues the e-mail only when it did: a second run, a
 * second instance or a retry after a crash finds it claimed and sends nothing. Answers whether an
 * e-mail was queued.
 */
export async function sendLeadReminder(
  db: Database,
  publicUrl: string,
  reminderSeconds: number,
  data: unknown,
): Promise<boolean> {
  const lead = parseLead(data);
  if (!lead) return false;
  const { table, noun, threadPath } = LEADS[lead.kind];
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(table)
      .set({ reminderSentAt: sql`now()` })
      .where(and(eq(table.id, lead.id), isNull(table.reminderSentAt), isNull(table.firstReplyAt), eq(table.status, 'open')))
      .returning({ mxpertProfileId: table.mxpertProfileId, firstName: table.firstName, lastName: table.lastName });
    if (!claimed) return false;
    const [mxpert] = await tx
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, fullName: mxpertProfiles.fullName })
      .from(mxpertProfiles)
      .innerJoin(users, eq(users.id, mxpertProfiles.userId))
      .where(and(eq(mxpertProfiles.id, claimed.mxpertProfileId), eq(users.isActive, true)));
    // A deactivated account gets no e-mail; the claim stays, so none is sent later either.
    if (!mxpert) return false;
    await enqueueEmail(
      tx,
      mxpert.email,
      leadReminderMessage({
        mxpertName: mxpert.fullName ?? `${mxpert.firstName} ${mxpert.lastName}`,
        senderName: `${claimed.firstName} ${claimed.lastName}`,
        noun,
        hours: Math.round(reminderSeconds / 3600),
        url: `${publicUrl}${threadPath}/${lead.id}`,
      }),
    );
    return true;
  });
}
