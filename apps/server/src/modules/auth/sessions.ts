import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { parameter, preparedOnce } from '../../db/prepared.ts';
import { publishLiveChange } from '../../lib/live-changes.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { sessions, type User, users } from './schema.ts';

/** How often a session's last-seen time is written: often enough for the idle expiry, rarely enough to keep reads cheap. */
const TOUCH_AFTER_MS = 60_000;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(db: Executor, userId: string, config: Config): Promise<NewSession> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + config.session.absoluteMs);
  await db.insert(sessions).values({ idHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/**
 * The signed-in user of a session token, or null when the session is unknown, past its idle or
 * absolute expiry, or its account is deactivated (such a session is deleted).
 */
export async function findSessionUser(db: Executor, token: string, config: Config): Promise<User | null> {
  const idHash = hashToken(token);
  // Every signed-in request asks this: the statement is built once and kept prepared.
  const statement = preparedOnce(db, 'session_user', () =>
    db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.idHash, parameter<string>('idHash')))
      .prepare('session_user'),
  );
  const [row] = await statement.execute({ idHash });
  if (!row) return null;
  const now = Date.now();
  if (!isLive(row.session, row.user, config, now)) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.idHash, idHash));
  }
  return row.user;
}

function isLive(session: { expiresAt: Date; lastSeenAt: Date }, user: User, config: Config, now: number): boolean {
  const isExpired = session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + config.session.idleMs <= now;
  return !isExpired && user.isActive;
}

/**
 * Of the sessions named by their id hashes (the open event streams'), those still live, each with
 * its user as the database holds it now. Changes nothing: a request ends an expired session.
 */
export async function liveSessionUsers(db: Executor, idHashes: string[], config: Config): Promise<Map<string, User>> {
  const live = new Map<string, User>();
  if (idHashes.length === 0) return live;
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(inArray(sessions.idHash, idHashes));
  const now = Date.now();
  for (const row of rows) if (isLive(row.session, row.user, config, now)) live.set(row.session.idHash, row.user);
  return live;
}

/** The user's open event streams hear that sessions ended (in the caller's transaction). */
async function announceEnded(db: Executor, userIds: string[]): Promise<void> {
  if (userIds.length > 0) await publishLiveChange(db, { type: 'sessions', users: userIds });
}

export async function deleteSession(db: Executor, token: string): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.idHash, hashToken(token)))
    .returning({ userId: sessions.userId });
  await announceEnded(
    db,
    ended.map((s) => s.userId),
  );
}

/** Ends every session of a user but the one in use (a password change from the settings). */
export async function deleteOtherSessions(db: Executor, userId: string, keepToken: string | null): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepToken ? ne(sessions.idHash, hashToken(keepToken)) : undefined));
  await announceEnded(db, [userId]);
}

/** Ends every session of a user at once (password reset, rejection). */
export async function deleteUserSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await announceEnded(db, [userId]);
}

/** Locks the admin account with this address for the transaction; answers its id, or null when no admin has it. */
export async function lockAdminByEmail(db: Executor, email: string): Promise<string | null> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.role, 'ADMIN')))
    .for('update');
  return admin?.id ?? null;
}
