import type { NotificationType } from '@mx/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { StoredSentence } from '../../lib/i18n.ts';
import { publishLiveChange } from '../../lib/live-changes.ts';
import { activeAdminIds } from '../auth/accounts.ts';
import { notifications } from './schema.ts';

export interface NotificationInput {
  type: NotificationType;
  /** The title and message in English, as stored and as an English reader reads them. */
  title: string;
  message: string;
  metadata?: Record<string, unknown>;
  /**
   * The same title and message by their catalogue keys and values: stored with the row, they are read in
   * the reader's language (decision 130). Without them every reader reads the English.
   */
  text?: { title: StoredSentence; message: StoredSentence };
}

/** The row's metadata: the caller's, and the texts' keys under `text`. */
function metadataOf(input: NotificationInput): Record<string, unknown> {
  return input.text ? { ...input.metadata, text: input.text } : (input.metadata ?? {});
}

export async function notifyUser(db: Executor, userId: string, input: NotificationInput): Promise<void> {
  const { text: _text, ...row } = input;
  await db.insert(notifications).values({ userId, ...row, metadata: metadataOf(input) });
  await publishLiveChange(db, { type: 'notification', users: [userId] });
}

/** One notification for every active admin, in the caller's transaction. */
export async function notifyAdmins(db: Executor, input: NotificationInput): Promise<void> {
  const admins = await activeAdminIds(db);
  if (admins.length === 0) return;
  const { text: _text, ...row } = input;
  await db.insert(notifications).values(admins.map((a) => ({ userId: a.id, ...row, metadata: metadataOf(input) })));
  await publishLiveChange(db, { type: 'notification', users: admins.map((a) => a.id) });
}

/** The admins' notice of a professional's sign-up, in the new account's transaction. */
export async function notifyAdminsOfNewProfessional(
  db: Executor,
  { name, firstName, lastName, nmlsId }: { name: string; firstName: string; lastName: string; nmlsId: string },
): Promise<void> {
  await notifyAdmins(db, {
    type: 'user_registration',
    title: 'New MortgageXpert registration',
    message: `${name} (NMLS ${nmlsId}) signed up as a MortgageXpert.`,
    metadata: { mxpertName: name, firstName, lastName },
    text: {
      title: { id: 'answers.notice.registrationTitle', values: {} },
      message: { id: 'answers.notice.registration', values: { name, nmlsId } },
    },
  });
}

/** Deletes the admins' notifications about the support requests (deleted by the retention job). */
export async function deleteSupportRequestNotifications(db: Executor, supportRequestIds: string[]): Promise<void> {
  await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.type, 'support_request'),
        inArray(sql`${notifications.metadata}->>'supportRequestId'`, supportRequestIds),
      ),
    );
}
