import type { LiveEventData, LiveEventName, ReplySide } from '@mx/contract';
import type { Executor } from '../../db/client.ts';
import type { LiveChange } from '../../lib/live-changes.ts';
import type { User } from '../auth/current-user.ts';
import { findReply, isOwnConversation, unreadCounts } from '../conversations/replies.ts';
import { notAboutDeletedLead } from '../leads/notification-links.ts';
import { listNotifications } from '../notifications/service.ts';

export interface LiveEvent<N extends LiveEventName = LiveEventName> {
  name: N;
  data: LiveEventData[N];
}

/** How many notifications the bell shows (its GET's default limit). */
const BELL_SIZE = 10;

/** The side of the conversations a user is on: professionals and clients; admins have only the bell. */
export function sideOf(user: User): ReplySide | null {
  if (user.role === 'MXPERT') return 'mxpert';
  if (user.role === 'CONSUMER') return 'consumer';
  return null;
}

/**
 * What one user's streams receive for a change, loaded as that user (their session was checked just
 * before): every query names the user, so a change about someone else's conversation yields nothing.
 */
export async function eventsFor(db: Executor, user: User, change: LiveChange): Promise<LiveEvent[]> {
  const side = sideOf(user);
  const party = side ? { side, user } : null;
  switch (change.type) {
    case 'reply': {
      if (!party || !side) return [];
      const reply = await findReply(db, change.kind, party, change.itemId, change.replyId);
      if (!reply) return [];
      const events: LiveEvent[] = [{ name: 'reply', data: { side, kind: change.kind, itemId: change.itemId, reply } }];
      if (change.from !== side) events.push({ name: 'unread', data: { side, counts: await unreadCounts(db, party) } });
      return events;
    }
    case 'read': {
      if (!party || !side) return [];
      if (change.side === side) return [{ name: 'unread', data: { side, counts: await unreadCounts(db, party) } }];
      if (!(await isOwnConversation(db, change.kind, party, change.itemId))) return [];
      return [{ name: 'seen', data: { side, kind: change.kind, itemId: change.itemId } }];
    }
    case 'notification':
      return [
        { name: 'notifications', data: await listNotifications(db, user.id, BELL_SIZE, user.locale, notAboutDeletedLead()) },
      ];
    case 'sessions':
      return [];
  }
}
