import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { conversationReplies } from './schema.ts';

/** Every reply of these leads' conversations, both sides', oldest first: a client's data export. */
export async function repliesOfLeads(db: Executor, leadIds: string[]) {
  const r = conversationReplies;
  return db.select().from(r).where(inArray(r.leadId, leadIds)).orderBy(asc(r.createdAt), asc(r.id));
}
