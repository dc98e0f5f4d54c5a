import { type SQL, sql } from 'drizzle-orm';
import { mxpertProfiles, notifications } from '../../db/schema.ts';
import { notificationLeadId } from '../notifications/about-lead.ts';
import { leads } from './schema.ts';

/**
 * Not about a lead its recipient, the professional, deleted from their inbox (docs/decisions/084,
 * 110): the bell drops it. The client's bell keeps theirs. The check is one primary-key look-up.
 */
export function notAboutDeletedLead(): SQL {
  return sql`not exists (select 1 from ${leads} join ${mxpertProfiles} on ${mxpertProfiles.id} = ${leads.mxpertProfileId}
      where ${leads.id} = ${notificationLeadId} and ${leads.hiddenByMxpertAt} is not null and ${mxpertProfiles.userId} = ${notifications.userId})`;
}
