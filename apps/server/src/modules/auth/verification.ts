import { TEXT } from '@mx/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type User, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
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
  if (!verified) throw new AppError('BAD_REQUEST', TEXT.invalidVerificationToken);
  return TEXT.emailVerified;
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
