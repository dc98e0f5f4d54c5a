import { ACCOUNT_TEXT, type ChangeNameBody, type LanguageBody, paths, TEXT } from '@mx/contract';
import { pathForReader } from '@mx/contract/i18n/locale';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.ts';
import { moveAccountAddress, setAccountLocale, setAccountNames, setPasswordHash } from '../auth/account-changes.ts';
import { findAccount, localeOfAddress } from '../auth/accounts.ts';
import type { User } from '../auth/current-user.ts';
import { limitMailSending } from '../auth/limits.ts';
import { deleteOtherSessions } from '../auth/sessions.ts';
import { consumeTokenRow, issueToken } from '../auth/tokens.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import {
  confirmEmailChangeMessage,
  emailChangedNoticeMessage,
  emailChangeRefusedMessage,
  passwordChangedMessage,
} from '../mail/templates.ts';

/**
 * The signed-in user's own account (docs/decisions/059): name, password and e-mail address. Every
 * change that needs the current password counts wrong guesses like a sign-in (per account), so a
 * session left open cannot be used to find the password.
 */
export async function checkCurrentPassword(ctx: AppContext, user: User, password: string): Promise<void> {
  await ctx.limiter.consume(`account-password:${user.id}`, ctx.config.rateLimits.login);
  if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('BAD_REQUEST', ACCOUNT_TEXT.wrongPassword);
}

export async function changeName(ctx: AppContext, user: User, body: ChangeNameBody): Promise<User> {
  const updated = await setAccountNames(ctx.db, user.id, body);
  if (!updated) throw new AppError('UNAUTHORIZED', TEXT.authenticationRequired);
  return updated;
}

/** The language of the user's e-mails and signed-in pages (docs/decisions/118). */
export async function changeLanguage(ctx: AppContext, user: User, body: LanguageBody): Promise<User> {
  const updated = await setAccountLocale(ctx.db, user.id, body.locale);
  if (!updated) throw new AppError('UNAUTHORIZED', TEXT.authenticationRequired);
  return updated;
}

/** The new password; every other session of the account ends and the owner is told by e-mail. */
export async function changePassword(
  ctx: AppContext,
  user: User,
  { currentPassword, newPassword, sessionToken }: { currentPassword: string; newPassword: string; sessionToken: string | null },
): Promise<void> {
  await checkCurrentPassword(ctx, user, currentPassword);
  if (currentPassword === newPassword) throw new AppError('BAD_REQUEST', ACCOUNT_TEXT.samePassword);
  if (isCommonPassword(newPassword)) throw new AppError('BAD_REQUEST', TEXT.commonPassword);
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await deleteOtherSessions(tx, user.id, sessionToken);
    await enqueueEmail(
      tx,
      user.email,
      passwordChangedMessage(user.firstName, `${ctx.config.publicUrl}${paths.forgotPassword}`, user.locale),
    );
  });
}

/**
 * Sends the confirmation link to the new address; nothing changes until it is opened. The answer is
 * the same whether or not the address belongs to another account (that address's owner is told
 * instead), so the form does not tell who has an account.
 */
export async function requestEmailChange(
  ctx: AppContext,
  user: User,
  { newEmail, currentPassword, clientIp }: { newEmail: string; currentPassword: string; clientIp: string },
): Promise<void> {
  await checkCurrentPassword(ctx, user, currentPassword);
  if (newEmail === user.email) throw new AppError('BAD_REQUEST', ACCOUNT_TEXT.sameEmail);
  if (!(await limitMailSending(ctx, { clientIp, email: newEmail }))) return;
  await ctx.db.transaction(async (tx) => {
    const owner = await localeOfAddress(tx, newEmail);
    if (owner) {
      await enqueueEmail(tx, newEmail, emailChangeRefusedMessage(owner.locale));
      return;
    }
    const token = await issueToken(tx, user.id, 'change_email', { newEmail });
    const url = `${ctx.config.publicUrl}${pathForReader(paths.confirmEmailChange, user.locale)}?token=${token}`;
    await enqueueEmail(tx, newEmail, confirmEmailChangeMessage(user.firstName, url, user.locale), { holdsSecret: true });
  });
}

/** Opening the link: the account moves to the new (now verified) address and the old one is told. */
export async function confirmEmailChange(ctx: AppContext, token: string): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await consumeTokenRow(tx, token, 'change_email');
      if (!row?.newEmail) throw new AppError('BAD_REQUEST', ACCOUNT_TEXT.invalidEmailChangeToken);
      const before = await findAccount(tx, row.userId);
      if (!before) throw new AppError('BAD_REQUEST', ACCOUNT_TEXT.invalidEmailChangeToken);
      await moveAccountAddress(tx, row.userId, row.newEmail);
      await enqueueEmail(
        tx,
        before.email,
        emailChangedNoticeMessage(before.firstName, row.newEmail, `${ctx.config.publicUrl}${paths.home}`, before.locale),
      );
    });
  } catch (err) {
    // The address was taken by a sign-up after the link was sent: addresses stay unique.
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', ACCOUNT_TEXT.emailInUse);
    throw err;
  }
}
