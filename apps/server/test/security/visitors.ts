import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { type MxpertProfile, notifications, sessions, type User } from '../../src/db/schema.ts';
import { createMxpert, createUser, signIn } from '../helpers/factories.ts';
import { UNDER_REVIEW } from '../helpers/professionals.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** The seven kinds of visitor every /api route is tried with. */
export const VISITORS = ['anonymous', 'consumer', 'proA', 'proB', 'pending', 'rejected', 'admin'] as const;
export type Visitor = (typeof VISITORS)[number];

export interface SignedIn {
  user: User;
  /** The session cookie; the rejected professional's names a session the rejection ended. */
  cookie: string;
}

export interface Professional extends SignedIn {
  profile: MxpertProfile;
}

export interface Visitors {
  consumer: SignedIn;
  /** Approved professional A, who owns the messages, requests and notification of the fixtures. */
  proA: Professional;
  /** Another approved professional. */
  proB: Professional;
  /** Onboarding complete, approval pending: the review lock. */
  pending: Professional;
  /** Was signed in when an admin rejected them. */
  rejected: Professional;
  admin: SignedIn;
}

async function professional(t: TestApp, overrides: Parameters<typeof createMxpert>[1] = {}): Promise<Professional> {
  const { user, profile } = await createMxpert(t.db, { serviceAreas: ['TX'], ...overrides });
  return { user, profile, cookie: await signIn(t, user.email) };
}

/** A rejection through the API, as an admin does it; the answer is checked by the caller. */
export function rejectThroughApi(
  t: TestApp,
  admin: SignedIn,
  profileId: string,
  reason = 'The NMLS ID could not be verified',
): Promise<LightMyRequestResponse> {
  return t.request({ method: 'POST', url: `/api/admin/mxperts/${profileId}/reject`, cookie: admin.cookie, body: { reason } });
}

/** Creates the visitors once per file: accounts, profiles and live sessions (the rejected one's ended). */
export async function createVisitors(t: TestApp): Promise<Visitors> {
  const adminUser = await createUser(t.db, 'ADMIN');
  const admin = { user: adminUser, cookie: await signIn(t, adminUser.email) };
  const consumerUser = await createUser(t.db, 'CONSUMER');
  const consumer = { user: consumerUser, cookie: await signIn(t, consumerUser.email) };
  const proA = await professional(t);
  const proB = await professional(t);
  const pending = await professional(t, UNDER_REVIEW);
  const rejected = await professional(t, UNDER_REVIEW);
  const res = await rejectThroughApi(t, admin, rejected.profile.id);
  if (res.statusCode !== 200) throw new Error(`rejection failed: ${res.statusCode} ${res.body}`);
  return { consumer, proA, proB, pending, rejected, admin };
}

/** The cookie a visitor sends, none for the anonymous one. */
export function cookieOf(visitors: Visitors, visitor: Visitor): string | undefined {
  return visitor === 'anonymous' ? undefined : visitors[visitor].cookie;
}

/** The sessions a user has in the database. */
export async function sessionsOf(t: TestApp, userId: string) {
  return t.db.select().from(sessions).where(eq(sessions.userId, userId));
}

/** An unread notification for the user, as the product writes them. */
export async function createNotification(t: TestApp, userId: string) {
  const [row] = await t.db
    .insert(notifications)
    .values({ userId, type: 'new_message', title: 'New message', message: 'Grace Hopper sent you a message.', metadata: {} })
    .returning();
  if (!row) throw new Error('createNotification: no row');
  return row;
}
