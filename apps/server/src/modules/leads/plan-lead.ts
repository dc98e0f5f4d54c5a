import type { PlanLead } from '@mx/contract';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { plans, type User } from '../../db/schema.ts';
import { sentBy } from './client-leads.ts';
import { type CopRequest, type Lead, leads, type Message } from './schema.ts';
import { byKind, type LeadKind } from './tables.ts';

/**
 * A plan's lead (plans.lead_id): the one place the plans module learns what a lead is, a message or
 * a COP request.
 */

export type { LeadKind };

/** A plan's lead, as the plan module reads it. */
export interface PlanLeadRow {
  kind: LeadKind;
  row: Message | CopRequest;
}

function toPlanLeadRow(row: Lead): PlanLeadRow {
  return { kind: row.kind, row: byKind(row) };
}

/** The plan's column that points at its lead, for an insert. */
export function leadColumns(lead: PlanLeadRow): { leadId: string } {
  return { leadId: lead.row.id };
}

/** The lead, by id, if it went to this professional and they have not deleted it (decision 084); null otherwise. */
export async function findLeadOfProfessional(db: Executor, profileId: string, leadId: string): Promise<PlanLeadRow | null> {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.mxpertProfileId, profileId), isNull(leads.hiddenByMxpertAt)));
  return row ? toPlanLeadRow(row) : null;
}

/** The lead of a plan already found (its own professional's or client's). */
export async function leadOfPlan(db: Executor, plan: { leadId: string }): Promise<PlanLeadRow> {
  const [row] = await db.select().from(leads).where(eq(leads.id, plan.leadId));
  if (!row) throw new Error('leadOfPlan: the plan has no lead');
  return toPlanLeadRow(row);
}

/**
 * Plans whose lead this consumer sent (as their own lists find their leads: signed in, or as a
 * guest item they confirmed since). Joins nothing: the client's leads are read once into an array,
 * and the plans found by the unique index on their lead column (`in (select …)` read every plan
 * instead: 150 ms a list at 100,000 plans, bench:plans).
 */
export function planOfClient(user: Pick<User, 'id'>): SQL {
  return sql`${plans.leadId} = any(array(select ${leads.id} from ${leads} where ${sentBy(user)}))`;
}

/**
 * Plans whose lead the professional has not deleted: a deleted lead is hidden from them with what
 * grew out of it (decision 084), while its client keeps the plan.
 */
export const planShownToProfessional: SQL = sql`not exists (select 1 from ${leads} where ${leads.id} = ${plans.leadId} and ${leads.hiddenByMxpertAt} is not null)`;

/**
 * The lead as a plan shows it (toPlanLead), built by the database as one JSON field of a statement
 * that selects the plan: the plan's page needs no statement of its own for it.
 */
export const planLeadField = sql<PlanLead | null>`(select json_build_object('kind', ${leads.kind}, 'id', ${leads.id},
    'firstName', ${leads.firstName}, 'lastName', ${leads.lastName}, 'believedScoreRange', ${leads.believedScoreRange},
    'targetScore', ${leads.targetScore}, 'timeline', ${leads.timeline}, 'loanAmount', ${leads.loanAmount}, 'zip', ${leads.zip})
  from ${leads} where ${leads.id} = ${plans.leadId})`;

/** The name of the plan's client as its lead gives it ("First Last"), as a field of a statement that selects the plan. */
export const planClientName = sql<string>`(select ${leads.firstName} || ' ' || ${leads.lastName} from ${leads} where ${leads.id} = ${plans.leadId})`;

/** The kind of the plan's lead, as a field of a statement that selects the plan. */
export const planLeadKind = sql<LeadKind>`(select ${leads.kind} from ${leads} where ${leads.id} = ${plans.leadId})`;

/** Where the lead's conversation lives for a review invitation job ({ kind, id }). */
export function leadItem(lead: PlanLeadRow): { kind: LeadKind; id: string } {
  return { kind: lead.kind, id: lead.row.id };
}

/** Whether the lead (the lead id column given) has a plan its client completed: an invitation to review may follow it. */
export function hasCompletedPlan(leadIdColumn: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${plans} where ${plans.leadId} = ${leadIdColumn} and ${plans.status} = 'completed')`;
}

/** The plans of some leads, by lead id (a lead has at most one plan; a lead without one is absent). */
export async function planIdsOfLeads(db: Executor, leadIds: string[]): Promise<Map<string, string>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db.select({ planId: plans.id, leadId: plans.leadId }).from(plans).where(inArray(plans.leadId, leadIds));
  return new Map(rows.map((r) => [r.leadId, r.planId] as const));
}
