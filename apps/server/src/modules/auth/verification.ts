import { TEXT } from '@mx/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { authTokens, type User, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { hashToken } from '../../lib/tokens.ts';
import { queueVerificationEmail, requestAccountEmail } from './email-requests.ts';
import { limitMailSending } from './limits.ts';
import { consumeToken } from './tokens.ts';

/** Issues a new 24-hour verification link (voiding older ones) and queues its e-mail. */
export async function sendVerificationEmail(ctx: AppContext, tx: Executor, user: User): Promise<void> {
  await queueVerificationEmail(tx, ctx.config.publicUrl, user);
}

export async function verifyEmail(ctx: AppContext, token: string): Promise<string> {
  const verified = await ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'verify_email');
    if (!userId) return false;
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return true;
  });
  if (verified) return TEXT.emailVerified;
  // A link opened again (or an older one) of an account that is verified by now: say so, nothing failed.
  if (await isVerifiedAccountsLink(ctx.db, token)) return TEXT.emailAlreadyVerified;
  throw new AppError('BAD_REQUEST', TEXT.invalidVerificationToken);
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
