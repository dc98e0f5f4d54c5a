import { ADMIN_OPS_TEXT, ADMIN_TEXT, type ApprovalStatus, paths } from '@mx/contract';
import { pathForReader } from '@mx/contract/i18n/locale';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { announceDirectoryChange, clearDirectoryCache } from '../../lib/directory-changes.ts';
import { sentence } from '../../lib/i18n.ts';
import { setAccountName } from '../auth/account-changes.ts';
import { deactivateAccount } from '../auth/account-standing.ts';
import { accountsForAdmins as account, isActiveAccount } from '../auth/admin-accounts.ts';
import type { User } from '../auth/current-user.ts';
import { deleteUserSessions } from '../auth/sessions.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { profilesForAdmins as profileView } from '../mxpert/admin-profiles.ts';
import { approveProfile, rejectProfile } from '../mxpert/profile-standing.ts';
import { notifyAdmins, notifyUser } from '../notifications/notify.ts';
import { approvedMessage, rejectedMessage } from './emails.ts';
import { nmlsAlsoUsedBy } from './nmls.ts';
import { accountOf, auditProfileDecision, nameOf, type ProfessionalAccount } from './professional-account.ts';

export interface Decision {
  id: string;
  approvalStatus: ApprovalStatus;
  /** The sentence the admin sees. */
  message: string;
}

interface DecisionInput {
  admin: User;
  mxpertId: string;
}

/**
 * One license, one listing: approving a profile whose NMLS ID another profile holds needs the
 * admin's explicit confirmation (409 without it); the names are recorded with the approval.
 */
async function assertNmlsConfirmed(tx: Executor, mxpertId: string, confirmed: boolean): Promise<string[]> {
  const [profile] = await tx
    .select({ id: profileView.id, nmlsId: profileView.nmlsId })
    .from(profileView)
    .where(eq(profileView.id, mxpertId));
  if (!profile) return [];
  const others = (await nmlsAlsoUsedBy(tx, [profile])).get(profile.id) ?? [];
  if (others.length > 0 && !confirmed) throw new AppError('CONFLICT', ADMIN_OPS_TEXT.duplicateNmlsNeedsConfirmation);
  return others;
}

/**
 * Approves a pending professional whose onboarding is complete. The conditional UPDATE decides:
 * of two approvals at the same moment exactly one changes the row (the other waits for its lock,
 * then finds the row no longer pending), so one e-mail, one notification and one audit row follow.
 */
export async function approveMxpert(
  ctx: AppContext,
  { admin, mxpertId, confirmDuplicateNmls = false }: DecisionInput & { confirmDuplicateNmls?: boolean },
): Promise<Decision> {
  const decision = await ctx.db.transaction(async (tx) => {
    const sharedWith = await assertNmlsConfirmed(tx, mxpertId, confirmDuplicateNmls);
    const profile = await approveProfile(tx, mxpertId, isActiveAccount);
    if (!profile) throw await refusal(tx, mxpertId, 'approve');
    const signUp = await accountOf(tx, profile.userId);
    const user = await takeApprovedName(tx, profile, signUp);
    const name = nameOf(profile, user);

    await enqueueEmail(tx, user.email, approvedMessage(name, `${ctx.config.publicUrl}${paths.signIn}`, user.locale));
    await notifyAdmins(tx, {
      type: 'approved',
      title: 'MortgageXpert approved',
      message: `${name} was approved by ${admin.name}.`,
      metadata: { mxpertName: name, mxpertCompany: profile.companyName, mxpertProfileId: profile.id, approvedBy: admin.name },
      text: {
        title: { id: 'answers.notice.adminApprovedTitle', values: {} },
        message: { id: 'answers.notice.adminApproved', values: { name, admin: admin.name } },
      },
    });
    await notifyUser(tx, user.id, {
      type: 'approved',
      title: 'Profile approved',
      message: 'Your profile has been approved and is now listed in the MortgageXperts directory.',
      metadata: { mxpertName: name, mxpertCompany: profile.companyName },
      text: {
        title: { id: 'answers.notice.profileApprovedTitle', values: {} },
        message: { id: 'answers.notice.profileApproved', values: {} },
      },
    });
    await auditProfileDecision(tx, admin, 'mxpert.approved', profile.id, null, {
      userId: user.id,
      email: user.email,
      name,
      ...(signUp.name !== user.name ? { signUpName: signUp.name } : {}),
      ...(sharedWith.length > 0 ? { duplicateNmlsConfirmed: true, nmlsAlsoUsedBy: sharedWith } : {}),
    });
    await announceDirectoryChange(tx);
    return {
      id: profile.id,
      approvalStatus: profile.approvalStatus,
      message: sentence(admin.locale, ADMIN_TEXT.approved(name), 'admin.approvedToast', { name }),
    };
  });
  // The approved professional is in the directory at once, not when its cached pages expire.
  clearDirectoryCache(ctx);
  return decision;
}

