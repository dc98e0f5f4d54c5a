import { paths, TEXT } from '@mx/contract';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { hashPassword, isCommonPassword } from '../../lib/passwords.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { passwordChangedMessage } from '../mail/templates.ts';
import { requestAccountEmail } from './email-requests.ts';
import { clearLoginLimits, limitMailSending } from './limits.ts';
import { users } from './schema.ts';
import { consumeToken, peekToken, voidTokens } from './tokens.ts';
import { endPendingSignUps } from './verification.ts';

/**
 * Same answer, and the same work, whether or not the address has an account: the outbox worker
 * sends the reset link when it has one.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  { email, clientIp }: { email: string; clientIp: string },
): Promise<string> {
  // Past the address's e-mail ceiling: the same answer, and nothing is sent.
  if (!(await limitMailSending(ctx, { clientIp, email }))) return TEXT.forgotPasswordSent;
  await requestAccountEmail(ctx.db, 'reset_password', email);
  return TEXT.forgotPasswordSent;
}

/**
 * Sets the new password, ends every session of the account and tells its owner. Opening the link
 * proves the mailbox, so an unverified address counts as verified from then on.
 */
export async function resetPassword(
  ctx: AppContext,
  { token, password, clientIp }: { token: string; password: string; clientIp: string },
): Promise<string> {
  await ctx.limiter.consume(`reset:${clientIp}`, ctx.config.rateLimits.login);
  if (!(await peekToken(ctx.db, token, 'reset_password'))) throw new AppError('BAD_REQUEST', TEXT.invalidResetToken);
  if (isCommonPassword(password)) throw new AppError('BAD_REQUEST', TEXT.commonPassword);
  const passwordHash = await hashPassword(password);
  const resetEmail = await ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'reset_password');
    if (!userId) return false;
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning();
    if (!user) return false;
    await voidTokens(tx, userId, 'reset_password');
    // The address is proven now: no other sign-up's password or link works any more; sessions end.
    await endPendingSignUps(tx, userId);
    await enqueueEmail(
      tx,
      user.email,
      passwordChangedMessage(user.firstName, `${ctx.config.publicUrl}${paths.forgotPassword}`, user.locale),
    );
    return user.email;
  });
  if (!resetEmail) throw new AppError('BAD_REQUEST', TEXT.invalidResetToken);
  await clearLoginLimits(ctx, { clientIp, email: resetEmail });
  return TEXT.passwordReset;
}
