import type { Locale } from '@mx/contract/i18n/locale';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { User } from '../auth/current-user.ts';
import { exportOwnCopRequests, exportOwnMessages } from '../leads/client-export.ts';
import { consentRecordsOfLeads } from '../leads/consent-records.ts';
import { repliesOfLeads } from '../leads/conversation-replies.ts';
import { readPreferences } from '../mail/preferences.ts';
import { notificationsView as notification } from '../notifications/notification-view.ts';
import { clientPlanDocuments } from '../plans/account-plans.ts';
import { exportClientPlans } from '../plans/client-plans.ts';
import { reviewsWrittenBy } from '../reviews/own-reviews.ts';

/** The consumer's own leads by id, each with its kind: replies and consent records name their lead under its kind's key. */
type OwnLeadIds = Map<string, 'message' | 'cop_request'>;

/** A row's lead under the key of its kind, as the export names it: messageId or copRequestId. */
function leadKeys(leadIds: OwnLeadIds, leadId: string) {
  const kind = leadIds.get(leadId);
  return { messageId: kind === 'message' ? leadId : null, copRequestId: kind === 'cop_request' ? leadId : null };
}

/** The conversations of the consumer's own items: both sides' replies, which the consumer was sent anyway. */
async function ownConversations(db: Executor, leadIds: OwnLeadIds) {
  if (leadIds.size === 0) return [];
  const rows = await repliesOfLeads(db, [...leadIds.keys()]);
  return rows.map((row) => ({
    id: row.id,
    ...leadKeys(leadIds, row.leadId),
    from: row.from,
    body: row.body,
    createdAt: row.createdAt,
    readAt: row.readAt,
  }));
}

/** The consent records stored with the consumer's own items (docs/decisions/057). */
async function ownConsentRecords(db: Executor, leadIds: OwnLeadIds) {
  if (leadIds.size === 0) return [];
  const rows = await consentRecordsOfLeads(db, [...leadIds.keys()]);
  return rows.map((row) => ({
    ...leadKeys(leadIds, row.leadId),
    text: row.text,
    version: row.version,
    textSha256: row.textSha256,
    clientAddress: row.clientAddress,
    userAgent: row.userAgent,
    createdAt: row.createdAt,
  }));
}

/**
 * GET /api/consumer/account/export (docs/decisions/059): everything the product holds about the
 * consumer, as one JSON document, and nothing of anyone else's. Their leads come from the leads
 * module (client-export.ts), found by the same rule as their lists; their published plans and the
 * plans' documents from the plans module, by the same rule as their plan list.
 */
export async function exportConsumerData(db: Executor, user: User, locale?: Locale) {
  const [ownMessageRows, ownRequestRows, notificationRows, preferences] = await Promise.all([
    exportOwnMessages(db, user),
    exportOwnCopRequests(db, user),
    db
      .select({
        id: notification.id,
        type: notification.type,
        title: notification.title,
        message: notification.message,
        isRead: notification.isRead,
        createdAt: notification.createdAt,
      })
      .from(notification)
      .where(eq(notification.userId, user.id))
      .orderBy(asc(notification.createdAt)),
    // Every category on when the address never changed them.
    readPreferences(db, user.email),
  ]);
  const leadIds: OwnLeadIds = new Map([
    ...ownMessageRows.map((m) => [m.id, 'message'] as const),
    ...ownRequestRows.map((r) => [r.id, 'cop_request'] as const),
  ]);
  const [replies, reviewRows, consentRows, planRows, documentRows] = await Promise.all([
    ownConversations(db, leadIds),
    reviewsWrittenBy(db, user.id),
    ownConsentRecords(db, leadIds),
    // Their plans as their plan pages show them, what changed in the reader's language.
    exportClientPlans(db, user, locale),
    clientPlanDocuments(db, user),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      emailVerifiedAt: user.emailVerifiedAt,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    messages: ownMessageRows,
    copRequests: ownRequestRows,
    conversationReplies: replies,
    notifications: notificationRows,
    emailPreferences: preferences,
    reviews: reviewRows,
    consentRecords: consentRows,
    plans: planRows,
    planDocuments: documentRows,
  };
}
