import { paths, TEXT } from '@mx/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type User, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { verifyEmailMessage } from '../mail/templates.ts';
import { limitMailSending } from './limits.ts';
import { consumeToken, issueToken } from './tokens.ts';

/** Issues a new 24-hour verification link (voiding older ones) and queues its e-mail. */
export async function sendVerificationEmail(ctx: AppContext, tx: Executor, user: User): Promise<void> {
  const token = await issueToken(tx, user.id, 'verify_email');
  const url = `${ctx.config.publicUrl}${paths.verifyEmail}?token=${encodeURIComponent(token)}`;
  await enqueueEmail(tx, user.email, verifyEmailMessage(user.firstName, url));
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

/** Same answer whether or not the address has an unverified account. */
export async function resendVerification(ctx: AppContext, email: string, clientIp: string): Promise<string> {
  if (!(await limitMailSending(ctx, clientIp, email))) return TEXT.verificationResent;
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email));
    if (user && !user.emailVerifiedAt && user.isActive) await sendVerificationEmail(ctx, tx, user);
  });
  return TEXT.verificationResent;
}
