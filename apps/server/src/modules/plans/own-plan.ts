import { type BureauScores, PLAN_TEXT, type PlanCheckpoint, type PlanVersionSummary } from '@mx/contract';
import { DEFAULT_LOCALE, type Locale } from '@mx/contract/i18n/locale';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { accounts } from '../auth/accounts.ts';
import type { User } from '../auth/current-user.ts';
import { profiles } from '../mxpert/profiles.ts';
import type { PlanSnapshot } from './content.ts';
import { changesIn, type StoredChange } from './content.ts';
import { planOfClient, planShownToProfessional } from './plan-leads.ts';
import { type Plan, type PlanActionRow, planActions, planCheckpoints, plans, planVersions } from './schema.ts';

/** The professional's profile and pause, as every plan write checks it. */
export interface ProfessionalStanding {
  profileId: string;
  pausedAt: Date | null;
}

const standingColumns = { profileId: profiles.id, pausedAt: profiles.pausedAt };

/** The signed-in professional's profile and standing; 404 when the account has no profile. */
export async function professionalStanding(db: Executor, user: User): Promise<ProfessionalStanding> {
  const [row] = await db
    .select(standingColumns)
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.userId))
    .where(eq(profiles.userId, user.id));
  if (!row) throw new AppError('NOT_FOUND', PLAN_TEXT.notFound);
  return row;
}

/**
 * A paused professional (decision 060) reads their plans but starts and changes none (409): a pause
 * stops new work. Suspended and rejected professionals never reach this: every write of the
 * professional area answers them 409 before it runs (plugins/professional-standing.ts, decision 083).
 */
export function assertMayChangePlans(s: ProfessionalStanding): void {
  if (s.pausedAt !== null) throw new AppError('CONFLICT', PLAN_TEXT.paused);
}

/** The plan of this id, if it is the professional's own and its lead is not deleted (a statement joining the profile). */
export function professionalPlanIs(user: User, planId: string): SQL | undefined {
  return and(eq(plans.id, planId), eq(profiles.userId, user.id), planShownToProfessional);
}

/** One of the professional's own plans, with their standing; another's id is not found (404). */
export async function findProfessionalPlan(
  db: Executor,
  user: User,
  planId: string,
  lock = false,
): Promise<{ plan: Plan; standing: ProfessionalStanding }> {
  const query = db
    .select({ plan: plans, ...standingColumns })
    .from(plans)
    .innerJoin(profiles, eq(profiles.id, plans.mxpertProfileId))
    .innerJoin(accounts, eq(accounts.id, profiles.userId))
    .where(professionalPlanIs(user, planId));
  const [row] = lock ? await query.for('update', { of: plans }) : await query;
  if (!row) throw new AppError('NOT_FOUND', PLAN_TEXT.notFound);
  const { plan, ...standing } = row;
  return { plan, standing };
}

/**
 * The professional's own plan, locked for a change in the caller's transaction: the professional may
 * change plans (409 otherwise) and the plan is still a draft or active (409 once completed or closed).
 */
export async function lockPlanForChange(tx: Executor, user: User, planId: string): Promise<Plan> {
  const { plan, standing } = await findProfessionalPlan(tx, user, planId, true);
  assertMayChangePlans(standing);
  assertOpen(plan);
  return plan;
}

/** 409 once the plan is completed or closed: nothing of it changes any more. */
export function assertOpen(plan: Plan): void {
  if (plan.status === 'completed' || plan.status === 'closed') throw new AppError('CONFLICT', PLAN_TEXT.notChangeable);
}

/** The plan of this id, if it grew out of one of the client's leads and was published at least once. */
export function clientPlanIs(user: User, planId: string): SQL | undefined {
  return and(eq(plans.id, planId), gt(plans.version, 0), planOfClient(user));
}

/** One plan of the client's leads that was published at least once; a draft or another's is not found (404). */
export async function findClientPlan(db: Executor, user: User, planId: string, lock = false): Promise<Plan> {
  const query = db.select().from(plans).where(clientPlanIs(user, planId));
  const [plan] = lock ? await query.for('update') : await query;
  if (!plan) throw new AppError('NOT_FOUND', PLAN_TEXT.notFound);
  return plan;
}

/** Every action row of a plan in order, the ones removed from the draft included. */
export function actionRowsOf(db: Executor, planId: string): Promise<PlanActionRow[]> {
  return db
    .select()
    .from(planActions)
    .where(eq(planActions.planId, planId))
    .orderBy(asc(planActions.position), asc(planActions.createdAt), asc(planActions.id));
}

/** The starting scores of the plan's first published version: a completion's baseline (docs/decisions/093). */
export async function baselineScores(db: Executor, plan: Plan): Promise<BureauScores | null> {
  const [row] = await db
    .select({ snapshot: planVersions.snapshot })
    .from(planVersions)
    .where(and(eq(planVersions.planId, plan.id), eq(planVersions.version, 1)));
  return (row?.snapshot as PlanSnapshot | undefined)?.startingScores ?? null;
}

/** The content of the plan's latest published version; null while a draft. */
export async function latestSnapshot(db: Executor, plan: Plan): Promise<PlanSnapshot | null> {
  if (plan.version === 0) return null;
  const [row] = await db
    .select({ snapshot: planVersions.snapshot })
    .from(planVersions)
    .where(and(eq(planVersions.planId, plan.id), eq(planVersions.version, plan.version)));
  return (row?.snapshot as PlanSnapshot | undefined) ?? null;
}

