import type { Locale } from '@mx/contract/i18n/locale';
import { type Column, desc, eq, type Subquery, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mxpertProfiles, profileChanges } from './schema.ts';

/**
 * The admins' review of held identity changes (docs/decisions/062): the list of them, the claim of one
 * (its row locked), and the decision written. The profile's account, for the professional's name and
 * whom the e-mail reaches, is joined from the caller's view of the accounts (auth's).
 */

/** A view of the accounts, joined on the profile's account. */
export type AccountsView = Subquery & { id: Column; name: Column; email: Column; locale: Column };

/** One page of the changes of a status, oldest pending first (or the decided ones, newest first), and how many there are. */
export async function profileChangePage(
  db: Executor,
  account: AccountsView,
  q: { page: number; pageSize: number; status: 'pending' | 'approved' | 'declined' },
) {
  const where = eq(profileChanges.status, q.status);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: profileChanges.id,
        mxpertProfileId: profileChanges.mxpertProfileId,
        cxid: mxpertProfiles.cxid,
        name: sql<string>`coalesce(nullif(trim(${mxpertProfiles.fullName}), ''), ${account.name})`,
        email: sql<string>`${account.email}`,
        oldValues: profileChanges.oldValues,
        newValues: profileChanges.newValues,
        status: profileChanges.status,
        declineReason: profileChanges.declineReason,
        createdAt: profileChanges.createdAt,
        decidedAt: profileChanges.decidedAt,
      })
      .from(profileChanges)
      .innerJoin(mxpertProfiles, eq(mxpertProfiles.id, profileChanges.mxpertProfileId))
      .innerJoin(account, eq(account.id, mxpertProfiles.userId))
      .where(where)
      .orderBy(q.status === 'pending' ? profileChanges.createdAt : desc(profileChanges.decidedAt), profileChanges.id)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(profileChanges).where(where),
  ]);
  return { rows, totalCount: Number(counted?.n ?? 0) };
}

/** A change with its profile and the account's address, name and language, the change's row locked; undefined for none. */
export async function claimProfileChange(tx: Executor, account: AccountsView, changeId: string) {
  const [row] = await tx
    .select({
      change: profileChanges,
      profile: mxpertProfiles,
      email: sql<string>`${account.email}`,
      userName: sql<string>`${account.name}`,
      locale: sql<Locale>`${account.locale}`,
    })
    .from(profileChanges)
    .innerJoin(mxpertProfiles, eq(mxpertProfiles.id, profileChanges.mxpertProfileId))
    .innerJoin(account, eq(account.id, mxpertProfiles.userId))
    .where(eq(profileChanges.id, changeId))
    .for('update', { of: profileChanges });
  return row;
}

/** The admin's decision on a change: approved, or declined with the reason. */
export async function decideProfileChange(
  tx: Executor,
  changeId: string,
  decision: { status: 'approved' | 'declined'; adminId: string; declineReason?: string },
): Promise<void> {
  await tx
    .update(profileChanges)
    .set({
      status: decision.status,
      ...(decision.declineReason === undefined ? {} : { declineReason: decision.declineReason }),
      decidedByUserId: decision.adminId,
      decidedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(profileChanges.id, changeId));
}
