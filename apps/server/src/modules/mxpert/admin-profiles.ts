import { type AnyColumn, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { pick } from '../../lib/pick.ts';
import { isListedProfile } from './public-mxpert.ts';
import { mxpertProfiles, mxpertSearchText } from './schema.ts';

const qb = new QueryBuilder();
const p = mxpertProfiles;

/**
 * Every profile as the admin area's queries join it (`profile`, joined on its id or its account):
 * what the admins decide on and list, with its status and the reasons of its decisions.
 */
export const profilesForAdmins = qb
  .select(
    pick(getTableColumns(p), [
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
    ]),
  )
  .from(p)
  .as('profile');

/** The accounts of the listed profiles (approved, onboarded, not paused), as a view (`listed`). */
export const listedProfileAccounts = qb.select({ userId: p.userId }).from(p).where(isListedProfile).as('listed');

/**
 * The profile of this id has a name, NMLS ID, company or CXID matching the ILIKE pattern: a condition
 * on another query's profile id column, answered from the trigram index of the expression (schema.ts).
 */
export function profileSearched(profileId: AnyColumn | SQL, pattern: string): SQL {
  const searched = alias(p, 'searched');
  return sql`${profileId} in (select ${searched.id} from ${p} as ${sql.identifier('searched')} where ${mxpertSearchText(searched)} ilike ${pattern})`;
}
