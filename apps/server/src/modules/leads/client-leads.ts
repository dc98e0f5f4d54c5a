import type { LeadStatus } from '@mx/contract';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../auth/accounts.ts';
import type { User } from '../auth/current-user.ts';
import { profiles } from '../mxpert/profiles.ts';
import { type LeadItemOf, recipientColumns, toLeadItem, toRecipient } from './items.ts';
import { leads } from './schema.ts';
import { countOpenAndAll, type LeadKind, ofKind } from './tables.ts';
import { waitingFor } from './unclaimed.ts';

/** What a sender sees of their own items: everything but the professional's working notes. */
const SENDER_VIEW = { withNotes: false };

/**
 * What a consumer sent: signed in, confirmed from the e-mail, or claimed in their account after
 * they confirmed it there (their user id, every time). A guest item sent with their address before
 * the account existed joins it only once they confirm it (unclaimed.ts, docs/decisions/099); until
 * then it is in none of their lists. Nobody else's, ever.
 */
export function sentBy(user: Pick<User, 'id'>): SQL {
  return eq(leads.consumerUserId, user.id);
}

/** The consumer's own leads of a kind, newest first, with the professional each went to. */
export async function listOwnLeads<K extends LeadKind>(
  db: Executor,
  user: User,
  kind: K,
  opts: { status?: LeadStatus; limit: number },
): Promise<LeadItemOf[K][]> {
  const rows = await db
    .select({ row: leads, ...recipientColumns })
    .from(leads)
    .innerJoin(profiles, eq(profiles.id, leads.mxpertProfileId))
    .innerJoin(accounts, eq(accounts.id, profiles.userId))
    .where(and(sentBy(user), ofKind(kind), opts.status ? eq(leads.status, opts.status) : undefined))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(opts.limit);
  return rows.map(({ row, ...m }) => toLeadItem<K>(row, toRecipient(m), SENDER_VIEW));
}

/** How many of the consumer's items there are: all of them, and the open ones. */
export async function countOwn(db: Executor, user: User, kind: LeadKind): Promise<{ total: number; open: number }> {
  return countOpenAndAll(db, and(sentBy(user), ofKind(kind)));
}

export async function countOwnWithStatus(db: Executor, user: User, kind: LeadKind, status: LeadStatus): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(sentBy(user), ofKind(kind), eq(leads.status, status)));
  return Number(row?.n ?? 0);
}

/**
 * The consumer's newest item sent to the professional with this CXID, whichever table it is in:
 * what the profile links to as their conversation. Only their own items (their user id); null when none.
 */
export async function newestConversationWith(
  db: Executor,
  user: User,
  cxid: string,
): Promise<{ kind: 'message' | 'request'; id: string } | null> {
  const profile = sql`(select ${profiles.id} from ${profiles} where ${profiles.cxid} = ${cxid})`;
  const [newest] = await db
    .select({ id: leads.id, kind: leads.kind })
    .from(leads)
    .where(and(sentBy(user), sql`${leads.mxpertProfileId} = ${profile}`))
    .orderBy(desc(leads.createdAt), sql`${leads.kind} = 'message' desc`, desc(leads.id))
    .limit(1);
  if (!newest) return null;
  return { kind: newest.kind === 'message' ? 'message' : 'request', id: newest.id };
}

/**
 * The deletion of a consumer's account (docs/decisions/059): the leads they sent stay with the
 * professionals who received them, detached (no account id) and marked so that no account lists
 * them, and so are the guest leads still waiting for the owner of the address (decision 099).
 */
export async function detachClientLeads(tx: Executor, user: User): Promise<void> {
  await tx
    .update(leads)
    .set({ consumerUserId: null, senderDeletedAt: sql`coalesce(${leads.senderDeletedAt}, now())` })
    .where(or(sentBy(user), waitingFor(user)));
}
