import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../auth/accounts.ts';
import { profiles } from '../mxpert/profiles.ts';
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
    .innerJoin(profiles, eq(profiles.id, leads.mxpertProfileId))
    .innerJoin(accounts, eq(accounts.id, profiles.userId))
    .where(ofKind(kind))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
  return rows.map(({ row, ...r }) => toLeadItem<K>(row, toRecipient(r), ADMIN_VIEW));
}
