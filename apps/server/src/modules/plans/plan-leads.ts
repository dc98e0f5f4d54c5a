import type { PlanLead } from '@mx/contract';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import type { User } from '../auth/current-user.ts';
import {
  idsOfLeadsSentBy,
  kindOfLead,
  type LeadKind,
  leadDeletedByProfessional,
  planLeadJson,
  senderNameOfLead,
} from '../leads/plan-lead.ts';
import { profiles } from '../mxpert/profiles.ts';
import { notAboutHiddenPlan } from '../notifications/about-lead.ts';
import { plans } from './schema.ts';

/**
 * A plan and its lead (plans.lead_id): conditions and fields over the plan's lead column, built from
 * the leads module's fragments, and what the modules below ask of the plans of their leads (passed in
 * from app.ts).
 */

/**
 * Plans whose lead this consumer sent (as their own lists find their leads: signed in, or as a
 * guest item they confirmed since). Joins nothing: the client's leads are read once into an array,
 * and the plans found by the unique index on their lead column (`in (select …)` read every plan
 * instead: 150 ms a list at 100,000 plans, bench:plans).
 */
export function planOfClient(user: Pick<User, 'id'>): SQL {
  return sql`${plans.leadId} = any(array(${idsOfLeadsSentBy(user)}))`;
}

/**
 * Plans whose lead the professional has not deleted: a deleted lead is hidden from them with what
 * grew out of it (decision 084), while its client keeps the plan.
 */
export const planShownToProfessional: SQL = sql`not ${leadDeletedByProfessional(plans.leadId)}`;

/**
 * Not about a plan whose lead its recipient, the professional, deleted (decisions 084 and 110): their
 * bell drops the plan's notices with the lead's, those from before the deletion too (the rows stay);
 * the client's bell keeps theirs. Passed to the bells' routes from app.ts.
 */
export function notAboutDeletedLeadsPlan(): SQL {
  return notAboutHiddenPlan(
    (planId, recipientId) => sql`exists (select 1 from ${plans} join ${profiles} on ${profiles.id} = ${plans.mxpertProfileId}
      where ${plans.id} = ${planId} and ${profiles.userId} = ${recipientId} and ${leadDeletedByProfessional(plans.leadId)})`,
  );
}

/**
 * The lead as a plan shows it (toPlanLead), as one JSON field of a statement that selects the plan:
 * the plan's page needs no statement of its own for it.
 */
export const planLeadField: SQL<PlanLead | null> = planLeadJson(plans.leadId);

/** The name of the plan's client as its lead gives it ("First Last"), as a field of a statement that selects the plan. */
export const planClientName: SQL<string> = senderNameOfLead(plans.leadId);

/** The kind of the plan's lead, as a field of a statement that selects the plan. */
export const planLeadKind: SQL<LeadKind> = kindOfLead(plans.leadId);

/**
 * Whether the lead (the lead id column given) has a plan its client completed: an invitation to
 * review may follow it (passed to the review invitation job).
 */
export function hasCompletedPlan(leadIdColumn: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${plans} where ${plans.leadId} = ${leadIdColumn} and ${plans.status} = 'completed')`;
}

/**
 * The plans of some leads, by lead id (a lead has at most one plan; a lead without one is absent):
 * the inbox's and the conversation's Start or Open plan (passed to their routes).
 */
export async function planIdsOfLeads(db: Executor, leadIds: string[]): Promise<Map<string, string>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db.select({ planId: plans.id, leadId: plans.leadId }).from(plans).where(inArray(plans.leadId, leadIds));
  return new Map(rows.map((r) => [r.leadId, r.planId] as const));
}
