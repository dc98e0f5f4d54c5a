import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mxpertProfiles, users } from '../../db/schema.ts';
import { type LeadItemOf, recipientColumns, toLeadItem, toRecipient } from './items.ts';
import { leads } from './schema.ts';
import { type LeadKind, ofKind } from './tables.ts';

/** The admin's lists show every field, the professional's notes included. */
const ADMIN_VIEW = { withNotes: true };

/** The newest leads of a kind of the whole platform, with the professional each went to (the admin's recent lists). */
export async function listRecentLeads<K extends LeadKind>(db: Executor, kind: K, limit: number): Promise<LeadItemOf[K][]> {
  const rows = await db
    .select({ row: leads, ...recipientColumns })
    .from(leads)
    .innerJoin(mxpertProfiles, eq(mxpertProfiles.id, leads.mxpertProfileId))
    .innerJoin(users, eq(users.id, mxpertProfiles.userId))
    .where(ofKind(kind))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
  return rows.map(({ row, ...r }) => toLeadItem<K>(row, toRecipient(r), ADMIN_VIEW));
}
