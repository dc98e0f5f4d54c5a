import { TEXT } from '@mx/contract';
import { eq, sql } from 'drizzle-orm';
import { type User, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import { countFailedLogin, limitLogin } from './limits.ts';
import { createSession, type NewSession } from './sessions.ts';

/** Signed in, or the password was right and the second factor is still asked (no session yet). */
export type LoginResult = { user: User; session: NewSession } | { user: User; twoFactorRequired: true };

/**
 * Checks the password first: only the owner of the right password learns that the account is
 * unverified or deactivated, or asks for a second factor; everyone else gets the one failed-login answer.
 */
export async function login(
  ctx: AppContext,
  {
    email,
    password,
    clientIp,
    device,
    isRememberedBrowser,
  }: {
    email: string;
    password: string;
    clientIp: string;
    /** The id of this browser's device cookie for this e-mail address (docs/decisions/076). */
    device: string | null;
    /** This browser was remembered for the account's second factor. */
    isRememberedBrowser: (user: User) => boolean;
  },
): Promise<LoginResult> {
  await limitLogin(ctx, { clientIp, email, device });
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user) {
    await verifyPassword(await decoyPasswordHash(), password);
    await countFailedLogin(ctx, { email, device });
    throw new AppError('INVALID_CREDENTIALS', TEXT.invalidCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    await countFailedLogin(ctx, { email, device });
    throw new AppError('INVALID_CREDENTIALS', TEXT.invalidCredentials);
  }
  if (!user.isActive) throw new AppError('ACCOUNT_DEACTIVATED', TEXT.accountDeactivated);
  if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED', TEXT.emailNotVerified);
  if (user.twoFactorEnabledAt && !isRememberedBrowser(user)) return { user, twoFactorRequired: true };
  return { user, session: await startSession(ctx, user) };
}

/** The session of a completed sign-in, by password alone or with the second factor. */
export async function startSession(ctx: AppContext, user: User): Promise<NewSession> {
  const session = await createSession(ctx.db, user.id, ctx.config);
  await ctx.db.update(users).set({ lastSignInAt: sql`now()` }).where(eq(users.id, user.id));
  return session;
}
