import type { RegisterConsumerBody, RegisterMxpertBody } from '@mx/contract';
import { paths, signInReturningTo, TEXT } from '@mx/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword, isCommonPassword } from '../../lib/passwords.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { existingAccountMessage } from '../mail/templates.ts';
import { limitMailSending } from './limits.ts';
import { type User, users } from './schema.ts';
import { sendVerificationEmail } from './verification.ts';

/**
 * What a professional's sign-up does beside the account, in the new account's transaction. The
 * modules that answer it sit above auth, so this module does not call them; the routes' caller passes them in.
 */
export interface ProfessionalSignUp {
  /** Creates the professional's profile: the mxpert module owns the profiles (`createProfile`). */
  createProfile: (tx: Executor, profile: { userId: string; fullName: string; nmlsId: string }) => Promise<void>;
  /** Tells the admins: the notifications module answers it (`notifyAdminsOfNewProfessional`), it reads the accounts. */
  noticeNewProfessional: (
    tx: Executor,
    professional: { name: string; firstName: string; lastName: string; nmlsId: string },
  ) => Promise<void>;
}

export type NewAccount =
  | ({ role: 'MXPERT' } & RegisterMxpertBody & { next?: undefined })
  | ({ role: 'CONSUMER' } & RegisterConsumerBody);

/**
 * Creates an unverified account and sends its verification e-mail. An e-mail address that is
 * already registered gets the same answer (and its owner a notice), so the form cannot be used to
 * find out who has an account.
 */
export async function registerAccount(
  ctx: AppContext,
  { account, clientIp, professionalSignUp }: { account: NewAccount; clientIp: string; professionalSignUp: ProfessionalSignUp },
): Promise<string> {
  const mayMail = await limitMailSending(ctx, { clientIp, email: account.email });
  if (isCommonPassword(account.password)) throw new AppError('BAD_REQUEST', TEXT.commonPassword);
  const passwordHash = await hashPassword(account.password);
  try {
    await ctx.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(users).where(eq(users.email, account.email));
      if (existing) {
        if (mayMail) await noticeExistingAccount(ctx, tx, existing, { passwordHash, next: account.next });
        return;
      }
      await createAccount(ctx, tx, { account, passwordHash, mayMail, professionalSignUp });
    });
  } catch (err) {
    // Two sign-ups with one address at the same moment: the loser gets the neutral answer too.
    if (!isUniqueViolation(err)) throw err;
  }
  return TEXT.registered;
}

async function createAccount(
  ctx: AppContext,
  tx: Executor,
  {
    account,
    passwordHash,
    mayMail,
    professionalSignUp: { createProfile, noticeNewProfessional },
  }: { account: NewAccount; passwordHash: string; mayMail: boolean; professionalSignUp: ProfessionalSignUp },
) {
  const name = `${account.firstName} ${account.lastName}`;
  const [user] = await tx
    .insert(users)
    .values({
      email: account.email,
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      name,
      // Who signs up on a Spanish page reads the signed-in pages and the e-mails in Spanish.
      ...(account.locale ? { locale: account.locale } : {}),
      role: account.role,
    })
    .returning();
  if (!user) throw new Error('user insert returned no row');
  if (account.role === 'MXPERT') {
    await createProfile(tx, { userId: user.id, fullName: name, nmlsId: account.nmlsId });
    await noticeNewProfessional(tx, { name, firstName: account.firstName, lastName: account.lastName, nmlsId: account.nmlsId });
  }
  if (mayMail) await sendVerificationEmail(ctx, tx, user, { passwordHash, next: account.next });
}

/**
 * A second sign-up of an unverified address gets a verification link of its own, which verifies
 * this sign-up's password only (docs/decisions/078); a verified address gets a notice.
 */
async function noticeExistingAccount(
  ctx: AppContext,
  tx: Executor,
  user: User,
  signUp: { passwordHash: string; next?: string | undefined },
) {
  const base = ctx.config.publicUrl;
  if (!user.emailVerifiedAt && user.isActive) {
    await sendVerificationEmail(ctx, tx, user, signUp);
    return;
  }
  // Its sign-in link leads to the page the sign-up was on its way to, as a verification link would.
  await enqueueEmail(
    tx,
    user.email,
    existingAccountMessage(
      user.firstName,
      `${base}${signInReturningTo(signUp.next)}`,
      `${base}${paths.forgotPassword}`,
      user.locale,
    ),
  );
}
