import { TEXT } from '@mx/contract';
import { eq, sql } from 'drizzle-orm';
import { type User, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import { countFailedLogin, limitLogin } from './limits.ts';
import { createSession, type NewSession } from './sessions.ts';

/**
 * Checks the password first: only the owner of the right password learns that the account is
 * unverified or deactivated; everyone else gets the one failed-login answer.
 */
export async function login(
  ctx: AppContext,
  { email, password, clientIp }: { email: string; password: string; clientIp: string },
): Promise<{ user: User; session: NewSession }> {
  await limitLogin(ctx, { clientIp, email });
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user) {
    await verifyPassword(await decoyPasswordHash(), password);
    await countFailedLogin(ctx, email);
    throw new AppError('INVALID_CREDENTIALS', TEXT.invalidCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    await countFailedLogin(ctx, email);
    throw new AppError('INVALID_CREDENTIALS', TEXT.invalidCredentials);
  }
  if (!user.isActive) throw new AppError('ACCOUNT_DEACTIVATED', TEXT.accountDeactivated);
  if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED', TEXT.emailNotVerified);
  const session = await createSession(ctx.db, user.id, ctx.config);
  await ctx.db.update(users).set({ lastSignInAt: sql`now()` }).where(eq(users.id, user.id));
  return { user, session };
}
