import type { PlanLead } from '@mx/contract';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { type CopRequest, copRequests, type Message, messages, plans, type User } from '../../db/schema.ts';
import { sentBy } from './client-leads.ts';

/**
 * A plan's lead (exactly one of plans.message_id and plans.cop_request_id): the one place the plans
 * module learns that a lead is either a message or a COP request. A later merge of the two lead
 * tables changes this file, not the plans module.
 */

export type LeadKind = 'message' | 'cop_request';

/** A plan's lead, as the plan module reads it. */
export interface PlanLeadRow {
  kind: LeadKind;
  row: Message | CopRequest;
}

/** The plan's columns that point at its lead, for an insert. */
export function leadColumns(lead: PlanLeadRow): { messageId: string } | { copRequestId: string } {
  return lead.kind === 'message' ? { messageId: lead.row.id } : { copRequestId: lead.row.id };
}

/** The lead, by id, if it went to this professional and they have not deleted it (decision 084); null otherwise. */
export async function findLeadOfProfessional(db: Executor, profileId: string, leadId: string): Promise<PlanLeadRow | null> {
  const [message] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, leadId), eq(messages.mxpertProfileId, profileId), isNull(messages.hiddenByMxpertAt)));
  if (message) return { kind: 'message', row: message };
  const [request] = await db
    .select()
    .from(copRequests)
    .where(and(eq(copRequests.id, leadId), eq(copRequests.mxpertProfileId, profileId), isNull(copRequests.hiddenByMxpertAt)));
  return request ? { kind: 'cop_request', row: request } : null;
}

/** The lead of a plan already found (its own professional's or client's). */
export async function leadOfPlan(
  db: Executor,
  plan: { messageId: string | null; copRequestId: string | null },
): Promise<PlanLeadRow> {
  if (plan.messageId) {
    const [row] = await db.select().from(messages).where(eq(messages.id, plan.messageId));
    if (row) return { kind: 'message', row };
  }
  const [row] = await db
    .select()
    .from(copRequests)
    .where(eq(copRequests.id, plan.copRequestId ?? sql`null`));
  if (!row) throw new Error('leadOfPlan: the plan has no lead');
  return { kind: 'cop_request', row };
}

/**
 * Plans whose lead this consumer sent (as their own lists find their leads: signed in, or as a
 * guest item they confirmed since). Joins nothing: the client's leads of each table are
 * read once into an array, and the plans found by the unique indexes on their lead columns (`in
 * (select …)` under an `or` read every plan instead: 150 ms a list at 100,000 plans, bench:plans).
 */
export function planOfClient(user: Pick<User, 'id'>): SQL {
  return or(
    sql`${plans.messageId} = any(array(select ${messages.id} from ${messages} where ${sentBy(user, messages)}))`,
    sql`${plans.copRequestId} = any(array(select ${copRequests.id} from ${copRequests} where ${sentBy(user, copRequests)}))`,
  ) as SQL;
}

/**
 * Plans whose lead the professional has not deleted: a deleted lead is hidden from them with what
 * grew out of it (decision 084), while its client keeps the plan.
 */
export const planShownToProfessional: SQL = sql`not exists (select 1 from ${messages} where ${messages.id} = ${plans.messageId} and ${messages.hiddenByMxpertAt} is not null)
  and not exists (select 1 from ${copRequests} where ${copRequests.id} = ${plans.copRequestId} and ${copRequests.hiddenByMxpertAt} is not null)`;

/**
 * The lead as a plan shows it (toPlanLead), built by the database as one JSON field of a statement
 * that selects the plan: the plan's page needs no statement of its own for it.
 */
export const planLeadField = sql<PlanLead | null>`coalesce(
  (select json_build_object('kind', 'message', 'id', ${messages.id}, 'firstName', ${messages.firstName}, 'lastName', ${messages.lastName},
      'believedScoreRange', null, 'targetScore', null, 'timeline', null, 'loanAmount', null, 'zip', null)
    from ${messages} where ${messages.id} = ${plans.messageId}),
  (select json_build_object('kind', 'cop_request', 'id', ${copRequests.id}, 'firstName', ${copRequests.firstName},
      'lastName', ${copRequests.lastName}, 'believedScoreRange', ${copRequests.believedScoreRange},
      'targetScore', ${copRequests.targetScore}, 'timeline', ${copRequests.timeline}, 'loanAmount', ${copRequests.loanAmount},
      'zip', ${copRequests.zip})
    from ${copRequests} where ${copRequests.id} = ${plans.copRequestId}))`;

/** The name of the plan's client as its lead gives it ("First Last"), as a field of a statement that selects the plan. */
export const planClientName = sql<string>`coalesce(
  (select ${messages.firstName} || ' ' || ${messages.lastName} from ${messages} where ${messages.id} = ${plans.messageId}),
  (select ${copRequests.firstName} || ' ' || ${copRequests.lastName} from ${copRequests} where ${copRequests.id} = ${plans.copRequestId}))`;

/** Where the lead's conversation lives for a review invitation job ({ kind, id }). */
export function leadItem(lead: PlanLeadRow): { kind: LeadKind; id: string } {
  return { kind: lead.kind, id: lead.row.id };
}

/** Whether the lead (the item's id column) has a plan its client completed: an invitation to review may follow it. */
export function hasCompletedPlan(kind: LeadKind, leadIdColumn: AnyPgColumn): SQL {
  const column = kind === 'message' ? plans.messageId : plans.copRequestId;
  return sql`exists (select 1 from ${plans} where ${column} = ${leadIdColumn} and ${plans.status} = 'completed')`;
}

/** The plans of some leads of one kind, by lead id (a lead has at most one plan; a lead without one is absent). */
export async function planIdsOfLeads(db: Executor, kind: LeadKind, leadIds: string[]): Promise<Map<string, string>> {
  if (leadIds.length === 0) return new Map();
  const column = kind === 'message' ? plans.messageId : plans.copRequestId;
  const rows = await db.select({ planId: plans.id, leadId: column }).from(plans).where(inArray(column, leadIds));
  return new Map(rows.flatMap((r) => (r.leadId ? [[r.leadId, r.planId] as const] : [])));
}
