import { RETENTION_PERIODS } from '@mx/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clearAuditNotes } from '../audit/record.ts';
import { deleteSignInAddressesBefore } from '../auth/login.ts';
import { deleteFinishedEmailsBefore } from '../mail/outbox.ts';
import { deleteSupportRequestNotifications } from '../notifications/notify.ts';
import { deleteClosedSupportRequestsBefore } from '../support/admin-inbox.ts';

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
  const emails = await deleteFinishedEmailsBefore(db, sql`now() - make_interval(days => ${RETENTION_PERIODS.emailDays})`);

  const supportCutoff = sql`now() - make_interval(years => ${RETENTION_PERIODS.closedSupportRequestYears})`;
  const purged = await db.transaction(async (tx) => {
    const ids = await deleteClosedSupportRequestsBefore(tx, supportCutoff);
    if (ids.length > 0) {
      await deleteSupportRequestNotifications(tx, ids);
      // The trail of who did what stays; the notes it quoted go with the request.
      await clearAuditNotes(tx, 'support_request', ids);
    }
    return ids.length;
  });
  const addresses = await deleteSignInAddressesBefore(
    db,
    sql`now() - make_interval(days => ${RETENTION_PERIODS.signInAddressDays})`,
  );
  return { emails, supportRequests: purged, signInAddresses: addresses };
}
