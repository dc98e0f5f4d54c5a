import {
  type MxpertPlan,
  type MxpertPlanListItem,
  PLAN_LIMITS,
  PLAN_TEXT,
  type PlanLead,
  type PlanListQuery,
  type PlanPatchBody,
} from '@mx/contract';
import { DEFAULT_LOCALE, type Locale } from '@mx/contract/i18n/locale';
import { and, asc, desc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { parameter, preparedOnce } from '../../db/prepared.ts';
import { AppError } from '../../lib/app-error.ts';
import type { User } from '../auth/current-user.ts';
import { findLeadOfProfessional, leadColumns } from '../leads/plan-lead.ts';
import { profileIdOfUser } from '../mxpert/own-profile.ts';
import { changesBetween, changesIn, draftSnapshot, finalScoresOf, startColumns, withTicks } from './content.ts';
import {
  assertMayChangePlans,
  lockPlanForChange,
  type PlanParts,
  planPageQuery,
  professionalPlanIs,
  professionalStanding,
  toPlanPage,
} from './own-plan.ts';
import { planClientName, planLeadField, planLeadKind, planShownToProfessional } from './plan-leads.ts';
import { type Plan, planActions, planDocuments, plans } from './schema.ts';

/**
 * POST /api/dashboard/plans: a draft grown out of one of the professional's leads, prefilled with the
 * COP request's target score and loan amount. A lead has at most one plan (409).
 */
export async function startPlan(db: Executor, user: User, leadId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const standing = await professionalStanding(tx, user);
    const lead = await findLeadOfProfessional(tx, standing.profileId, leadId);
    if (!lead) throw new AppError('NOT_FOUND', PLAN_TEXT.leadNotFound);
    assertMayChangePlans(standing);
    // One plan per lead (its unique index) answers a second start. A message has no target score
    // or loan amount (null, leads_message_check).
    const [row] = await tx
      .insert(plans)
      .values({
        ...leadColumns(lead),
        mxpertProfileId: standing.profileId,
        targetScore: lead.row.targetScore,
        loanAmount: lead.row.loanAmount,
      })
      .onConflictDoNothing()
      .returning({ id: plans.id });
    if (!row) throw new AppError('CONFLICT', PLAN_TEXT.alreadyHasPlan);
    return row.id;
  });
}

/** A document the client uploaded since the professional last opened the plan. */
const waitingDocument = and(
  eq(planDocuments.planId, plans.id),
  eq(planDocuments.uploadedBy, 'consumer'),
  or(isNull(plans.mxpertOpenedAt), gt(planDocuments.createdAt, plans.mxpertOpenedAt)),
);

/** The professional's view of a plan: the draft, the versions, what publishing would change. */
export function professionalView(
  plan: Plan,
  lead: PlanLead,
  { actions, versions, checkpoints, latest }: PlanParts,
  locale: Locale = DEFAULT_LOCALE,
): MxpertPlan {
  const draft = draftSnapshot(plan, actions);
  return {
    id: plan.id,
    status: plan.status,
    lead,
    draft: withTicks(draft, actions),
    version: plan.version,
    versions,
    unpublishedChanges: latest ? changesIn(locale, changesBetween(latest, draft)) : [],
    checkpoints,
    finalScores: finalScoresOf(plan),
    completedAt: plan.completedAt?.toISOString() ?? null,
    closedAt: plan.closedAt?.toISOString() ?? null,
    closeReason: plan.closeReason,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
  };
}

/**
 * GET /api/dashboard/plans/{id}: the plan, its lead and its parts in one prepared statement; the professional
 * has now seen the client's documents (the list's waiting count). The time is written only when a
 * document waited: otherwise the count is nought either way, and reading the page writes nothing.
 */
