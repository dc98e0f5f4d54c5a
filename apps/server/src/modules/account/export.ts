import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  conversationReplies,
  emailPreferences,
  leadConsents,
  mxpertProfiles,
  notifications,
  planDocuments,
  plans,
  reviews,
  type User,
  users,
} from '../../db/schema.ts';
import { exportOwnCopRequests, exportOwnMessages, exportRecipient } from '../leads/client-export.ts';
import { planOfClient } from '../leads/plan-lead.ts';

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
  const r = conversationReplies;
  const rows = await db
    .select()
    .from(r)
    .where(inArray(r.leadId, [...leadIds.keys()]))
    .orderBy(asc(r.createdAt), asc(r.id));
  return rows.map((row) => ({
    id: row.id,
    ...leadKeys(leadIds, row.leadId),
    from: row.from,
    body: row.body,
    createdAt: row.createdAt,
    readAt: row.readAt,
  }));
}

/** The consumer's own reviews, hidden ones too (they wrote them), with the professional's public reply. */
async function ownReviews(db: Executor, user: User) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      responsiveness: reviews.responsiveness,
      knowledge: reviews.knowledge,
      communication: reviews.communication,
      body: reviews.body,
      pointsImproved: reviews.pointsImproved,
      status: reviews.status,
      replyBody: reviews.replyBody,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
      ...exportRecipient,
    })
    .from(reviews)
    .innerJoin(mxpertProfiles, eq(mxpertProfiles.id, reviews.mxpertProfileId))
    .innerJoin(users, eq(users.id, mxpertProfiles.userId))
    .where(eq(reviews.consumerUserId, user.id))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
}

/** The consent records stored with the consumer's own items (docs/decisions/057). */
async function ownConsentRecords(db: Executor, leadIds: OwnLeadIds) {
  if (leadIds.size === 0) return [];
  const c = leadConsents;
  const rows = await db
    .select()
    .from(c)
    .where(inArray(c.leadId, [...leadIds.keys()]))
    .orderBy(asc(c.createdAt), asc(c.id));
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
 * The documents of the client's published plans, both sides' (as the client's list shows them): what
 * each is, never its bytes (the plan's download route serves those).
 */
async function ownPlanDocuments(db: Executor, user: User) {
  const d = planDocuments;
  return db
    .select({
      id: d.id,
      planId: d.planId,
      fileName: d.fileName,
      contentType: d.contentType,
      sizeBytes: d.sizeBytes,
      uploadedBy: d.uploadedBy,
      uploadedAt: d.createdAt,
    })
    .from(d)
    .innerJoin(plans, eq(plans.id, d.planId))
    .where(and(gt(plans.version, 0), planOfClient(user)))
    .orderBy(asc(d.createdAt), asc(d.id));
}

/**
 * GET /api/consumer/account/export (docs/decisions/059): everything the product holds about the
 * consumer, as one JSON document, and nothing of anyone else's. Their leads come from the leads
 * module (client-export.ts), found by the same rule as their lists.
 */
export async function exportConsumerData(db: Executor, user: User) {
  const [ownMessageRows, ownRequestRows, notificationRows, [preferences]] = await Promise.all([
    exportOwnMessages(db, user),
    exportOwnCopRequests(db, user),
    db
      .select({
        id: notifications.id,
        type: notifications.type,
        title: notifications.title,
        message: notifications.message,
        isRead: notifications.isRead,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(asc(notifications.createdAt)),
    db
      .select({
        reminders: emailPreferences.reminders,
        reviewInvitations: emailPreferences.reviewInvitations,
        digests: emailPreferences.digests,
      })
      .from(emailPreferences)
      .where(eq(emailPreferences.email, user.email)),
  ]);
  const leadIds: OwnLeadIds = new Map([
    ...ownMessageRows.map((m) => [m.id, 'message'] as const),
    ...ownRequestRows.map((r) => [r.id, 'cop_request'] as const),
  ]);
  const [replies, reviewRows, consentRows, documentRows] = await Promise.all([
    ownConversations(db, leadIds),
    ownReviews(db, user),
    ownConsentRecords(db, leadIds),
    ownPlanDocuments(db, user),
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
    emailPreferences: preferences ?? { reminders: true, reviewInvitations: true, digests: true },
    reviews: reviewRows,
    consentRecords: consentRows,
    planDocuments: documentRows,
  };
}
