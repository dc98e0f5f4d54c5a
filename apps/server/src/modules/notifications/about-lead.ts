import { type SQL, sql } from 'drizzle-orm';
import { notifications } from './schema.ts';

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
function aboutLeadColumn(leadIdColumn: SQL): SQL {
  return sql`${leadIdText} = (${leadIdColumn})::text`;
}

/**
 * The user has an unread notification about the lead whose id column is given (a correlated
 * subquery's): the professional's lead list marks such a lead unread.
 */
export function unreadAboutLead(userId: string, leadIdColumn: SQL): SQL {
  return sql`exists (select 1 from ${notifications} where ${notifications.userId} = ${userId}::uuid
        and ${notifications.isRead} = false and ${aboutLeadColumn(leadIdColumn)})`;
}

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** The id of the lead the notification is about, as a uuid; null when it is about none (or names no uuid). */
const notificationLeadId: SQL = sql`case when ${leadIdText} ~* ${UUID} then (${leadIdText})::uuid end`;

/**
 * Not about a lead that `hidden` holds hidden from the notification's recipient: `hidden` is the leads
 * module's condition over the lead's id and the recipient's account id (this module sits below it).
 */
export function notAboutHiddenLead(hidden: (leadId: SQL, recipientId: SQL) => SQL): SQL {
  return sql`not ${hidden(notificationLeadId, sql`${notifications.userId}`)}`;
}

/** The id of the plan the notification is about (its `planId`), as a uuid; null when it names none. */
const notificationPlanId: SQL = sql`case when ${notifications.metadata}->>'planId' ~* ${UUID}
  then (${notifications.metadata}->>'planId')::uuid end`;

/**
 * Not about a plan that `hidden` holds hidden from the notification's recipient: `hidden` is the plans
 * module's condition over the plan's id and the recipient's account id (this module sits below it).
 */
export function notAboutHiddenPlan(hidden: (planId: SQL, recipientId: SQL) => SQL): SQL {
  return sql`not ${hidden(notificationPlanId, sql`${notifications.userId}`)}`;
}
