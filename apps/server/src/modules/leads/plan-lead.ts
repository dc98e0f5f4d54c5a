import type { PlanLead } from '@mx/contract';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import type { User } from '../auth/current-user.ts';
import { sentBy } from './client-leads.ts';
import { type CopRequest, type Lead, leads, type Message } from './schema.ts';
import { byKind, type LeadKind } from './tables.ts';

/**
 * A plan's lead (plans.lead_id): the one place the plans module learns what a lead is, a message or
 * a COP request. The plans module's conditions and fields over its lead column are built from the
 * fragments here, each parameterised by that column.
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

/**
 * A plan grown out of the lead was published to its client (docs/decisions/136): the lead is answered
 * from the first such moment (response time, waiting leads, the reminder). Set once, in the publishing
 * transaction.
 */
export async function markLeadPlanPublished(tx: Executor, leadId: string): Promise<void> {
  await tx
    .update(leads)
    .set({ planPublishedAt: sql`coalesce(${leads.planPublishedAt}, now())` })
    .where(eq(leads.id, leadId));
}

/** The lead of a plan already found (its own professional's or client's). */
export async function leadOfPlan(db: Executor, plan: { leadId: string }): Promise<PlanLeadRow> {
  const [row] = await db.select().from(leads).where(eq(leads.id, plan.leadId));
  if (!row) throw new Error('leadOfPlan: the plan has no lead');
  return toPlanLeadRow(row);
}

/**
 * The ids of the leads this consumer sent (as their own lists find their leads), as a subquery: the
 * plans module finds their plans by these (planOfClient).
 */
export function idsOfLeadsSentBy(user: Pick<User, 'id'>): SQL {
  return sql`select ${leads.id} from ${leads} where ${sentBy(user)}`;
}

/** The lead of this id column was deleted by its professional (decision 084): one primary-key look-up. */
export function leadDeletedByProfessional(leadId: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${leads} where ${leads.id} = ${leadId} and ${leads.hiddenByMxpertAt} is not null)`;
}

/** The lead of this id column as a plan shows it (toPlanLead), built by the database as one JSON field. */
export function planLeadJson(leadId: AnyPgColumn): SQL<PlanLead | null> {
  return sql<PlanLead | null>`(select json_build_object('kind', ${leads.kind}, 'id', ${leads.id},
    'firstName', ${leads.firstName}, 'lastName', ${leads.lastName}, 'believedScoreRange', ${leads.believedScoreRange},
    'targetScore', ${leads.targetScore}, 'timeline', ${leads.timeline}, 'loanAmount', ${leads.loanAmount}, 'zip', ${leads.zip})
  from ${leads} where ${leads.id} = ${leadId})`;
}

/** The sender's name as the lead of this id column gives it ("First Last"), as a field. */
export function senderNameOfLead(leadId: AnyPgColumn): SQL<string> {
  return sql<string>`(select ${leads.firstName} || ' ' || ${leads.lastName} from ${leads} where ${leads.id} = ${leadId})`;
}

/** The kind of the lead of this id column, as a field. */
export function kindOfLead(leadId: AnyPgColumn): SQL<LeadKind> {
  return sql<LeadKind>`(select ${leads.kind} from ${leads} where ${leads.id} = ${leadId})`;
}

/** Where the lead's conversation lives for a review invitation job ({ kind, id }). */
export function leadItem(lead: PlanLeadRow): { kind: LeadKind; id: string } {
  return { kind: lead.kind, id: lead.row.id };
}

/**
 * The plans of some leads, by lead id (a lead has at most one plan; a lead without one is absent): the
 * plans module's planIdsOfLeads, passed in from app.ts (it sits above this module).
 */
export type PlanIdsOfLeads = (db: Executor, leadIds: string[]) => Promise<Map<string, string>>;