/**
 * Rejects a pending professional (onboarded or not): the profile is marked rejected with the
 * reason, the account is deactivated, every session of it ends at once, and the reason is e-mailed.
 * The profile and everything it received are kept.
 */
export async function rejectMxpert(ctx: AppContext, { admin, mxpertId, reason }: DecisionInput & { reason: string }) {
  return ctx.db.transaction(async (tx): Promise<Decision> => {
    const profile = await rejectProfile(tx, mxpertId, reason);
    if (!profile) throw await refusal(tx, mxpertId, 'reject');
    await deactivateAccount(tx, profile.userId);
    await deleteUserSessions(tx, profile.userId);
    const user = await accountOf(tx, profile.userId);
    const name = nameOf(profile, user);

    await enqueueEmail(
      tx,
      user.email,
      rejectedMessage(name, reason, `${ctx.config.publicUrl}${pathForReader(paths.support, user.locale)}`, user.locale),
    );
    await auditProfileDecision(tx, admin, 'mxpert.rejected', profile.id, reason, { userId: user.id, email: user.email, name });
    return {
      id: profile.id,
      approvalStatus: profile.approvalStatus,
      message: sentence(admin.locale, ADMIN_TEXT.rejected(name), 'admin.rejectedToast', { name }),
    };
  });
}

/**
 * The account takes the full name the admin has just approved (decision 103): the directory, the
 * profile, the cards, the conversations, the e-mails and the dashboard show the account's name, which until
 * now was the name typed at sign-up, never reviewed.
 */
async function takeApprovedName(
  tx: Executor,
  profile: { userId: string; fullName: string | null },
  account: ProfessionalAccount,
) {
  const approved = profile.fullName?.trim();
  if (!approved || approved === account.name) return account;
  await setAccountName(tx, profile.userId, approved);
  return { ...account, name: approved };
}

/** Why a decision changed nothing: not found (404), or the professional's state forbids it (409). */
async function refusal(tx: Executor, mxpertId: string, action: 'approve' | 'reject'): Promise<AppError> {
  const [row] = await tx
    .select({
      status: profileView.approvalStatus,
      onboardCompleted: profileView.onboardCompleted,
      isActive: account.isActive,
    })
    .from(profileView)
    .innerJoin(account, eq(account.id, profileView.userId))
    .where(eq(profileView.id, mxpertId));
  if (!row) return new AppError('NOT_FOUND', ADMIN_TEXT.mxpertNotFound);
  if (row.status === 'approved') return new AppError('CONFLICT', ADMIN_TEXT.alreadyApproved);
  if (row.status === 'rejected') return new AppError('CONFLICT', ADMIN_TEXT.alreadyRejected);
  if (row.status === 'suspended') return new AppError('CONFLICT', ADMIN_OPS_TEXT.alreadySuspended);
  if (action === 'reject') return new AppError('CONFLICT', ADMIN_TEXT.rejectFailed);
  if (!row.onboardCompleted) return new AppError('CONFLICT', ADMIN_TEXT.onboardingIncomplete);
  return new AppError('CONFLICT', ADMIN_TEXT.accountDeactivated);
}
