import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { pick } from '../../lib/pick.ts';
import { accounts } from '../auth/accounts.ts';
import { profiles } from './profiles.ts';

/**
 * The professional a client's lead or review went to, by public fields only, as a view (`recipient`)
 * the client's data export joins on its profile id column; `exportRecipient`, the columns it selects
 * of it.
 */
export const exportRecipients = new QueryBuilder()
  .select({
    profileId: profiles.id,
    professionalName: accounts.name,
    professionalCompany: profiles.companyName,
    professionalNmlsId: profiles.nmlsId,
  })
  .from(profiles)
  .innerJoin(accounts, eq(accounts.id, profiles.userId))
  .as('recipient');
export const exportRecipient = pick(exportRecipients, ['professionalName', 'professionalCompany', 'professionalNmlsId']);