/** A plan's page beyond its row: every action row, the versions (oldest first), the latest snapshot, the checkpoints. */
export interface PlanParts {
  actions: PlanActionRow[];
  versions: PlanVersionSummary[];
  latest: PlanSnapshot | null;
  /** The first published version's starting scores; null while a draft. */
  baseline: BureauScores | null;
  checkpoints: PlanCheckpoint[];
}

type ActionJson = Omit<PlanActionRow, 'doneAt' | 'deletedAt' | 'createdAt' | 'updatedAt'> & {
  doneAt: string | null;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** An instant as toISOString writes it (UTC, milliseconds), so every answer spells times alike. */
const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const a = planActions;
const v = planVersions;
const c = planCheckpoints;

/**
 * Everything a plan's page shows besides the plan row, as fields of the statement that finds the plan:
 * each part a JSON array built by the database, for the plan row of that statement (which joins
 * another table, so that its columns are written with their table's name). One statement a page,
 * instead of one to find the plan and one a part (bench:plans).
 */
const planPartsFields = {
  actions: sql<
    ActionJson[]
  >`coalesce((select json_agg(json_build_object('id', ${a.id}, 'planId', ${a.planId}, 'position', ${a.position},
        'accountLabel', ${a.accountLabel}, 'kind', ${a.kind}, 'amount', ${a.amount}, 'pointsMin', ${a.pointsMin},
        'pointsMax', ${a.pointsMax}, 'dueOn', ${a.dueOn}, 'statementDay', ${a.statementDay}, 'instructions', ${a.instructions},
        'doneAt', ${iso(a.doneAt)}, 'deletedAt', ${iso(a.deletedAt)}, 'createdAt', ${iso(a.createdAt)}, 'updatedAt', ${iso(a.updatedAt)})
      order by ${a.position}, ${a.createdAt}, ${a.id}) from ${a} where ${a.planId} = ${plans.id}), '[]')`,
  versions: sql<
    PartsRow['versions']
  >`coalesce((select json_agg(json_build_object('version', ${v.version}, 'note', ${v.note}, 'changes', ${v.changes},
        'publishedAt', ${iso(v.publishedAt)}) order by ${v.version}) from ${v} where ${v.planId} = ${plans.id}), '[]')`,
  latest: sql<PlanSnapshot | null>`(select ${v.snapshot} from ${v} where ${v.planId} = ${plans.id} and ${v.version} = ${plans.version})`,
  baseline: sql<BureauScores | null>`(select ${v.snapshot} -> 'startingScores' from ${v} where ${v.planId} = ${plans.id} and ${v.version} = 1)`,
  checkpoints: sql<
    PlanCheckpoint[]
  >`coalesce((select json_agg(json_build_object('id', ${c.id}, 'bureau', ${c.bureau}, 'score', ${c.score}, 'readOn', ${c.readOn},
        'recordedBy', ${c.recordedBy}, 'createdAt', ${iso(c.createdAt)}) order by ${c.readOn}, ${c.createdAt})
      from ${c} where ${c.planId} = ${plans.id}), '[]')`,
};

/** A plan's ticks (each action's id and done time), for a list that shows progress, as one field. */
export const planTicksField = sql<
  { id: string; doneAt: string | null }[]
>`coalesce((select json_agg(json_build_object('id', ${a.id},
    'doneAt', ${iso(a.doneAt)})) from ${a} where ${a.planId} = ${plans.id}), '[]')`;

/** An instant the database wrote with `iso`, back as a date. */
export const dateOf = (text: string | null) => (text === null ? null : new Date(text));

/**
 * A plan's page in one statement: the plan found by `where` (the profile and its account joined, for
 * the professional's name and ownership), the fields asked for, and its parts.
 */
export function planPageQuery<F extends SelectedFieldsFlat>(db: Executor, fields: F, where: SQL | undefined) {
  return db
    .select({ plan: plans, extra: fields, ...planPartsFields })
    .from(plans)
    .innerJoin(profiles, eq(profiles.id, plans.mxpertProfileId))
    .innerJoin(accounts, eq(accounts.id, profiles.userId))
    .where(where);
}

/** The page out of planPageQuery's rows; 404 when the plan was not found. */
export function toPlanPage<E>(
  rows: ({ plan: Plan; extra: E } & PartsRow)[],
  locale: Locale = DEFAULT_LOCALE,
): { plan: Plan; extra: E; parts: PlanParts } {
  const [row] = rows;
  if (!row) throw new AppError('NOT_FOUND', PLAN_TEXT.notFound);
  const { plan, extra, ...parts } = row;
  return { plan, extra, parts: toPlanParts(plan, parts, locale) };
}

interface PartsRow {
  actions: ActionJson[];
  versions: (Omit<PlanVersionSummary, 'changes'> & { changes: StoredChange[] })[];
  latest: PlanSnapshot | null;
  baseline: BureauScores | null;
  checkpoints: PlanCheckpoint[];
}

/** The parts as the fields of planPartsFields brought them, for the plan they were selected with. */
function toPlanParts(plan: Plan, row: PartsRow, locale: Locale): PlanParts {
  return {
    actions: row.actions.map((r) => ({
      ...r,
      doneAt: dateOf(r.doneAt),
      deletedAt: dateOf(r.deletedAt),
      createdAt: new Date(r.createdAt),
      updatedAt: new Date(r.updatedAt),
    })),
    // What changed, in the reader's language (the rows store each line's English and key).
    versions: row.versions.map((v) => ({ ...v, changes: changesIn(locale, v.changes) })),
    latest: plan.version === 0 ? null : row.latest,
    baseline: plan.version === 0 ? null : row.baseline,
    checkpoints: row.checkpoints,
  };
}
