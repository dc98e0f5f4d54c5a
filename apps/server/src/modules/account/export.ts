import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  conversationReplies,
  copRequests,
  emailPreferences,
  messages,
  mxpertProfiles,
  notifications,
  type User,
  users,
} from '../../db/schema.ts';
import { sentBy } from '../consumer/own-inquiries.ts';

/**
 * GET /api/consumer/account/export (docs/decisions/059): everything the product holds about the
 * consumer, as one JSON document, and nothing of anyone else's. Their items are found by the same
 * rule as their lists (own-inquiries.ts sentBy); each names the professional it went to by public
 * fields only, and leaves out the professional's working notes and the stored secrets.
 */
const SENDER_COLUMNS = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  preferredContact: true,
  state: true,
  status: true,
  createdAt: true,
  updatedAt: true,
} as const;

const recipient = {
  professionalName: users.name,
  professionalCompany: mxpertProfiles.companyName,
  professionalNmlsId: mxpertProfiles.nmlsId,
};

async function ownMessages(db: Executor, user: User) {
  return db
    .select({
      ...pick(messages, SENDER_COLUMNS),
      helpType: messages.helpType,
      isRealEstateAgent: messages.isRealEstateAgent,
      message: messages.message,
      ...recipient,
    })
    .from(messages)
    .innerJoin(mxpertProfiles, eq(mxpertProfiles.id, messages.mxpertProfileId))
    .innerJoin(users, eq(users.id, mxpertProfiles.userId))
    .where(sentBy(user, messages))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

async function ownCopRequests(db: Executor, user: User) {
  return db
    .select({ ...pick(copRequests, SENDER_COLUMNS), mortgageProcess: copRequests.mortgageProcess, ...recipient })
    .from(copRequests)
    .innerJoin(mxpertProfiles, eq(mxpertProfiles.id, copRequests.mxpertProfileId))
    .innerJoin(users, eq(users.id, mxpertProfiles.userId))
    .where(sentBy(user, copRequests))
    .orderBy(asc(copRequests.createdAt), asc(copRequests.id));
}

/** The conversations of the consumer's own items: both sides' replies, which the consumer was sent anyway. */
async function ownConversations(db: Executor, messageIds: string[], copRequestIds: string[]) {
  if (messageIds.length === 0 && copRequestIds.length === 0) return [];
  const r = conversationReplies;
  return db
    .select({
      id: r.id,
      messageId: r.messageId,
      copRequestId: r.copRequestId,
      from: r.from,
      body: r.body,
      createdAt: r.createdAt,
      readAt: r.readAt,
    })
    .from(r)
    .where(
      or(
        messageIds.length ? inArray(r.messageId, messageIds) : undefined,
        copRequestIds.length ? inArray(r.copRequestId, copRequestIds) : undefined,
      ),
    )
    .orderBy(asc(r.createdAt), asc(r.id));
}

/**
 * EXTENSION POINT — sections other features add to the export. Each loader answers the rows of
 * this consumer only. Reviews (the reviews feature) and consent records (the consent feature) are
 * empty until their tables exist on this branch: replace these loaders with queries of those tables.
 */
export const EXPORT_EXTENSION_SECTIONS: Record<string, (db: Executor, user: User) => Promise<unknown[]>> = {
  reviews: async () => [],
  consentRecords: async () => [],
};

export async function exportConsumerData(db: Executor, user: User) {
  const [ownMessageRows, ownRequestRows, notificationRows, [preferences]] = await Promise.all([
    ownMessages(db, user),
    ownCopRequests(db, user),
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
  const replies = await ownConversations(
    db,
    ownMessageRows.map((m) => m.id),
    ownRequestRows.map((r) => r.id),
  );
  const extensions = Object.fromEntries(
    await Promise.all(
      Object.entries(EXPORT_EXTENSION_SECTIONS).map(async ([name, load]) => [name, await load(db, user)] as const),
    ),
  );
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
    ...extensions,
  };
}

function pick<T extends typeof messages | typeof copRequests, K extends keyof T & string>(table: T, keys: Record<K, true>) {
  return Object.fromEntries(Object.keys(keys).map((k) => [k, table[k as K]])) as { [P in K]: T[P] };
}
