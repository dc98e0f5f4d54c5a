import {
  ADMIN_OPS_TEXT,
  ADMIN_PAGE_SIZE,
  IDENTITY_FIELDS,
  IDENTITY_IMAGE_FIELDS,
  type IdentityField,
  type ProfileChangeItem,
} from '@mx/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { announceDirectoryChange, clearDirectoryCache } from '../../lib/directory-changes.ts';
import { sentence, translator } from '../../lib/i18n.ts';
import { isHeldImagePath, publishHeldImage } from '../../lib/images.ts';
import { paging } from '../../lib/paging.ts';
import { setAccountName } from '../auth/account-changes.ts';
import { accountsForAdmins } from '../auth/admin-accounts.ts';
import type { User } from '../auth/current-user.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { identityOf } from '../mxpert/identity-changes.ts';
import { claimProfileChange, decideProfileChange, profileChangePage } from '../mxpert/profile-change-review.ts';
import { applyIdentityChange } from '../mxpert/profile-standing.ts';
import { discardUpload } from '../uploads/image-intake.ts';
import { identityChangeApprovedMessage, identityChangeDeclinedMessage } from './emails.ts';
import { nmlsAlsoUsedBy } from './nmls.ts';
import { auditProfileDecision, nameOf } from './professional-account.ts';

/** GET /api/admin/profile-changes: oldest pending first (or the decided ones, newest first). */
export async function listProfileChanges(db: Executor, q: { page: number; status: 'pending' | 'approved' | 'declined' }) {
  const { rows, totalCount } = await profileChangePage(db, accountsForAdmins, { ...q, pageSize: ADMIN_PAGE_SIZE });
  const dup = await nmlsAlsoUsedBy(
    db,
    rows.flatMap((r) => (r.newValues.nmlsId ? [{ id: r.mxpertProfileId, nmlsId: r.newValues.nmlsId }] : [])),
  );
  const changes: ProfileChangeItem[] = rows.map((r) => ({
    ...r,
    oldValues: identityOf(r.oldValues),
    newValues: identityOf(r.newValues),
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    nmlsAlsoUsedBy: r.newValues.nmlsId !== r.oldValues.nmlsId ? (dup.get(r.mxpertProfileId) ?? []) : [],
  }));
  return { changes, ...paging(totalCount, q.page, ADMIN_PAGE_SIZE) };
}

/** Claims a pending change (row locked) with its profile and account, or says why not. */
async function claimPending(tx: Executor, changeId: string) {
  const row = await claimProfileChange(tx, accountsForAdmins, changeId);
  if (!row) throw new AppError('NOT_FOUND', ADMIN_OPS_TEXT.changeNotFound);
  if (row.change.status !== 'pending') throw new AppError('CONFLICT', ADMIN_OPS_TEXT.changeDecided);
  return row;
}

/**
 * Applies a held identity change to the profile and tells the professional. A new NMLS ID another
 * profile holds needs the admin's confirmation, as an approval does (decision 063).
 */
export async function approveProfileChange(
  ctx: AppContext,
  { admin, changeId, confirmDuplicateNmls = false }: { admin: User; changeId: string; confirmDuplicateNmls?: boolean },
) {
  const heldImages: string[] = [];
  const replacedImages: string[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    heldImages.length = 0;
    replacedImages.length = 0;
    const { change, profile, email, userName, locale } = await claimPending(tx, changeId);
    const next = identityOf(change.newValues);
    let sharedWith: string[] = [];
    if (next.nmlsId && next.nmlsId !== profile.nmlsId) {
      sharedWith = (await nmlsAlsoUsedBy(tx, [{ id: profile.id, nmlsId: next.nmlsId }])).get(profile.id) ?? [];
      if (sharedWith.length > 0 && !confirmDuplicateNmls) {
        throw new AppError('CONFLICT', ADMIN_OPS_TEXT.duplicateNmlsNeedsConfirmation);
      }
    }
    // Only the fields the change holds (one written before photos and addresses were held has three).
    const applied: Partial<Record<IdentityField, string | null>> = {};
    for (const f of IDENTITY_FIELDS) if (f in change.newValues) applied[f] = next[f];
    // An approved photo or logo moves from the admins-only folder to the public one (decision 098).
    for (const f of IDENTITY_IMAGE_FIELDS) {
      const held = applied[f];
      if (isHeldImagePath(held)) {
        applied[f] = await publishHeldImage(ctx.storage, held);
        heldImages.push(held);
        if (profile[f] && profile[f] !== applied[f]) replacedImages.push(profile[f]);
      }
    }
    await applyIdentityChange(tx, profile.id, { ...applied, nmlsId: next.nmlsId ?? profile.nmlsId });
    // The directory, the profile and the cards show the account's name: an approved new full name
    // becomes that name too, or the change would show nowhere in public (decisions 062, 103).
    const newName = next.fullName?.trim();
    if (newName && newName !== userName) {
      await setAccountName(tx, profile.userId, newName);
    }
    await decideProfileChange(tx, change.id, { status: 'approved', adminId: admin.id });
    const name = nameOf(next, { name: userName });
    const t = translator(locale);
    const lines = IDENTITY_FIELDS.map((f) => `${t(`emails.identityField.${f}`)}: ${next[f] ?? '—'}`);
    await enqueueEmail(tx, email, identityChangeApprovedMessage(name, lines, locale));
    await auditProfileDecision(tx, admin, 'profile_change.approved', profile.id, null, {
      changeId: change.id,
      oldValues: change.oldValues,
      newValues: next,
      ...(sharedWith.length > 0 ? { duplicateNmlsConfirmed: true, nmlsAlsoUsedBy: sharedWith } : {}),
    });
    await announceDirectoryChange(tx);
    return {
      id: change.id,
      status: 'approved' as const,
      message: sentence(admin.locale, ADMIN_OPS_TEXT.changeApproved(name), 'admin.changeApprovedToast', { name }),
    };
  });
  clearDirectoryCache(ctx);
  for (const path of [...heldImages, ...replacedImages]) await discardUpload(ctx.storage, path, ctx.log);
  return result;
}

/** Declines a held identity change with a reason: the profile keeps its approved values. */
export async function declineProfileChange(
  ctx: AppContext,
  { admin, changeId, reason }: { admin: User; changeId: string; reason: string },
) {
  const result = await ctx.db.transaction(async (tx) => {
    const { change, profile, email, userName, locale } = await claimPending(tx, changeId);
    await decideProfileChange(tx, change.id, { status: 'declined', adminId: admin.id, declineReason: reason });
    const name = nameOf(profile, { name: userName });
    await enqueueEmail(tx, email, identityChangeDeclinedMessage(name, reason, locale));
    await auditProfileDecision(tx, admin, 'profile_change.declined', profile.id, reason, {
      changeId: change.id,
      oldValues: change.oldValues,
      newValues: change.newValues,
    });
    return {
      id: change.id,
      status: 'declined' as const,
      message: sentence(admin.locale, ADMIN_OPS_TEXT.changeDeclined(name), 'admin.changeDeclinedToast', { name }),
      heldImages: IDENTITY_IMAGE_FIELDS.map((f) => change.newValues[f]).filter(isHeldImagePath),
    };
  });
  // A declined photo or logo is never shown: it is deleted.
  for (const path of result.heldImages) await discardUpload(ctx.storage, path, ctx.log);
  return { id: result.id, status: result.status, message: result.message };
}
