import { type SQL, sql } from 'drizzle-orm';
import { mxpertProfiles, notifications } from '../../db/schema.ts';
import { leads } from './schema.ts';

/**
 * The lead a notification is about, as text: a new lead's names it as messageId or copRequestId, a
 * reply's as itemId (the metadata the submission and the conversation write). Null for the others.
 */
const leadIdText = sql`coalesce(${notifications.metadata}->>'messageId', ${notifications.metadata}->>'copRequestId', ${notifications.metadata}->>'itemId')`;

/** The notification is about this lead. */
export function aboutLead(leadId: string): SQL {
  return sql`${leadIdText} = ${leadId}`;
}

/** The notification is about the lead whose id column is given (a correlated subquery's). */
export function aboutLeadColumn(leadIdColumn: SQL): SQL {
  return sql`${leadIdText} = (${leadIdColumn})::text`;
}

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const leadUuid = sql`case when ${leadIdText} ~* ${UUID} then (${leadIdText})::uuid end`;

/**
 * Not about a lead its recipient, the professional, deleted from their inbox (docs/decisions/084,
 * 110): the bell drops it. The client's bell keeps theirs. The check is one primary-key look-up.
 */
export function notAboutDeletedLead(): SQL {
  return sql`not exists (select 1 from ${leads} join ${mxpertProfiles} on ${mxpertProfiles.id} = ${leads.mxpertProfileId}
      where ${leads.id} = ${leadUuid} and ${leads.hiddenByMxpertAt} is not null and ${mxpertProfiles.userId} = ${notifications.userId})`;
}
