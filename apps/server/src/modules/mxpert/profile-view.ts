import type { MxpertProfileView } from '@mx/contract';
import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../auth/accounts.ts';
import { pendingChangeOf } from './identity-changes.ts';
import { mxpertProfiles } from './schema.ts';

/**
 * How many messages and COP requests the professional received, as SQL over the profile id column of
 * the view's query. The leads module answers it (`receivedLeadCounts`); it sits above this module, so
 * the view's caller passes it in and the view stays one query.
 */
export type ReceivedCounts = (profileIdColumn: AnyPgColumn) => { receivedMessages: SQL<number>; copRequests: SQL<number> };

/**
 * The full professional profile as its owner and the admins see it, with the counts of messages and
 * requests received. `where` selects the profile (by user id, profile id …); null when none matches.
 */
export async function loadMxpertProfileView(
  db: Executor,
  where: SQL,
  received: ReceivedCounts,
): Promise<MxpertProfileView | null> {
  const [row] = await db
    .select({
      profile: mxpertProfiles,
      user: { name: accounts.name, email: accounts.email, createdAt: accounts.createdAt },
      ...received(mxpertProfiles.id),
    })
    .from(mxpertProfiles)
    .innerJoin(accounts, eq(accounts.id, mxpertProfiles.userId))
    .where(where);
  if (!row) return null;
  const p = row.profile;
  return {
    id: p.id,
    cxid: p.cxid,
    fullName: p.fullName,
    photo: p.photo,
    aboutMe: p.aboutMe,
    languages: p.languages,
    companyName: p.companyName,
    companyLogo: p.companyLogo,
    companyAddress: p.companyAddress,
    companyWebAddress: p.companyWebAddress,
    nmlsId: p.nmlsId,
    yearsExperience: p.yearsExperience,
    scoresOptimized: p.scoresOptimized,
    serviceAreas: p.serviceAreas,
    loanTypes: p.loanTypes,
    specializations: p.specializations,
    email: row.user.email,
    phone: p.phone,
    linkedin: p.linkedin,
    facebook: p.facebook,
    instagram: p.instagram,
    twitter: p.twitter,
    yearsUsingCreditXpert: p.yearsUsingCreditXpert,
    consentConfirmed: p.consentConfirmed,
    onboardCompleted: p.onboardCompleted,
    currentStep: p.currentStep,
    approvalStatus: p.approvalStatus,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    user: { name: row.user.name, email: row.user.email, createdAt: row.user.createdAt.toISOString() },
    receivedMessages: Number(row.receivedMessages),
    copRequests: Number(row.copRequests),
    suspensionReason: p.approvalStatus === 'suspended' ? p.suspensionReason : null,
    pendingChange: await pendingChangeOf(db, p.id),
  };
}

/** The profile with this id, as the admins review it; null when there is none. */
export function loadMxpertProfileViewById(
  db: Executor,
  profileId: string,
  received: ReceivedCounts,
): Promise<MxpertProfileView | null> {
  return loadMxpertProfileView(db, eq(mxpertProfiles.id, profileId), received);
}
