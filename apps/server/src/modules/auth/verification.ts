import { TEXT } from '@mx/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { hashToken } from '../../lib/tokens.ts';
import { queueVerificationEmail, requestAccountEmail } from './email-requests.ts';
import { limitMailSending } from './limits.ts';
import { accountRegistrations, authTokens, type User, users } from './schema.ts';
import { deleteUserSessions } from './sessions.ts';
import { consumeTokenRow, voidTokens } from './tokens.ts';

/**
 * Records one sign-up of the account's address with its password (hashed) and queues the 24-hour
 * link that verifies it (voiding older links).
 */
export async function sendVerificationEmail(
  ctx: AppContext,
  tx: Executor,
  user: User,
  { passwordHash, next }: { passwordHash: string; next?: string | undefined },
): Promise<void> {
  const [registration] = await tx
    .insert(accountRegistrations)
    .values({ userId: user.id, passwordHash })
    .returning({ id: accountRegistrations.id });
  if (!registration) throw new Error('registration insert returned no row');
  await queueVerificationEmail(tx, ctx.config.publicUrl, user, { registrationId: registration.id, next });
}

/**
 * Opening a sign-up's link verifies the address with that sign-up's password: it becomes the
 * account's, every other password set on the unverified account stops working, every earlier link
 * too, and every session of the account ends (docs/decisions/078).
 */
export async function verifyEmail(ctx: AppContext, token: string): Promise<string> {
  const verified = await ctx.db.transaction(async (tx) => {
    const row = await consumeTokenRow(tx, token, 'verify_email');
    if (!row?.registrationId) return false;
    const [registration] = await tx
      .select({ passwordHash: accountRegistrations.passwordHash })
      .from(accountRegistrations)
      .where(and(eq(accountRegistrations.id, row.registrationId), eq(accountRegistrations.userId, row.userId)));
    if (!registration) return false;
    await tx
      .update(users)
      .set({
        passwordHash: registration.passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, row.userId));
    await endPendingSignUps(tx, row.userId);
    return true;
  });
  if (verified) return TEXT.emailVerified;
  // A link opened again (or an older one) of an account that is verified by now: say so, nothing failed.
  if (await isVerifiedAccountsLink(ctx.db, token)) return TEXT.emailAlreadyVerified;
  throw new AppError('BAD_REQUEST', TEXT.invalidVerificationToken);
}

/**
 * Once the address is proven (its verification link, or a reset link opened): the other sign-ups'
 * passwords and links are gone, and every session of the account ends.
 */
export async function endPendingSignUps(tx: Executor, userId: string): Promise<void> {
  await tx.delete(accountRegistrations).where(eq(accountRegistrations.userId, userId));
  await voidTokens(tx, userId, 'verify_email');
  await deleteUserSessions(tx, userId);
}

/** Whether the token is a verification link, used or not, of an account whose address is verified. */
async function isVerifiedAccountsLink(db: Executor, token: string): Promise<boolean> {
  const [row] = await db
    .select({ verifiedAt: users.emailVerifiedAt })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.purpose, 'verify_email')));
  return Boolean(row?.verifiedAt);
}

/**
 * Same answer, and the same work, whether or not the address has an unverified account: the outbox
 * worker sends the new link when it has one.
 */
export async function resendVerification(
  ctx: AppContext,
  { email, clientIp }: { email: string; clientIp: string },
): Promise<string> {
  // Past the address's e-mail ceiling: the same answer, and nothing is sent.
  if (!(await limitMailSending(ctx, { clientIp, email }))) return TEXT.verificationResent;
  await requestAccountEmail(ctx.db, 'verify_email', email);
  return TEXT.verificationResent;
}
