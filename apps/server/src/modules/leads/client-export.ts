import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pick } from '../../lib/pick.ts';
import type { User } from '../auth/current-user.ts';
import { exportRecipient, exportRecipients } from '../mxpert/export-recipient.ts';
import { sentBy } from './client-leads.ts';
import { leads } from './schema.ts';
import { ofKind } from './tables.ts';

/**
 * The consumer's own leads as their data export holds them (docs/decisions/059): found by the same
 * rule as their lists (sentBy), each naming the professional it went to by public fields only,
 * without the professional's working notes and the stored secrets; oldest first.
 */
const senderColumns = pick(getTableColumns(leads), [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'preferredContact',
  'state',
  'status',
  'createdAt',
  'updatedAt',
]);

export async function exportOwnMessages(db: Executor, user: User) {
  const rows = await db
    .select({
      ...senderColumns,
      helpType: leads.helpType,
      isRealEstateAgent: leads.isRealEstateAgent,
      message: leads.message,
      ...exportRecipient,
    })
    .from(leads)
    .innerJoin(exportRecipients, eq(exportRecipients.profileId, leads.mxpertProfileId))
    .where(and(sentBy(user), ofKind('message')))
    .orderBy(asc(leads.createdAt), asc(leads.id));
  return rows as Array<(typeof rows)[number] & { helpType: string; isRealEstateAgent: boolean; message: string }>;
}

export async function exportOwnCopRequests(db: Executor, user: User) {
  const rows = await db
    .select({ ...senderColumns, mortgageProcess: leads.mortgageProcess, ...exportRecipient })
    .from(leads)
    .innerJoin(exportRecipients, eq(exportRecipients.profileId, leads.mxpertProfileId))
    .where(and(sentBy(user), ofKind('cop_request')))
    .orderBy(asc(leads.createdAt), asc(leads.id));
  return rows as Array<(typeof rows)[number] & { mortgageProcess: NonNullable<(typeof rows)[number]['mortgageProcess']> }>;
}
