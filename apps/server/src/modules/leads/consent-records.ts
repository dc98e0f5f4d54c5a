import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { leadConsents } from './schema.ts';

/** The consent records stored with these leads (docs/decisions/057), oldest first: a client's data export. */
export async function consentRecordsOfLeads(db: Executor, leadIds: string[]) {
  const c = leadConsents;
  return db.select().from(c).where(inArray(c.leadId, leadIds)).orderBy(asc(c.createdAt), asc(c.id));
}
