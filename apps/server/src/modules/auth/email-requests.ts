import { paths, withSignInNext } from '@mx/contract';
import { pathForReader } from '@mx/contract/i18n/locale';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { confirmAddressMessage, resetPasswordMessage, verifyEmailMessage } from '../mail/templates.ts';
import { accountEmailRequests, type User, users } from './schema.ts';
import { issueToken, voidTokens } from './tokens.ts';

export type AccountEmailKind = (typeof accountEmailRequests.$inferInsert)['kind'];

/**
 * Records a request for an account e-mail. The request path is this one insert for every address,
 * with or without an account, so neither its answer nor its time tells whether the account exists;
 * the outbox worker does the rest (processAccountEmailRequests).
 */
export async function requestAccountEmail(db: Executor, kind: AccountEmailKind, email: string): Promise<void> {
  await db.insert(accountEmailRequests).values({ kind, email });
}

/**
 * Issues a new 24-hour verification link for one sign-up (voiding older ones) and queues its e-mail:
 * opening it makes that sign-up's password the account's (docs/decisions/078).
 */
export async function queueVerificationEmail(
  tx: Executor,
  publicUrl: string,
  user: User,
  { registrationId, next }: { registrationId: string; next?: string | undefined },
): Promise<void> {
  const token = await issueToken(tx, user.id, 'verify_email', { registrationId });
  // The page the sign-up was on its way to, checked again here (withSignInNext drops any other).
  const page = inReadersLanguage(withSignInNext(paths.verifyEmail, next), user);
  const url = `${publicUrl}${page}${page.includes('?') ? '&' : '?'}token=${token}`;
  await enqueueEmail(tx, user.email, verifyEmailMessage(user.firstName, url, user.locale), { holdsSecret: true });
}

/** A page of an e-mailed link in the reader's language: /es/… for a reader who reads Spanish. */
function inReadersLanguage(page: string, user: User): string {
  return pathForReader(page, user.locale);
}

/** Issues a new one-hour reset link (voiding older ones) and queues its e-mail. */
async function queueResetEmail(tx: Executor, publicUrl: string, user: User): Promise<void> {
  const token = await issueToken(tx, user.id, 'reset_password');
  const url = `${publicUrl}${inReadersLanguage(paths.resetPassword, user)}?token=${token}`;
  await enqueueEmail(tx, user.email, resetPasswordMessage(user.firstName, url, user.locale), { holdsSecret: true });
}

/** How long the link of a repeated verification e-mail stays valid, like a sign-up's. */
const CONFIRM_ADDRESS_TTL_MS = 24 * 3_600_000;

/**
 * A repeated verification e-mail (resend-verification, or an admin's) for an unverified account: it
 * names no sign-up, so its link verifies the address by having its opener choose the password
 * (the reset page); every earlier verification link stops working. Whoever else signed up with the
 * address never gets a password onto the account this way (docs/decisions/078).
 */
export async function queueConfirmAddressEmail(tx: Executor, publicUrl: string, user: User): Promise<void> {
  await voidTokens(tx, user.id, 'verify_email');
  const token = await issueToken(tx, user.id, 'reset_password', { ttlMs: CONFIRM_ADDRESS_TTL_MS });
  const url = `${publicUrl}${inReadersLanguage(paths.resetPassword, user)}?token=${token}`;
  await enqueueEmail(tx, user.email, confirmAddressMessage(user.firstName, url, user.locale), { holdsSecret: true });
}

/**
 * Answers up to `batchSize` requests, each in one transaction: the request row is claimed with SKIP
 * LOCKED (several instances may run this at once), the account looked up, the link issued and the
 * e-mail queued when the account qualifies, and the row deleted. Returns how many were answered.
 */
export async function processAccountEmailRequests(db: Database, publicUrl: string, batchSize = 20): Promise<number> {
  let answered = 0;
  while (answered < batchSize) {
    const found = await db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(accountEmailRequests)
        .orderBy(accountEmailRequests.createdAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!request) return false;
      const [user] = await tx.select().from(users).where(eq(users.email, request.email));
      if (request.kind === 'reset_password' && user?.isActive) await queueResetEmail(tx, publicUrl, user);
      if (request.kind === 'verify_email' && user?.isActive && !user.emailVerifiedAt)
        await queueConfirmAddressEmail(tx, publicUrl, user);
      await tx.delete(accountEmailRequests).where(eq(accountEmailRequests.id, request.id));
      return true;
    });
    if (!found) break;
    answered++;
  }
  return answered;
}
