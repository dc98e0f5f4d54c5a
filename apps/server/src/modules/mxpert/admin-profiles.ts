import { getTableColumns } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { isListedProfile } from './public-mxpert.ts';
import { mxpertProfiles } from './schema.ts';

const qb = new QueryBuilder();
const p = mxpertProfiles;
const columns = getTableColumns(p);
const pick = <K extends keyof typeof columns>(...keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, columns[k]])) as Pick<typeof columns, K>;

/**
 * Every profile as the admin area's queries join it (`profile`, joined on its id or its account):
 * what the admins decide on and list, with its status and the reasons of its decisions.
 */
export const profilesForAdmins = qb
  .select(
    pick(
      'id',
      'userId',
      'cxid',
      'fullName',
      'photo',
      'nmlsId',
      'companyName',
      'serviceAreas',
      'loanTypes',
      'specializations',
      'yearsExperience',
      'yearsUsingCreditXpert',
      'onboardCompleted',
      'currentStep',
      'approvalStatus',
      'createdAt',
      'approvedAt',
      'suspensionReason',
    ),
  )
  .from(p)
  .as('profile');

/** The accounts of the listed profiles (approved, onboarded, not paused), as a view (`listed`). */
export const listedProfileAccounts = qb.select({ userId: p.userId }).from(p).where(isListedProfile).as('listed');
