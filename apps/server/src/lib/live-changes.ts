import type { LiveConversationKind, ReplySide } from '@mx/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/** The PostgreSQL channel every instance listens to for what its event streams push (docs/decisions/090). */
export const LIVE_CHANNEL = 'mx_live_events';

/**
 * What changed, for whom: ids only, never content. Each instance that holds a stream of one of
 * `users` loads what that stream may see, with the stream's own session and ownership.
 */
export type LiveChange =
  | { type: 'reply'; users: string[]; kind: LiveConversationKind; itemId: string; replyId: string; from: ReplySide }
  | { type: 'read'; users: string[]; kind: LiveConversationKind; itemId: string; side: ReplySide }
  | { type: 'notification'; users: string[] }
  /** Sessions of these users ended: their streams check theirs at once. */
  | { type: 'sessions'; users: string[] };

/** A notification's payload stays under PostgreSQL's 8,000 bytes: at most this many user ids in one. */
const USERS_PER_NOTIFY = 100;

/**
 * Tells every instance about a change, in the caller's transaction: the streams hear of it once it
 * commits, and never if it rolls back.
 */
export async function publishLiveChange(db: Executor, change: LiveChange): Promise<void> {
  const users = [...new Set(change.users)];
  for (let i = 0; i < users.length; i += USERS_PER_NOTIFY) {
    const payload = JSON.stringify({ ...change, users: users.slice(i, i + USERS_PER_NOTIFY) });
    await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
  }
}
