import { type SQL, sql } from 'drizzle-orm';
import { profiles } from '../mxpert/profiles.ts';
import { notAboutHiddenLead } from '../notifications/about-lead.ts';
import { leads } from './schema.ts';

/**
 * Not about a lead its recipient, the professional, deleted from their inbox (docs/decisions/084,
 * 110): the bell drops it. The client's bell keeps theirs. The check is one primary-key look-up.
 */
export function notAboutDeletedLead(): SQL {
  return notAboutHiddenLead(
    (leadId, recipientId) => sql`exists (select 1 from ${leads} join ${profiles} on ${profiles.id} = ${leads.mxpertProfileId}
      where ${leads.id} = ${leadId} and ${leads.hiddenByMxpertAt} is not null and ${profiles.userId} = ${recipientId})`,
  );
}
