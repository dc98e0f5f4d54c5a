import { ADMIN_OPS_TEXT, ADMIN_TEXT, paths } from '@mx/contract';
import { type Locale, pathForReader } from '@mx/contract/i18n/locale';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { announceDirectoryChange, clearDirectoryCache } from '../../lib/directory-changes.ts';
import { sentence } from '../../lib/i18n.ts';
import type { User } from '../auth/current-user.ts';
import { deleteUserSessions } from '../auth/sessions.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import type { EmailContent } from '../mail/render.ts';
import { profilesForAdmins as profileView } from '../mxpert/admin-profiles.ts';
import { changeProfileStanding } from '../mxpert/profile-standing.ts';
import { reinstatedMessage, suspendedMessage } from './emails.ts';
import { accountOf, auditProfileDecision, nameOf, type ProfessionalAccount } from './professional-account.ts';

export interface SuspensionDecision {
  id: string;
  approvalStatus: 'approved' | 'suspended';
  message: string;
}

/** Why a suspension or reinstatement changed nothing: 404 for no such professional, else 409. */
async function refusal(tx: Executor, mxpertId: string, action: 'suspend' | 'reinstate'): Promise<AppError> {
  const [row] = await tx.select({ status: profileView.approvalStatus }).from(profileView).where(eq(profileView.id, mxpertId));
  if (!row) return new AppError('NOT_FOUND', ADMIN_TEXT.mxpertNotFound);
  if (action === 'reinstate') return new AppError('CONFLICT', ADMIN_OPS_TEXT.notSuspended);
  if (row.status === 'suspended') return new AppError('CONFLICT', ADMIN_OPS_TEXT.alreadySuspended);
  return new AppError('CONFLICT', ADMIN_OPS_TEXT.onlyApprovedSuspended);
}

/** A change of an approved professional's standing, and what follows it. */
interface StandingChange {
  to: 'suspended' | 'approved';
  action: 'mxpert.suspended' | 'mxpert.reinstated';
  reason: string | null;
  email: (user: ProfessionalAccount, name: string) => EmailContent;
  toast: (name: string) => string;
}

/**
 * Moves a professional between approved and suspended in one transaction: the conditional UPDATE
 * decides, the e-mail and the audit row follow, the directory hears of it; the directory cache of
 * this instance is emptied at once (the others expire within DIRECTORY_CACHE_SECONDS).
 */
async function changeStanding(
  ctx: AppContext,
  admin: User,
  mxpertId: string,
  change: StandingChange,
): Promise<SuspensionDecision> {
  const suspending = change.to === 'suspended';
  const decision = await ctx.db.transaction(async (tx) => {
    const profile = await changeProfileStanding(tx, mxpertId, change.to, change.reason);
    if (!profile) throw await refusal(tx, mxpertId, suspending ? 'suspend' : 'reinstate');
    if (suspending) await deleteUserSessions(tx, profile.userId);
    const user = await accountOf(tx, profile.userId);
    const name = nameOf(profile, user);
    await enqueueEmail(tx, user.email, change.email(user, name));
    await auditProfileDecision(tx, admin, change.action, profile.id, change.reason, { userId: user.id, name });
    await announceDirectoryChange(tx);
    return { id: profile.id, approvalStatus: change.to, message: change.toast(name) };
  });
  clearDirectoryCache(ctx);
  return decision;
}

/**
 * Takes an approved professional down (docs/decisions/061): status 'suspended' with the reason, every
 * session ended, the reason e-mailed, the audit row written, all in one transaction.
 */
export function suspendMxpert(
  ctx: AppContext,
  { admin, mxpertId, reason }: { admin: User; mxpertId: string; reason: string },
): Promise<SuspensionDecision> {
  const readerUrl = (path: string, locale: Locale) => `${ctx.config.publicUrl}${pathForReader(path, locale)}`;
  return changeStanding(ctx, admin, mxpertId, {
    to: 'suspended',
    action: 'mxpert.suspended',
    reason,
    email: (user, name) =>
      suspendedMessage(
        name,
        reason,
        { signIn: readerUrl(paths.signIn, user.locale), support: readerUrl(paths.support, user.locale) },
        user.locale,
      ),
    toast: (name) => sentence(admin.locale, ADMIN_OPS_TEXT.suspended(name), 'admin.suspendedToast', { name }),
  });
}

/** Lists a suspended professional again and tells them, with the admin's note if any. */
export function reinstateMxpert(
  ctx: AppContext,
  { admin, mxpertId, note }: { admin: User; mxpertId: string; note: string },
): Promise<SuspensionDecision> {
  return changeStanding(ctx, admin, mxpertId, {
    to: 'approved',
    action: 'mxpert.reinstated',
    reason: note || null,
    email: (user, name) => reinstatedMessage(name, note, `${ctx.config.publicUrl}${paths.signIn}`, user.locale),
    toast: (name) => sentence(admin.locale, ADMIN_OPS_TEXT.reinstated(name), 'admin.reinstatedToast', { name }),
  });
}
