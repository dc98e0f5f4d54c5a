import { TEXT, TWO_FACTOR_TEXT } from '@mx/contract';
import { eq } from 'drizzle-orm';
import { generateSecret } from 'otplib';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { encryptSecret } from '../../lib/sign-in-keys.ts';
import { checkCurrentPassword } from '../account/settings.ts';
import type { User } from '../auth/current-user.ts';
import { clearSecret, enableSecret, setUpSecret } from '../auth/two-factor-secret.ts';
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
  const set = await setUpSecret(ctx.db, user.id, encryptSecret(ctx.config.twoFactorKey, secret, user.id));
  if (!set) throw new AppError('CONFLICT', TWO_FACTOR_TEXT.alreadyOn);
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
    // The secret the code was checked against: a set-up started meanwhile in another tab wins nothing.
    const enabled = await enableSecret(tx, user.id, secret);
    if (!enabled) throw new AppError('CONFLICT', TWO_FACTOR_TEXT.notSetUp);
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
  await clearSecret(tx, userId);
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
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
