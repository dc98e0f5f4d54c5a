import {
  type CompletePlanBody,
  type ConsumerPlan,
  type ConsumerPlanListItem,
  isoDay,
  PLAN_TEXT,
  type PlanAction,
  planPaths,
} from '@mx/contract';
import { DEFAULT_LOCALE, type Locale } from '@mx/contract/i18n/locale';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { parameter, preparedOnce } from '../../db/prepared.ts';
import { AppError } from '../../lib/app-error.ts';
import type { StoredSentence } from '../../lib/i18n.ts';
import { accounts } from '../auth/accounts.ts';
import type { User } from '../auth/current-user.ts';
import { enqueueJob, JOBS } from '../jobs/queue.ts';
import { leadItem, leadOfPlan } from '../leads/plan-lead.ts';
import { profiles } from '../mxpert/profiles.ts';
import { notifyUser } from '../notifications/notify.ts';
import { withdrawUnreadPlanNotices } from '../notifications/plan-notices.ts';
import { holdReasons } from '../reviews/holds.ts';
import { estimatedGainOf, finalColumns, finalScoresOf, gainOf, type PlanSnapshot, withTicks } from './content.ts';
import {
  baselineScores,
  clientPlanIs,
  dateOf,
  findClientPlan,
  latestSnapshot,
  type PlanParts,
  planPageQuery,
  planTicksField,
  toPlanPage,
} from './own-plan.ts';
import { planOfClient } from './plan-leads.ts';
import { scheduleActivityEmail } from './plan-reminders.ts';
import { professionalName, professionalOf } from './professional.ts';
import { type Plan, type PlanActionRow, planActions, plans, planVersions } from './schema.ts';

/** How many plans the client's list shows (a client has a plan per lead, and few leads). */
const CLIENT_LIST_MAX = 100;

/** The client's progress on a published version: ticks done, the actions, the next open one by due date. */
function progressOf(snapshot: PlanSnapshot, rows: Pick<PlanActionRow, 'id' | 'doneAt'>[]) {
  const { actions } = withTicks(snapshot, rows);
  const open = actions.filter((a) => a.doneAt === null).sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  const next = open[0];
  return {
    actionsDone: actions.length - open.length,
    actionsTotal: actions.length,
    nextDue: next ? { accountLabel: next.accountLabel, dueOn: next.dueOn } : null,
  };
}

/** The client as the statements take them (with a verified address, the leads they sent as a guest count too). */
const clientParameters = (verified: boolean) =>
  ({
    id: parameter<string>('userId'),
    email: parameter<string>('email'),
    emailVerifiedAt: verified ? new Date(0) : null,
  }) as User;

/** The client's published plans, newest first, with their ticks (the client's id and address its parameters). */
function clientPlansQuery(db: Executor, verified: boolean) {
  return db
    .select({
      plan: plans,
      mxpertName: professionalName,
      snapshot: sql<PlanSnapshot | null>`(select ${planVersions.snapshot} from ${planVersions}
        where ${planVersions.planId} = ${plans.id} and ${planVersions.version} = ${plans.version})`,
      ticks: planTicksField,
    })
    .from(plans)
    .innerJoin(profiles, eq(profiles.id, plans.mxpertProfileId))
    .innerJoin(accounts, eq(accounts.id, profiles.userId))
    .where(and(gt(plans.version, 0), planOfClient(clientParameters(verified))))
    .orderBy(desc(plans.publishedAt), desc(plans.id))
    .limit(CLIENT_LIST_MAX);
}

/** GET /api/consumer/plans: the plans of the client's leads that were published, newest first, with their ticks, in one statement. */
export async function listClientPlans(db: Executor, user: User): Promise<ConsumerPlanListItem[]> {
  const verified = user.emailVerifiedAt !== null;
  const statement = preparedOnce(db, `client_plans_${verified}`, () =>
    clientPlansQuery(db, verified).prepare(`client_plans_${verified}`),
  );
  const rows = await statement.execute({ userId: user.id, email: user.email });
  const out: ConsumerPlanListItem[] = [];
  for (const { plan, mxpertName: name, snapshot, ticks } of rows) {
    if (!snapshot) continue;
    out.push({
      id: plan.id,
      status: plan.status,
      mxpertName: name,
      version: plan.version,
      ...progressOf(
        snapshot,
        ticks.map((t) => ({ id: t.id, doneAt: dateOf(t.doneAt) })),
      ),
      targetScore: snapshot.targetScore,
      targetRepullOn: snapshot.targetRepullOn,
    });
  }
  return out;
}

