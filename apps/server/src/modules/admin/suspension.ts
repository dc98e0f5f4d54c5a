import { ADMIN_OPS_TEXT, ADMIN_TEXT, paths } from '@mx/contract';
import { pathForReader } from '@mx/contract/i18n/locale';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mxpertProfiles, type User, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { announceDirectoryChange, clearDirectoryCache } from '../../lib/directory-changes.ts';
import { sentence } from '../../lib/i18n.ts';
import { deleteUserSessions } from '../auth/sessions.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { recordAudit } from './audit.ts';
import { reinstatedMessage, suspendedMessage } from './emails.ts';

export interface SuspensionDecision {
  id: string;
  approvalStatus: 'approved' | 'suspended';
  message: string;
}

async function accountOf(tx: Executor, userId: string) {
  const [user] = await tx
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`professional ${userId} has no account`);
  return user;
}

const nameOf = (profile: { fullName: string | null }, user: { name: string }) => profile.fullName?.trim() || user.name;

/** Why a suspension or reinstatement changed nothing: 404 for no such professional, else 409. */
async function refusal(tx: Executor, mxpertId: string, action: 'suspend' | 'reinstate'): Promise<AppError> {
  const [row] = await tx
    .select({ status: mxpertProfiles.approvalStatus })
    .from(mxpertProfiles)
    .where(eq(mxpertProfiles.id, mxpertId));
  if (!row) return new AppError('NOT_FOUND', ADMIN_TEXT.mxpertNotFound);
  if (action === 'reinstate') return new AppError('CONFLICT', ADMIN_OPS_TEXT.notSuspended);
  if (row.status === 'suspended') return new AppError('CONFLICT', ADMIN_OPS_TEXT.alreadySuspended);
  return new AppError('CONFLICT', ADMIN_OPS_TEXT.onlyApprovedSuspended);
}

/**
 * Takes an approved professional down (docs/decisions/061): status 'suspended' with the reason, every
 * session ended, the reason e-mailed, the audit row written, all in one transaction; the directory
 * cache of this instance is emptied at once (the others expire within DIRECTORY_CACHE_SECONDS).
 */
export async function suspendMxpert(
  ctx: AppContext,
  { admin, mxpertId, reason }: { admin: User; mxpertId: string; reason: string },
): Promise<SuspensionDecision> {
  const decision = await ctx.db.transaction(async (tx) => {
    const [profile] = await tx
      .update(mxpertProfiles)
      .set({ approvalStatus: 'suspended', suspendedAt: sql`now()`, suspensionReason: reason, updatedAt: sql`now()` })
      .where(and(eq(mxpertProfiles.id, mxpertId), eq(mxpertProfiles.approvalStatus, 'approved')))
      .returning();
    if (!profile) throw await refusal(tx, mxpertId, 'suspend');
    await deleteUserSessions(tx, profile.userId);
    const user = await accountOf(tx, profile.userId);
    const name = nameOf(profile, user);
    await enqueueEmail(
      tx,
      user.email,
      suspendedMessage(
        name,
        reason,
        {
          signIn: `${ctx.config.publicUrl}${pathForReader(paths.signIn, user.locale)}`,
          support: `${ctx.config.publicUrl}${pathForReader(paths.support, user.locale)}`,
        },
        user.locale,
      ),
    );
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'mxpert.suspended',
      targetType: 'mxpert_profile',
      targetId: profile.id,
      reason,
      metadata: { userId: user.id, name },
    });
    await announceDirectoryChange(tx);
    return {
      id: profile.id,
      approvalStatus: 'suspended' as const,
      message: sentence(admin.locale, ADMIN_OPS_TEXT.suspended(name), 'admin.suspendedToast', { name }),
    };
  });
  clearDirectoryCache(ctx);
  return decision;
}

/** Lists a suspended professional again and tells them, with the admin's note if any. */
export async function reinstateMxpert(
  ctx: AppContext,
  { admin, mxpertId, note }: { admin: User; mxpertId: string; note: string },
): Promise<SuspensionDecision> {
  const decision = await ctx.db.transaction(async (tx) => {
    const [profile] = await tx
      .update(mxpertProfiles)
      .set({ approvalStatus: 'approved', suspendedAt: null, suspensionReason: null, updatedAt: sql`now()` })
      .where(and(eq(mxpertProfiles.id, mxpertId), eq(mxpertProfiles.approvalStatus, 'suspended')))
      .returning();
    if (!profile) throw await refusal(tx, mxpertId, 'reinstate');
    const user = await accountOf(tx, profile.userId);
    const name = nameOf(profile, user);
    await enqueueEmail(tx, user.email, reinstatedMessage(name, note, `${ctx.config.publicUrl}${paths.signIn}`, user.locale));
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'mxpert.reinstated',
      targetType: 'mxpert_profile',
      targetId: profile.id,
      reason: note || null,
      metadata: { userId: user.id, name },
    });
    await announceDirectoryChange(tx);
    return {
      id: profile.id,
      approvalStatus: 'approved' as const,
      message: sentence(admin.locale, ADMIN_OPS_TEXT.reinstated(name), 'admin.reinstatedToast', { name }),
    };
  });
  clearDirectoryCache(ctx);
  return decision;
}
