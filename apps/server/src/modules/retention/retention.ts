import { RETENTION_PERIODS } from '@mx/contract';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog } from '../admin/schema.ts';
import { signInAddresses } from '../auth/schema.ts';
import { emailOutbox } from '../mail/schema.ts';
import { notifications } from '../notifications/schema.ts';
import { supportRequests } from '../support/schema.ts';

/**
 * What the daily retention job deleted: the Privacy Policy's periods (RETENTION_PERIODS), applied
 * on the database's clock.
 */
export interface RetentionResult {
  emails: number;
  supportRequests: number;
  signInAddresses: number;
}

/**
 * Deletes what the Privacy Policy says is kept no longer (docs/decisions/082): outbox rows 30 days
 * after delivery (or after the outbox gave up on them), and support requests two years after they
 * were closed, with the admins' notifications about them and the notes their audit entries carried;
 * sign-in addresses after 30 days.
 * Pending and open items are never touched. Each part is its own statement: a run cut short is
 * finished by the next.
 */
export async function applyRetention(db: Executor): Promise<RetentionResult> {
  const emailCutoff = sql`now() - make_interval(days => ${RETENTION_PERIODS.emailDays})`;
  const emails = await db
    .delete(emailOutbox)
    .where(
      or(
        and(eq(emailOutbox.status, 'sent'), lt(emailOutbox.sentAt, emailCutoff)),
        and(eq(emailOutbox.status, 'dead'), lt(emailOutbox.nextAttemptAt, emailCutoff)),
      ),
    )
    .returning({ id: emailOutbox.id });

  const supportCutoff = sql`now() - make_interval(years => ${RETENTION_PERIODS.closedSupportRequestYears})`;
  const purged = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(supportRequests)
      .where(and(eq(supportRequests.status, 'closed'), lt(supportRequests.closedAt, supportCutoff)))
      .returning({ id: supportRequests.id });
    const ids = rows.map((r) => r.id);
    if (ids.length > 0) {
      await tx
        .delete(notifications)
        .where(and(eq(notifications.type, 'support_request'), inArray(sql`${notifications.metadata}->>'supportRequestId'`, ids)));
      // The trail of who did what stays; the notes it quoted go with the request.
      await tx
        .update(auditLog)
        .set({ metadata: {} })
        .where(and(eq(auditLog.targetType, 'support_request'), inArray(auditLog.targetId, ids)));
    }
    return ids.length;
  });
  const addresses = await db
    .delete(signInAddresses)
    .where(lt(signInAddresses.createdAt, sql`now() - make_interval(days => ${RETENTION_PERIODS.signInAddressDays})`))
    .returning({ id: signInAddresses.id });
  return { emails: emails.length, supportRequests: purged, signInAddresses: addresses.length };
}

/** Deletes every e-mail to the address from the outbox (an account's deletion). */
export async function deleteEmailsTo(db: Executor, address: string): Promise<void> {
  await db.delete(emailOutbox).where(sql`lower(${emailOutbox.toAddress}) = lower(${address})`);
}
