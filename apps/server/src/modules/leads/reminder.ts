import { paths } from '@mx/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { leads, mxpertProfiles, users } from '../../db/schema.ts';
import { enqueueItemJob, type ItemJob, JOBS, parseItemJob } from '../jobs/queue.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { leadReminderMessage } from '../mail/templates.ts';

/** A lead: a message or a COP request. */
export type LeadKind = ItemJob['kind'];

const THREAD_PATHS = { message: paths.mxpert.messages, cop_request: paths.mxpert.copRequests } as const;

/**
 * Queues the lead's reminder in the transaction that stores the lead (docs/decisions/055): it exists
 * exactly when the lead does, due `delaySeconds` later, one per lead (singleton key).
 */
export async function scheduleLeadReminder(tx: Executor, kind: LeadKind, id: string, delaySeconds: number): Promise<void> {
  await enqueueItemJob(tx, JOBS.leadReminder, { kind, id }, delaySeconds);
}

/**
 * The reminder job. One transaction claims the reminder (reminder_sent_at is set only while it is
 * empty, the lead is open, not deleted and has no reply, and its professional is approved: a suspended or rejected
 * one gets none, docs/decisions/083) and queues the e-mail only when it did: a second run, a
 * second instance or a retry after a crash finds it claimed and sends nothing. Answers whether an
 * e-mail was queued.
 */
export async function sendLeadReminder(
  db: Database,
  publicUrl: string,
  reminderSeconds: number,
  data: unknown,
): Promise<boolean> {
  const lead = parseItemJob(data);
  if (!lead) return false;
  const threadPath = THREAD_PATHS[lead.kind];
  const table = leads;
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(table)
      .set({ reminderSentAt: sql`now()` })
      .where(
        and(
          eq(table.id, lead.id),
          eq(table.kind, lead.kind),
          isNull(table.reminderSentAt),
          isNull(table.firstReplyAt),
          // A lead the professional marked contacted by phone is answered (docs/decisions/104).
          isNull(table.phoneContactedAt),
          isNull(table.hiddenByMxpertAt),
          eq(table.status, 'open'),
          inArray(
            table.mxpertProfileId,
            tx.select({ id: mxpertProfiles.id }).from(mxpertProfiles).where(eq(mxpertProfiles.approvalStatus, 'approved')),
          ),
        ),
      )
      .returning({ mxpertProfileId: table.mxpertProfileId, firstName: table.firstName, lastName: table.lastName });
    if (!claimed) return false;
    const [mxpert] = await tx
      .select({
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        fullName: mxpertProfiles.fullName,
        locale: users.locale,
      })
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
        kind: lead.kind,
        hours: Math.round(reminderSeconds / 3600),
        url: `${publicUrl}${threadPath}/${lead.id}`,
        locale: mxpert.locale,
      }),
    );
    return true;
  });
}
