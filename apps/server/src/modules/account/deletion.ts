import { TEXT } from '@mx/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { announceDirectoryChange, clearDirectoryCache } from '../../lib/directory-changes.ts';
import { publishLiveChange } from '../../lib/live-changes.ts';
import { recordAudit } from '../audit/record.ts';
import { deleteAccountRow } from '../auth/account-changes.ts';
import type { User } from '../auth/current-user.ts';
import { detachClientLeads } from '../leads/client-leads.ts';
import { deleteEmailsTo, enqueueEmail } from '../mail/outbox.ts';
import { accountDeletedMessage } from '../mail/templates.ts';
import { profileFilesOf } from '../mxpert/profiles.ts';
import { clientPlanIds, professionalPlanIds } from '../plans/account-plans.ts';
import { deleteDocumentsOfPlans } from '../plans/documents.ts';
import { discardUpload } from '../uploads/image-intake.ts';
import { checkCurrentPassword } from './settings.ts';

/**
 * Account deletion, exactly as docs/decisions/059 decides, in one transaction with the e-mail that
 * confirms it. The address is free at once: the users row goes, so a new sign-up may take it.
 */

/**
 * A consumer: the account, its sessions, tokens, notifications and reviews go (foreign-key cascades).
 * The leads they sent stay with the professionals who received them, detached: no account id, and
 * marked so that no account (a new one with the same address too) lists them, and so are the guest
 * items still waiting for the owner of the address to confirm them (docs/decisions/099); the replies they
 * wrote keep their text with an empty author (the foreign key's set null). The documents of the
 * plans grown out of those leads, both sides' (they are about the client's credit), are deleted
 * with their files (docs/decisions/094).
 */
export async function deleteConsumerAccount(ctx: AppContext, user: User, password: string): Promise<void> {
  await checkCurrentPassword(ctx, user, password);
  await ctx.db.transaction(async (tx) => {
    await deleteDocumentsOfPlans(tx, await clientPlanIds(tx, user));
    await detachClientLeads(tx, user);
    await finishDeletion(tx, user);
  });
}

/**
 * A professional: the account and their profile go, and with the profile (cascades) the leads they
 * received, those leads' conversations, their plans and the reviews about them; their photo and
 * logo files too, and the files of their plans' documents (by a job queued here).
 */
export async function deleteMxpertAccount(ctx: AppContext, user: User, password: string): Promise<void> {
  await checkCurrentPassword(ctx, user, password);
  const profile = await ctx.db.transaction(async (tx) => {
    const row = await profileFilesOf(tx, user.id);
    await deleteDocumentsOfPlans(tx, row ? await professionalPlanIds(tx, row.id) : []);
    await finishDeletion(tx, user);
    await announceDirectoryChange(tx);
    return row;
  });
  clearDirectoryCache(ctx);
  await discardUpload(ctx.storage, profile?.photo, ctx.log);
  await discardUpload(ctx.storage, profile?.companyLogo, ctx.log);
}

async function finishDeletion(tx: Executor, user: User): Promise<void> {
  if (!(await deleteAccountRow(tx, user.id))) throw new AppError('UNAUTHORIZED', TEXT.authenticationRequired);
  // Its sessions went with it (cascade): its open event streams close.
  await publishLiveChange(tx, { type: 'sessions', users: [user.id] });
  await recordAudit(tx, {
    actorId: null,
    action: 'account.deleted',
    targetType: 'user',
    targetId: user.id,
    metadata: { role: user.role },
  });
  // The e-mails to the account go with it (the Privacy Policy's RETENTION.emailsOnDeletion); only
  // the confirmation of the deletion is sent, and the retention job deletes it like any other.
  await deleteEmailsTo(tx, user.email);
  await enqueueEmail(tx, user.email, accountDeletedMessage(user.firstName, user.locale));
}
