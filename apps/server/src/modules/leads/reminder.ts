import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { activeAccounts } from '../auth/accounts.ts';
import { enqueueItemJob, JOBS, parseItemJob } from '../jobs/queue.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { leadReminderMessage } from '../mail/templates.ts';
import { approvedProfiles, profiles } from '../mxpert/profiles.ts';
import { conversationPath } from './kinds.ts';
import { leads } from './schema.ts';
import type { LeadKind } from './tables.ts';

export type { LeadKind };

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
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(leads)
      .set({ reminderSentAt: sql`now()` })
      .where(
        and(
          eq(leads.id, lead.id),
          eq(leads.kind, lead.kind),
          isNull(leads.reminderSentAt),
          isNull(leads.firstReplyAt),
          // A lead the professional marked contacted by phone is answered (docs/decisions/104).
          isNull(leads.phoneContactedAt),
          // A lead whose plan was published to the client is answered too (docs/decisions/136).
          isNull(leads.planPublishedAt),
          isNull(leads.hiddenByMxpertAt),
          eq(leads.status, 'open'),
          inArray(leads.mxpertProfileId, tx.select({ id: approvedProfiles.id }).from(approvedProfiles)),
        ),
      )
      .returning({ mxpertProfileId: leads.mxpertProfileId, firstName: leads.firstName, lastName: leads.lastName });
    if (!claimed) return false;
    const [mxpert] = await tx
      .select({
        email: activeAccounts.email,
        firstName: activeAccounts.firstName,
        lastName: activeAccounts.lastName,
        fullName: profiles.fullName,
        locale: activeAccounts.locale,
      })
      .from(profiles)
      .innerJoin(activeAccounts, eq(activeAccounts.id, profiles.userId))
      .where(eq(profiles.id, claimed.mxpertProfileId));
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
        url: `${publicUrl}${conversationPath(lead.kind, 'mxpert', lead.id)}`,
        locale: mxpert.locale,
      }),
    );
    return true;
  });
}
