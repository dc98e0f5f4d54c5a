import type { Locale } from '@mx/contract/i18n/locale';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { User } from '../auth/current-user.ts';
import { exportOwnCopRequests, exportOwnMessages } from '../leads/client-export.ts';
import { consentRecordsOfLeads } from '../leads/consent-records.ts';
import { exportConversations, type LeadKinds, leadKeysOf } from '../leads/conversation-replies.ts';
import { exportInbox } from '../leads/inbox.ts';
import { readPreferences } from '../mail/preferences.ts';
import { exportOwnProfile } from '../mxpert/profile-export.ts';
import { notificationsView as notification } from '../notifications/notification-view.ts';
import { clientPlanDocuments } from '../plans/account-plans.ts';
import { exportClientPlans } from '../plans/client-plans.ts';
import { exportProfessionalPlans } from '../plans/professional-plans.ts';
import { reviewsWrittenBy } from '../reviews/own-reviews.ts';
import { exportReviewsOf } from '../reviews/professional.ts';

/** The account as a data export holds it: never its password hash, second factor or tokens. */
function accountOf(user: User) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    emailVerifiedAt: user.emailVerifiedAt,
    locale: user.locale,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

/** The account's notifications, oldest first. */
function ownNotifications(db: Executor, user: User) {
  return db
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
    .orderBy(asc(notification.createdAt), asc(notification.id));
}

/** The consent records stored with the consumer's own items (docs/decisions/057). */
async function ownConsentRecords(db: Executor, leadIds: LeadKinds) {
  if (leadIds.size === 0) return [];
  const rows = await consentRecordsOfLeads(db, [...leadIds.keys()]);
  return rows.map((row) => ({
    ...leadKeysOf(leadIds, row.leadId),
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
    ownNotifications(db, user),
    // Every category on when the address never changed them.
    readPreferences(db, user.email),
  ]);
  const leadIds: LeadKinds = new Map([
    ...ownMessageRows.map((m) => [m.id, 'message'] as const),
    ...ownRequestRows.map((r) => [r.id, 'cop_request'] as const),
  ]);
  const [replies, reviewRows, consentRows, planRows, documentRows] = await Promise.all([
    exportConversations(db, leadIds),
    reviewsWrittenBy(db, user.id),
    ownConsentRecords(db, leadIds),
    // Their plans as their plan pages show them, what changed in the reader's language.
    exportClientPlans(db, user, locale),
    clientPlanDocuments(db, user),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: accountOf(user),
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

/**
 * GET /api/mxpert/account/export (docs/decisions/059): everything the product holds about the
 * professional, as one JSON document: the account, e-mail preferences and notifications; the profile
 * as stored with a change waiting for review (mxpert module); the leads of their inbox with what each
 * client wrote and gave them and each conversation's replies (leads module); the reviews of them with
 * their public replies (reviews module); the plans they wrote, drafts too, as their plan page answers
 * them (plans module). Each found by the professional's account inside its owner's query.
 */
export async function exportMxpertData(db: Executor, user: User, locale?: Locale) {
  const [{ profile, pendingProfileChange }, inbox, reviewRows, planRows, notificationRows, preferences] = await Promise.all([
    exportOwnProfile(db, user.id),
    exportInbox(db, user.id),
    exportReviewsOf(db, user),
    // What changed between versions, in the reader's language.
    exportProfessionalPlans(db, user, locale),
    ownNotifications(db, user),
    readPreferences(db, user.email),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: accountOf(user),
    profile,
    pendingProfileChange,
    messages: inbox.messages,
    copRequests: inbox.copRequests,
    conversationReplies: inbox.conversationReplies,
    reviews: reviewRows,
    plans: planRows,
    notifications: notificationRows,
    emailPreferences: preferences,
  };
}
