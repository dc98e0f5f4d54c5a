import { type SQL, sql } from 'drizzle-orm';
import { copRequests, messages, mxpertProfiles, notifications } from '../../db/schema.ts';

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
 * 110): the bell drops it. The client's bell keeps theirs. Each check is one primary-key look-up.
 */
export function notAboutDeletedLead(): SQL {
  const hidden = (t: typeof messages | typeof copRequests) =>
    sql`exists (select 1 from ${t} join ${mxpertProfiles} on ${mxpertProfiles.id} = ${t.mxpertProfileId}
        where ${t.id} = ${leadUuid} and ${t.hiddenByMxpertAt} is not null and ${mxpertProfiles.userId} = ${notifications.userId})`;
  return sql`not (${hidden(messages)} or ${hidden(copRequests)})`;
}
