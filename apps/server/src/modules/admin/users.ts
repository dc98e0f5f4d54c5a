import { ADMIN_OPS_TEXT, ADMIN_PAGE_SIZE, type AdminUserRow, type Role, type UserStatus } from '@mx/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { sentence } from '../../lib/i18n.ts';
import { paging } from '../../lib/paging.ts';
import { recordAudit } from '../audit/record.ts';
import { deactivateAccount, reactivateAccount } from '../auth/account-standing.ts';
import { lockAccount } from '../auth/accounts.ts';
import { accountPage } from '../auth/admin-accounts.ts';
import type { User } from '../auth/current-user.ts';
import { queueConfirmAddressEmail } from '../auth/email-requests.ts';
import { deleteUserSessions } from '../auth/sessions.ts';

const statusOf = (u: Pick<User, 'isActive' | 'emailVerifiedAt'>): UserStatus =>
  !u.isActive ? 'deactivated' : u.emailVerifiedAt ? 'active' : 'unverified';

function toRow(u: User): AdminUserRow {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    status: statusOf(u),
    deactivationReason: u.isActive ? null : u.deactivationReason,
    createdAt: u.createdAt.toISOString(),
    lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/users: every account, newest first, 10 a page; search by name or e-mail, filter by role and status. */
export async function listUsers(db: Executor, q: { page: number; search?: string; role?: Role; status?: UserStatus }) {
  const { rows, totalCount } = await accountPage(db, { ...q, pageSize: ADMIN_PAGE_SIZE });
  return { users: rows.map(toRow), ...paging(totalCount, q.page, ADMIN_PAGE_SIZE) };
}

async function accountOrRefusal(tx: Executor, id: string): Promise<User> {
  const user = await lockAccount(tx, id);
  if (!user) throw new AppError('NOT_FOUND', ADMIN_OPS_TEXT.userNotFound);
  return user;
}

/**
 * Deactivates a consumer's account with a reason: every session ends at once and sign-in is
 * refused with TEXT.accountDeactivated. Professionals are taken down by suspension, not here.
 */
export async function deactivateUser(
  ctx: AppContext,
  { admin, userId, reason }: { admin: User; userId: string; reason: string },
) {
  return ctx.db.transaction(async (tx) => {
    const user = await accountOrRefusal(tx, userId);
    if (user.role !== 'CONSUMER') throw new AppError('CONFLICT', ADMIN_OPS_TEXT.onlyConsumersDeactivated);
    if (!user.isActive) throw new AppError('CONFLICT', ADMIN_OPS_TEXT.alreadyDeactivated);
    const updated = await deactivateAccount(tx, user.id, reason);
    await deleteUserSessions(tx, user.id);
    await recordAudit(tx, { actorId: admin.id, action: 'user.deactivated', targetType: 'user', targetId: user.id, reason });
    return {
      message: sentence(admin.locale, ADMIN_OPS_TEXT.deactivated(user.name), 'admin.deactivatedToast', { name: user.name }),
      data: toRow(updated ?? user),
    };
  });
}

export async function reactivateUser(ctx: AppContext, { admin, userId }: { admin: User; userId: string }) {
  return ctx.db.transaction(async (tx) => {
    const user = await accountOrRefusal(tx, userId);
    if (user.role !== 'CONSUMER') throw new AppError('CONFLICT', ADMIN_OPS_TEXT.onlyConsumersDeactivated);
    if (user.isActive) throw new AppError('CONFLICT', ADMIN_OPS_TEXT.notDeactivated);
    const updated = await reactivateAccount(tx, user.id);
    await recordAudit(tx, { actorId: admin.id, action: 'user.reactivated', targetType: 'user', targetId: user.id });
    return {
      message: sentence(admin.locale, ADMIN_OPS_TEXT.reactivated(user.name), 'admin.reactivatedToast', { name: user.name }),
      data: toRow(updated ?? user),
    };
  });
}

/** A new link that confirms an unverified account's address (its opener chooses the password), e-mailed through the outbox. */
export async function resendUserVerification(ctx: AppContext, { admin, userId }: { admin: User; userId: string }) {
  return ctx.db.transaction(async (tx) => {
    const user = await accountOrRefusal(tx, userId);
    if (user.emailVerifiedAt) throw new AppError('CONFLICT', ADMIN_OPS_TEXT.alreadyVerified);
    await queueConfirmAddressEmail(tx, ctx.config.publicUrl, user);
    await recordAudit(tx, { actorId: admin.id, action: 'user.verification_resent', targetType: 'user', targetId: user.id });
    return {
      message: sentence(admin.locale, ADMIN_OPS_TEXT.verificationSent(user.email), 'admin.verificationSentToast', {
        email: user.email,
      }),
      data: toRow(user),
    };
  });
}
