import { TEXT } from '@mx/contract';
import { eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import { countFailedLogin, limitLogin } from './limits.ts';
import { signInAddresses, type User, users } from './schema.ts';
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
  return { user, session: await startSession(ctx, user, clientIp) };
}

/**
 * The session of a completed sign-in, by password alone or with the second factor. The client's
 * address is recorded as the per-client limits count it (IPv4, or the /64 of IPv6): reviews by
 * someone who signs in where the professional does are held (docs/decisions/085).
 */
export async function startSession(ctx: AppContext, user: User, clientKey: string): Promise<NewSession> {
  return ctx.db.transaction(async (tx) => {
    const session = await createSession(tx, user.id, ctx.config);
    await tx.update(users).set({ lastSignInAt: sql`now()` }).where(eq(users.id, user.id));
    await tx.insert(signInAddresses).values({ userId: user.id, address: clientKey });
    return session;
  });
}

/** Deletes the sign-in addresses recorded before the cutoff (the retention job); answers how many. */
export async function deleteSignInAddressesBefore(db: Executor, cutoff: SQL): Promise<number> {
  const rows = await db
    .delete(signInAddresses)
    .where(lt(signInAddresses.createdAt, cutoff))
    .returning({ id: signInAddresses.id });
  return rows.length;
}

/**
 * Whether the account behind `userId` signed in after `since` from `clientKey` or from an address
 * `otherUserId` also signed in from after `since` (a condition of another module's query).
 */
export function signedInFromSharedAddress(userId: SQL, otherUserId: string, clientKey: string, since: SQL): SQL {
  return sql`exists (
        select 1 from ${signInAddresses} pro
        where pro.user_id = ${userId} and pro.created_at > ${since}
          and (pro.address = ${clientKey} or exists (
            select 1 from ${signInAddresses} mine
            where mine.user_id = ${otherUserId} and mine.address = pro.address and mine.created_at > ${since}))
      )`;
}
