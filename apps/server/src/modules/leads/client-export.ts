import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { copRequests, messages, mxpertProfiles, type User, users } from '../../db/schema.ts';
import { sentBy } from './client-leads.ts';

/**
 * The consumer's own leads as their data export holds them (docs/decisions/059): found by the same
 * rule as their lists (sentBy), each naming the professional it went to by public fields only,
 * without the professional's working notes and the stored secrets; oldest first.
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

/** The professional a lead (or a review) went to, by public fields only. */
export const exportRecipient = {
  professionalName: users.name,
  professionalCompany: mxpertProfiles.companyName,
  professionalNmlsId: mxpertProfiles.nmlsId,
};

export async function exportOwnMessages(db: Executor, user: User) {
  return db
    .select({
      ...pick(messages, SENDER_COLUMNS),
      helpType: messages.helpType,
      isRealEstateAgent: messages.isRealEstateAgent,
      message: messages.message,
      ...exportRecipient,
    })
    .from(messages)
    .innerJoin(mxpertProfiles, eq(mxpertProfiles.id, messages.mxpertProfileId))
    .innerJoin(users, eq(users.id, mxpertProfiles.userId))
    .where(sentBy(user, messages))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

export async function exportOwnCopRequests(db: Executor, user: User) {
  return db
    .select({ ...pick(copRequests, SENDER_COLUMNS), mortgageProcess: copRequests.mortgageProcess, ...exportRecipient })
    .from(copRequests)
    .innerJoin(mxpertProfiles, eq(mxpertProfiles.id, copRequests.mxpertProfileId))
    .innerJoin(users, eq(users.id, mxpertProfiles.userId))
    .where(sentBy(user, copRequests))
    .orderBy(asc(copRequests.createdAt), asc(copRequests.id));
}

function pick<T extends typeof messages | typeof copRequests, K extends keyof T & string>(table: T, keys: Record<K, true>) {
  return Object.fromEntries(Object.keys(keys).map((k) => [k, table[k as K]])) as { [P in K]: T[P] };
}