export async function getProfessionalPlan(
  db: Executor,
  user: User,
  planId: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<MxpertPlan> {
  const statement = preparedOnce(db, 'mxpert_plan_page', () =>
    planPageQuery(
      db,
      { lead: planLeadField, documentsWaiting: sql<boolean>`exists (select 1 from ${planDocuments} where ${waitingDocument})` },
      professionalPlanIs({ id: parameter('userId') } as User, parameter('planId')),
    ).prepare('mxpert_plan_page'),
  );
  const { plan, extra, parts } = toPlanPage(await statement.execute({ userId: user.id, planId }), locale);
  const { lead, documentsWaiting } = extra;
  if (!lead) throw new Error('getProfessionalPlan: the plan has no lead');
  if (documentsWaiting) await db.update(plans).set({ mxpertOpenedAt: sql`now()` }).where(eq(plans.id, plan.id));
  return professionalView(plan, lead, parts, locale);
}

/**
 * Every plan the professional wrote, drafts too, as their plan page answers each (not those of leads
 * they deleted), oldest first: their data export (docs/decisions/059). Reading writes nothing.
 */
export async function exportProfessionalPlans(db: Executor, user: User, locale: Locale = DEFAULT_LOCALE): Promise<MxpertPlan[]> {
  const mine = and(sql`${plans.mxpertProfileId} = ${profileIdOfUser(user.id)}`, planShownToProfessional);
  const rows = await planPageQuery(db, { lead: planLeadField }, mine).orderBy(asc(plans.createdAt), asc(plans.id));
  return rows.map((row) => {
    const { plan, extra, parts } = toPlanPage([row], locale);
    if (!extra.lead) throw new Error('exportProfessionalPlans: the plan has no lead');
    return professionalView(plan, extra.lead, parts, locale);
  });
}

/** PATCH /api/dashboard/plans/{id}: the draft's plan-wide fields; the client sees them once published. */
export async function updatePlan(
  db: Executor,
  user: User,
  planId: string,
  body: PlanPatchBody,
  locale: Locale = DEFAULT_LOCALE,
): Promise<MxpertPlan> {
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
  return getProfessionalPlan(db, user, planId, locale);
}

/** POST /api/dashboard/plans/{id}/close: the professional ends the plan with a reason; it stays readable. */
export async function closePlan(
  db: Executor,
  user: User,
  planId: string,
  reason: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<MxpertPlan> {
  await db.transaction(async (tx) => {
    const plan = await lockPlanForChange(tx, user, planId);
    await tx
      .update(plans)
      .set({ status: 'closed', closedAt: sql`now()`, closeReason: reason, updatedAt: sql`now()` })
      .where(eq(plans.id, plan.id));
  });
  return getProfessionalPlan(db, user, planId, locale);
}

/**
 * Each listed plan's progress in one pass over its live actions (read from plan_actions_progress_idx
 * alone): how many, how many done, and the first open one by due date and position.
 */
function progressOfPlan(db: Executor) {
  const open = sql`filter (where ${planActions.doneAt} is null)`;
  return db
    .select({
      actionsTotal: sql<number>`count(*)::int`.as('actions_total'),
      actionsDone: sql<number>`count(${planActions.doneAt})::int`.as('actions_done'),
      nextDueOn: sql<string | null>`min(${planActions.dueOn}) ${open}`.as('next_due_on'),
      nextAccountLabel:
        sql<string>`(array_agg(${planActions.accountLabel} order by ${planActions.dueOn}, ${planActions.position}) ${open})[1]`.as(
          'next_account_label',
        ),
    })
    .from(planActions)
    .where(and(eq(planActions.planId, plans.id), isNull(planActions.deletedAt)))
    .as('progress');
}

/**
 * The professional's list page as one statement: the page's ids with the total as a window over them,
 * then each plan's client (its lead joined), progress (one lateral pass over its actions), next task
 * and waiting documents. `where` finds the professional's plans; the page's offset is the parameter
 * `offset`.
 */
function professionalPlansQuery(db: Executor, where: SQL | undefined) {
  const order = [desc(plans.updatedAt), desc(plans.id)];
  const page = db
    .select({ id: plans.id, totalCount: sql<number>`(count(*) over ())::int`.as('total_count') })
    .from(plans)
    .where(where)
    .orderBy(...order)
    .limit(PLAN_LIMITS.pageSize)
    .offset(parameter<number>('offset'))
    .as('page');
  const progress = progressOfPlan(db);
  return db
    .select({
      id: plans.id,
      status: plans.status,
      version: plans.version,
      updatedAt: plans.updatedAt,
      leadKind: planLeadKind,
      clientName: planClientName,
      actionsTotal: progress.actionsTotal,
      actionsDone: progress.actionsDone,
      nextDue: sql<{ accountLabel: string; dueOn: string } | null>`case when ${progress.nextDueOn} is null then null
        else json_build_object('accountLabel', ${progress.nextAccountLabel}, 'dueOn', ${progress.nextDueOn}) end`,
      waitingDocuments: sql<number>`(select count(*) from ${planDocuments} where ${waitingDocument})::int`,
      totalCount: page.totalCount,
    })
    .from(plans)
    .innerJoin(page, eq(page.id, plans.id))
    .leftJoinLateral(progress, sql`true`)
    .orderBy(...order);
}

/**
 * GET /api/dashboard/plans: the professional's plans by status, most recently changed first, a page at a
 * time. One statement: the profile found inside it, the page's ids with the total counted beside them
 * (a window over the matching plans), then each row's figures for that page alone. Only a page with no
 * rows asks again, for the profile (404 without one) and the count.
 */
export async function listProfessionalPlans(db: Executor, user: User, query: PlanListQuery) {
  const where = (profileId: SQL | string, status: SQL | PlanListQuery['status']) =>
    and(eq(plans.mxpertProfileId, profileId), planShownToProfessional, status ? eq(plans.status, status) : undefined);
  // Two shapes, each built once and kept prepared: every status, or one status (its value a parameter).
  const name = query.status ? 'mxpert_plans_of_status' : 'mxpert_plans_all';
  const statement = preparedOnce(db, name, () =>
    professionalPlansQuery(
      db,
      where(
        profileIdOfUser(sql`${parameter<string>('userId')}`),
        query.status ? parameter<PlanListQuery['status']>('status') : undefined,
      ),
    ).prepare(name),
  );
  const rows = await statement.execute({
    userId: user.id,
    ...(query.status ? { status: query.status } : {}),
    offset: (query.page - 1) * PLAN_LIMITS.pageSize,
  });
  let totalCount = Number(rows[0]?.totalCount ?? 0);
  if (rows.length === 0) {
    const standing = await professionalStanding(db, user);
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(plans)
      .where(where(standing.profileId, query.status));
    totalCount = Number(counted?.n ?? 0);
  }
  const items: MxpertPlanListItem[] = rows.map((r) => ({
    id: r.id,
    status: r.status,
    clientName: r.clientName,
    leadKind: r.leadKind,
    version: r.version,
    actionsDone: Number(r.actionsDone),
    actionsTotal: Number(r.actionsTotal),
    nextDue: r.nextDue ?? null,
    waitingDocuments: Number(r.waitingDocuments),
    updatedAt: r.updatedAt.toISOString(),
  }));
  return { plans: items, page: query.page, totalCount, totalPages: Math.ceil(totalCount / PLAN_LIMITS.pageSize) };
}
