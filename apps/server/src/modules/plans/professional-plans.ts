import {
  type MxpertPlan,
  type MxpertPlanListItem,
  PLAN_LIMITS,
  PLAN_TEXT,
  type PlanListQuery,
  type PlanPatchBody,
} from '@mx/contract';
import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type CopRequest, type Plan, planActions, planDocuments, plans, type User } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { changesBetween, draftSnapshot, finalScoresOf, startColumns, withTicks } from './content.ts';
import {
  clientNameOfPlan,
  findLeadOfProfessional,
  leadColumns,
  leadOfPlan,
  planShownToProfessional,
  toPlanLead,
} from './lead-ref.ts';
import { assertMayChangePlans, findProfessionalPlan, lockPlanForChange, planPartsOf, professionalStanding } from './own-plan.ts';

/**
 * POST /api/dashboard/plans: a draft grown out of one of the professional's leads, prefilled with the
 * COP request's target score and loan amount (item 1). A lead has at most one plan (409).
 */
export async function startPlan(db: Executor, user: User, leadId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const standing = await professionalStanding(tx, user);
    const lead = await findLeadOfProfessional(tx, standing.profileId, leadId);
    if (!lead) throw new AppError('NOT_FOUND', PLAN_TEXT.leadNotFound);
    assertMayChangePlans(standing);
    const cop = lead.kind === 'cop_request' ? (lead.row as CopRequest) : null;
    // Either unique index (one plan per message, one per COP request) answers a second start.
    const [row] = await tx
      .insert(plans)
      .values({
        ...leadColumns(lead),
        mxpertProfileId: standing.profileId,
        targetScore: cop?.targetScore ?? null,
        loanAmount: cop?.loanAmount ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: plans.id });
    if (!row) throw new AppError('CONFLICT', PLAN_TEXT.alreadyHasPlan);
    return row.id;
  });
}

/** The professional's view of a plan: the draft, the versions, what publishing would change. */
export async function professionalView(db: Executor, plan: Plan): Promise<MxpertPlan> {
  const [lead, { actions, versions, checkpoints, latest }] = await Promise.all([leadOfPlan(db, plan), planPartsOf(db, plan)]);
  const draft = draftSnapshot(plan, actions);
  return {
    id: plan.id,
    status: plan.status,
    lead: toPlanLead(lead),
    draft: withTicks(draft, actions),
    version: plan.version,
    versions,
    unpublishedChanges: latest ? changesBetween(latest, draft) : [],
    checkpoints,
    finalScores: finalScoresOf(plan),
    completedAt: plan.completedAt?.toISOString() ?? null,
    closedAt: plan.closedAt?.toISOString() ?? null,
    closeReason: plan.closeReason,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
  };
}

/** GET /api/dashboard/plans/{id}; the professional has now seen the client's documents (the list's waiting count). */
export async function getProfessionalPlan(db: Executor, user: User, planId: string): Promise<MxpertPlan> {
  const { plan } = await findProfessionalPlan(db, user, planId);
  await db.update(plans).set({ mxpertOpenedAt: sql`now()` }).where(eq(plans.id, plan.id));
  return professionalView(db, plan);
}

/** PATCH /api/dashboard/plans/{id}: the draft's plan-wide fields; the client sees them once published. */
export async function updatePlan(db: Executor, user: User, planId: string, body: PlanPatchBody): Promise<MxpertPlan> {
  await db.transaction(async (tx) => {
    const plan = await lockPlanForChange(tx, user, planId);
    const set: Partial<Plan> = { ...startColumns(body.startingScores ?? {}) };
    if (body.scoresReadOn !== undefined) set.scoresReadOn = body.scoresReadOn;
    if (body.targetScore !== undefined) set.targetScore = body.targetScore;
    if (body.targetRepullOn !== undefined) set.targetRepullOn = body.targetRepullOn;
    if (body.summary !== undefined) set.summary = body.summary;
    if (body.loanAmount !== undefined) set.loanAmount = body.loanAmount;
    await tx
      .update(plans)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(plans.id, plan.id));
  });
  return getProfessionalPlan(db, user, planId);
}

/** POST /api/dashboard/plans/{id}/close: the professional ends the plan with a reason; it stays readable. */
export async function closePlan(db: Executor, user: User, planId: string, reason: string): Promise<MxpertPlan> {
  await db.transaction(async (tx) => {
    const plan = await lockPlanForChange(tx, user, planId);
    await tx
      .update(plans)
      .set({ status: 'closed', closedAt: sql`now()`, closeReason: reason, updatedAt: sql`now()` })
      .where(eq(plans.id, plan.id));
  });
  return getProfessionalPlan(db, user, planId);
}

const live = and(eq(planActions.planId, plans.id), isNull(planActions.deletedAt));

/** A document the client uploaded since the professional last opened the plan. */
const waitingDocument = and(
  eq(planDocuments.planId, plans.id),
  eq(planDocuments.uploadedBy, 'consumer'),
  or(isNull(plans.mxpertOpenedAt), gt(planDocuments.createdAt, plans.mxpertOpenedAt)),
);

/** GET /api/dashboard/plans: the professional's plans by status, most recently changed first, a page at a time. */
export async function listProfessionalPlans(db: Executor, user: User, query: PlanListQuery) {
  const standing = await professionalStanding(db, user);
  const where = and(
    eq(plans.mxpertProfileId, standing.profileId),
    planShownToProfessional,
    query.status ? eq(plans.status, query.status) : undefined,
  );
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(plans).where(where);
  const totalCount = Number(counted?.n ?? 0);
  const rows = await db
    .select({
      id: plans.id,
      status: plans.status,
      version: plans.version,
      updatedAt: plans.updatedAt,
      messageId: plans.messageId,
      clientName: clientNameOfPlan,
      actionsTotal: sql<number>`(select count(*) from ${planActions} where ${live})::int`,
      actionsDone: sql<number>`(select count(*) from ${planActions} where ${live} and ${isNotNull(planActions.doneAt)})::int`,
      nextDue: sql<{
        accountLabel: string;
        dueOn: string;
      } | null>`(select json_build_object('accountLabel', ${planActions.accountLabel}, 'dueOn', ${planActions.dueOn})
        from ${planActions} where ${live} and ${isNull(planActions.doneAt)}
        order by ${planActions.dueOn}, ${planActions.position} limit 1)`,
      waitingDocuments: sql<number>`(select count(*) from ${planDocuments} where ${waitingDocument})::int`,
    })
    .from(plans)
    .where(where)
    .orderBy(desc(plans.updatedAt), desc(plans.id))
    .limit(PLAN_LIMITS.pageSize)
    .offset((query.page - 1) * PLAN_LIMITS.pageSize);
  const items: MxpertPlanListItem[] = rows.map((r) => ({
    id: r.id,
    status: r.status,
    clientName: r.clientName,
    leadKind: r.messageId ? 'message' : 'cop_request',
    version: r.version,
    actionsDone: Number(r.actionsDone),
    actionsTotal: Number(r.actionsTotal),
    nextDue: r.nextDue ?? null,
    waitingDocuments: Number(r.waitingDocuments),
    updatedAt: r.updatedAt.toISOString(),
  }));
  return { plans: items, page: query.page, totalCount, totalPages: Math.ceil(totalCount / PLAN_LIMITS.pageSize) };
}