/** The client's view: the latest published version with their ticks, the earlier versions, the checkpoints. */
function clientView(plan: Plan, mxpert: ConsumerPlan['mxpert'], parts: PlanParts): ConsumerPlan {
  if (!parts.latest) throw new AppError('NOT_FOUND', PLAN_TEXT.notFound);
  return {
    id: plan.id,
    status: plan.status,
    mxpert,
    version: plan.version,
    plan: withTicks(parts.latest, parts.actions),
    baselineScores: parts.baseline ?? parts.latest.startingScores,
    versions: [...parts.versions].reverse(),
    checkpoints: parts.checkpoints,
    finalScores: finalScoresOf(plan),
    completedAt: plan.completedAt?.toISOString() ?? null,
    closedAt: plan.closedAt?.toISOString() ?? null,
    closeReason: plan.closeReason,
  };
}

const clientPageFields = { name: professionalName, cxid: profiles.cxid, companyName: profiles.companyName };

/** GET /api/consumer/plans/{id}: the plan, its professional and its parts in one prepared statement. */
export async function getClientPlan(
  db: Executor,
  user: User,
  planId: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ConsumerPlan> {
  const verified = user.emailVerifiedAt !== null;
  const statement = preparedOnce(db, `client_plan_page_${verified}`, () =>
    planPageQuery(db, clientPageFields, clientPlanIs(clientParameters(verified), parameter('planId'))).prepare(
      `client_plan_page_${verified}`,
    ),
  );
  const { plan, extra, parts } = toPlanPage(await statement.execute({ userId: user.id, email: user.email, planId }), locale);
  return clientView(plan, extra, parts);
}

/**
 * Every plan of the client's leads that was published, oldest first, each as its page answers it
 * (getClientPlan): the published versions, the latest one's actions with the client's ticks, both
 * sides' checkpoints, the starting scores, the target, the completion and the closing; never the draft,
 * nor what the professional's page alone holds. Found by the client's list's rule (planOfClient, a
 * published version), without its cap. A client's data export (docs/decisions/059).
 *
 * A lead its professional deleted keeps its plan here, as it stays in the client's list and page
 * (decision 084). A client deletes no lead of theirs, only their account: its leads then name no
 * account (decision 059), and their plans leave the list and this file together.
 */
export async function exportClientPlans(db: Executor, user: User, locale: Locale = DEFAULT_LOCALE): Promise<ConsumerPlan[]> {
  const rows = await planPageQuery(db, clientPageFields, and(gt(plans.version, 0), planOfClient(user))).orderBy(
    asc(plans.createdAt),
    asc(plans.id),
  );
  return rows.map((row) => {
    const { plan, extra, parts } = toPlanPage([row], locale);
    return clientView(plan, extra, parts);
  });
}

/** The client's plan, locked, while its status is one of `statuses` (409 otherwise, saying why). */
async function lockClientPlanIn(tx: Executor, user: User, planId: string, statuses: readonly Plan['status'][]): Promise<Plan> {
  const plan = await findClientPlan(tx, user, planId, true);
  if (!statuses.includes(plan.status))
    throw new AppError('CONFLICT', plan.status === 'completed' ? PLAN_TEXT.alreadyCompleted : PLAN_TEXT.notActive);
  return plan;
}

/** The client's plan, locked, while active: completed and closed plans take no more ticks or scores (409). */
export function lockActiveClientPlan(tx: Executor, user: User, planId: string): Promise<Plan> {
  return lockClientPlanIn(tx, user, planId, ['active']);
}

/**
 * A plan the client can complete: an active one, or one the professional closed, whose closing cannot
 * keep its result out of their public figures (docs/decisions/093). A completed plan stays final (409).
 */
const COMPLETABLE: readonly Plan['status'][] = ['active', 'closed'];

/**
 * Tells the professional what their client did on the plan: the bell at once, and an e-mail that
 * gathers it with the rest, at most one an hour per plan (docs/decisions/095).
 */
export async function tellProfessional(
  tx: Executor,
  plan: Plan,
  user: User,
  message: string,
  text: StoredSentence,
  about: { actionId: string } | { documentId: string } | Record<string, never> = {},
): Promise<void> {
  const pro = await professionalOf(tx, plan);
  await notifyUser(tx, pro.userId, {
    type: 'plan_progress',
    title: `${user.name} worked on their plan`,
    message,
    metadata: { planId: plan.id, senderName: user.name, link: planPaths.mxpert(plan.id), ...about },
    text: { title: { id: 'answers.notice.planProgressTitle', values: { name: user.name } }, message: text },
  });
  await scheduleActivityEmail(tx, plan);
}

/**
 * POST /api/consumer/plans/{id}/actions/{actionId}/done and /undone: the client ticks an action of the
 * latest published version off, or back on. Ticking twice keeps the first time.
 */
export async function markAction(
  db: Executor,
  user: User,
  input: { planId: string; actionId: string; done: boolean },
): Promise<PlanAction> {
  return db.transaction(async (tx) => {
    const plan = await lockActiveClientPlan(tx, user, input.planId);
    const snapshot = await latestSnapshot(tx, plan);
    const action = snapshot?.actions.find((a) => a.id === input.actionId);
    if (!action) throw new AppError('NOT_FOUND', PLAN_TEXT.actionNotFound);
    const [before] = await tx.select().from(planActions).where(eq(planActions.id, action.id)).for('update');
    const [row] = await tx
      .update(planActions)
      .set({ doneAt: input.done ? sql`coalesce(${planActions.doneAt}, now())` : null })
      .where(and(eq(planActions.id, action.id), eq(planActions.planId, plan.id)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', PLAN_TEXT.actionNotFound);
    if (input.done && !before?.doneAt)
      await tellProfessional(
        tx,
        plan,
        user,
        `${user.name} ticked off: ${action.accountLabel}.`,
        { id: 'answers.notice.planTicked', values: { name: user.name, account: action.accountLabel } },
        { actionId: action.id },
      );
    if (!input.done && before?.doneAt) await withdrawProfessionalNotice(tx, plan, { actionId: action.id });
    return { ...action, doneAt: row.doneAt?.toISOString() ?? null };
  });
}

/**
 * POST /api/consumer/plans/{id}/complete: only the client ends a plan with the final scores they read,
 * an active one or one the professional closed.
 * The gain of the scores they confirm and the gain the published version estimated are kept
 * for the professional's public figures; the review invitation goes out now, at most once per lead.
 */
export async function completePlan(
  db: Executor,
  user: User,
  planId: string,
  body: CompletePlanBody,
  clientKey: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ConsumerPlan> {
  await db.transaction(async (tx) => {
    const plan = await lockClientPlanIn(tx, user, planId, COMPLETABLE);
    const snapshot = await latestSnapshot(tx, plan);
    if (!snapshot) throw new AppError('NOT_FOUND', PLAN_TEXT.notFound);
    // The gain runs from scores the client confirmed: theirs, or those the first version showed them,
    // never a later change of the professional's (a public figure its subject cannot set).
    const baseline = body.startingScores ?? (await baselineScores(tx, plan)) ?? snapshot.startingScores;
    const gain = gainOf(baseline, body.scores);
    if (gain === null) throw new AppError('BAD_REQUEST', PLAN_TEXT.finalScores);
    // A client who signs in where the professional does completes the plan, but it proves nothing in
    // public: the rule that holds such a review for moderation (docs/decisions/085 and 093).
    const shared = (await holdReasons(tx, user, plan.mxpertProfileId, clientKey)).includes('shared_address');
    await tx
      .update(plans)
      .set({
        ...finalColumns(body.scores),
        finalReadOn: body.readOn ?? isoDay(),
        gain,
        estimatedGain: estimatedGainOf(snapshot.actions),
        outcomeWithheld: shared ? 'shared_address' : null,
        status: 'completed',
        completedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(plans.id, plan.id));
    // The invitation job claims the lead's one invitation (review_invited_at): never twice per lead.
    await enqueueJob(tx, JOBS.reviewInvitation, leadItem(await leadOfPlan(tx, plan)), {
      startAfterSeconds: 0,
      singletonKey: `plan:${plan.id}`,
    });
    const pro = await professionalOf(tx, plan);
    await notifyUser(tx, pro.userId, {
      type: 'plan_completed',
      title: `${user.name} completed their plan`,
      message: `${user.name} completed their Credit Optimization Plan and entered their final scores.`,
      metadata: { planId: plan.id, senderName: user.name, link: planPaths.mxpert(plan.id) },
      text: {
        title: { id: 'answers.notice.planCompletedTitle', values: { name: user.name } },
        message: { id: 'answers.notice.planCompleted', values: { name: user.name } },
      },
    });
  });
  return getClientPlan(db, user, planId, locale);
}

/** Withdraws the professional's unread notice about one thing their client has since undone. */
export async function withdrawProfessionalNotice(
  tx: Executor,
  plan: Plan,
  about: { actionId: string } | { documentId: string },
): Promise<void> {
  const pro = await professionalOf(tx, plan);
  await withdrawUnreadPlanNotices(tx, { userId: pro.userId, planId: plan.id, about });
}
