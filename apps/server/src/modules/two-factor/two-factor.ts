import { TEXT, TWO_FACTOR_TEXT } from '@mx/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { generateSecret } from 'otplib';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { encryptSecret } from '../../lib/sign-in-keys.ts';
import { checkCurrentPassword } from '../account/settings.ts';
import { type User, users } from '../auth/schema.ts';
import { acceptRecoveryCode, acceptTotp, hashRecoveryCode, newRecoveryCodes, otpauthUrl } from './codes.ts';
import { twoFactorRecoveryCodes } from './schema.ts';

/**
 * Two-factor sign-in (docs/decisions/075): set up (a new secret, not yet in force), enable (the first
 * code proves the app has it; ten recovery codes are made), disable (password and a code).
 */

export async function setUpTwoFactor(
  ctx: AppContext,
  user: User,
  password: string,
): Promise<{ secret: string; otpauthUrl: string }> {
  await checkCurrentPassword(ctx, user, password);
  if (user.twoFactorEnabledAt) throw new AppError('CONFLICT', TWO_FACTOR_TEXT.alreadyOn);
  const secret = generateSecret();
  const [row] = await ctx.db
    .update(users)
    .set({
      twoFactorSecret: encryptSecret(ctx.config.twoFactorKey, secret, user.id),
      twoFactorLastStep: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, user.id), isNull(users.twoFactorEnabledAt)))
    .returning({ id: users.id });
  if (!row) throw new AppError('CONFLICT', TWO_FACTOR_TEXT.alreadyOn);
  return { secret, otpauthUrl: otpauthUrl(TWO_FACTOR_TEXT.issuer, user.email, secret) };
}

/**
 * A code of the account: TOTP, or a recovery code where allowed. Wrong codes are counted per account
 * (RATE_LIMIT_TWO_FACTOR); once the account has used its allowance every code is refused until the
 * window ends, the right one too.
 */
export async function checkSecondFactor(
  ctx: AppContext,
  user: User,
  code: string,
  { allowRecoveryCode }: { allowRecoveryCode: boolean },
): Promise<void> {
  const key = `two-factor:${user.id}`;
  await ctx.limiter.check(key, ctx.config.rateLimits.twoFactor);
  const serverKey = ctx.config.twoFactorKey;
  if (await acceptTotp(ctx.db, serverKey, user, code)) return;
  if (allowRecoveryCode && (await acceptRecoveryCode(ctx.db, serverKey, user, code))) return;
  await ctx.limiter.allow(key, ctx.config.rateLimits.twoFactor);
  throw new AppError('BAD_REQUEST', TWO_FACTOR_TEXT.wrongCode);
}

/** Turns two-factor sign-in on with the secret of the set-up; answers the recovery codes, shown this once. */
export async function enableTwoFactor(ctx: AppContext, user: User, code: string): Promise<string[]> {
  if (user.twoFactorEnabledAt) throw new AppError('CONFLICT', TWO_FACTOR_TEXT.alreadyOn);
  const secret = user.twoFactorSecret;
  if (!secret) throw new AppError('CONFLICT', TWO_FACTOR_TEXT.notSetUp);
  await checkSecondFactor(ctx, user, code, { allowRecoveryCode: false });
  const codes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ twoFactorEnabledAt: sql`now()`, updatedAt: sql`now()` })
      // The secret the code was checked against: a set-up started meanwhile in another tab wins nothing.
      .where(and(eq(users.id, user.id), isNull(users.twoFactorEnabledAt), eq(users.twoFactorSecret, secret)))
      .returning({ id: users.id });
    if (!row) throw new AppError('CONFLICT', TWO_FACTOR_TEXT.notSetUp);
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    await tx
      .insert(twoFactorRecoveryCodes)
      .values(codes.map((c) => ({ userId: user.id, codeHash: hashRecoveryCode(ctx.config.twoFactorKey, c) as string })));
  });
  return codes;
}

export async function disableTwoFactor(
  ctx: AppContext,
  user: User,
  { password, code }: { password: string; code: string },
): Promise<void> {
  await checkCurrentPassword(ctx, user, password);
  if (!user.twoFactorEnabledAt) throw new AppError('CONFLICT', TWO_FACTOR_TEXT.notOn);
  await checkSecondFactor(ctx, user, code, { allowRecoveryCode: true });
  await ctx.db.transaction((tx) => clearTwoFactor(tx, user.id));
}

/**
 * Two-factor sign-in off: secret, recovery codes and last step gone. Every remembered browser is
 * revoked with the secret its cookie was signed over (sign-in-cookies.ts).
 */
export async function clearTwoFactor(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
}

/** The account a pending sign-in names, for its second step. */
export async function findAccount(db: Executor, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/**
 * The second step of a sign-in: the account of the pending sign-in, still active and with two-factor
 * sign-in on, and a code of it (TOTP or an unused recovery code).
 */
export async function checkSignInCode(ctx: AppContext, user: User | null, code: string): Promise<User> {
  if (!user?.twoFactorEnabledAt) throw new AppError('SIGN_IN_EXPIRED', TWO_FACTOR_TEXT.signInExpired);
  if (!user.isActive) throw new AppError('ACCOUNT_DEACTIVATED', TEXT.accountDeactivated);
  await checkSecondFactor(ctx, user, code, { allowRecoveryCode: true });
  return user;
}
