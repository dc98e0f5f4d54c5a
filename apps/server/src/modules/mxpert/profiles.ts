/**
 * Reads of profiles for the modules above mxpert: the profiles as views their queries join, each with
 * the conditions that decide who counts, and the review figures a profile keeps.
 */
import { eq, notInArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { isPublicOrPausedProfile } from './public-mxpert.ts';
import { mxpertProfiles } from './schema.ts';

const qb = new QueryBuilder();
const p = mxpertProfiles;

/** What another module's query reads of a profile: its account, its public fields, its pause (never e-mail, phone or status). */
const profileColumns = {
  id: p.id,
  userId: p.userId,
  cxid: p.cxid,
  fullName: p.fullName,
  photo: p.photo,
  nmlsId: p.nmlsId,
  yearsExperience: p.yearsExperience,
  scoresOptimized: p.scoresOptimized,
  companyName: p.companyName,
  companyLogo: p.companyLogo,
  companyAddress: p.companyAddress,
  yearsUsingCreditXpert: p.yearsUsingCreditXpert,
  serviceAreas: p.serviceAreas,
  loanTypes: p.loanTypes,
  specializations: p.specializations,
  languages: p.languages,
  aboutMe: p.aboutMe,
  ratingAverage: p.ratingAverage,
  reviewCount: p.reviewCount,
  pausedAt: p.pausedAt,
};

/** Every profile, as another module's query joins it (`profile`, joined on its id or its account). */
export const profiles = qb.select(profileColumns).from(p).as('profile');

/** A view of profiles, as `profiles` and the views with conditions give it. */
type ProfileView = typeof profiles;

/**
 * The columns of a public directory card, from a view of profiles and the name of its account (the
 * account's view, joined by the caller): never e-mail, phone or status.
 */
export function publicCardColumns<Name>(profile: ProfileView, name: Name) {
  return {
    id: profile.id,
    cxid: profile.cxid,
    name,
    photo: profile.photo,
    nmlsId: profile.nmlsId,
    yearsExperience: profile.yearsExperience,
    scoresOptimized: profile.scoresOptimized,
    companyName: profile.companyName,
    companyLogo: profile.companyLogo,
    loanTypes: profile.loanTypes,
    specializations: profile.specializations,
    ratingAverage: profile.ratingAverage,
    reviewCount: profile.reviewCount,
  };
}

/** The profiles whose page answers (listed, or listed but for the professional's pause), as a view (`profile`). */
export const publicOrPausedProfiles = qb.select(profileColumns).from(p).where(isPublicOrPausedProfile).as('profile');

/**
 * The profiles neither suspended nor rejected, as a view (`profile`): a suspended or rejected
 * professional acts on nothing, so is told of nothing (decision 083).
 */
export const profilesInStanding = qb
  .select(profileColumns)
  .from(p)
  .where(notInArray(p.approvalStatus, ['suspended', 'rejected']))
  .as('profile');

/** The approved profiles (an admin approved them and none has suspended or rejected them since), as a view (`profile`). */
export const approvedProfiles = qb.select(profileColumns).from(p).where(eq(p.approvalStatus, 'approved')).as('profile');

/** The review figures the triggers keep on a profile (decision 064); undefined when there is no such profile. */
export async function reviewFiguresOf(db: Executor, profileId: string) {
  const [row] = await db
    .select({
      reviewCount: p.reviewCount,
      ratingSum: p.ratingSum,
      rating1: p.rating1,
      rating2: p.rating2,
      rating3: p.rating3,
      rating4: p.rating4,
      rating5: p.rating5,
      pointsSum: p.pointsSum,
      pointsCount: p.pointsCount,
    })
    .from(p)
    .where(eq(p.id, profileId));
  return row;
}

/** The profile of an account with its image files: what an account deletion removes with it. */
export async function profileFilesOf(db: Executor, userId: string) {
  const [row] = await db.select({ id: p.id, photo: p.photo, companyLogo: p.companyLogo }).from(p).where(eq(p.userId, userId));
  return row;
}

/**
 * Every profile with its approval status, as a view (`profile`): for a lead's conversation, which
 * takes no reply to a rejected professional and notifies only an approved one. Never shown to a client.
 */
export const profilesWithApprovalStatus = qb
  .select({ ...profileColumns, approvalStatus: p.approvalStatus })
  .from(p)
  .as('profile');
